import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * Page scripts outside React (docs/decisions/148): `import src from 'virtual:NAME-script'` gives
 * the URL of the script's module bundled on its own by esbuild (one ES module, its packages
 * inside, minified) and written among the client's hashed assets as `assets/NAME-HASH.js`, HASH
 * from its bytes, so it is cached as the other assets are and compressed with them
 * (scripts/build-server.mjs). Under Vite's dev server (and Vitest), the URL of the source file,
 * which Vite serves transformed. One entry a script:
 * - `draw-signature`: the signature canvas of the sign form (decision 148);
 * - `follow-reading`: the case page following its W-2 readings (decision 166).
 */
const SCRIPTS: Readonly<Record<string, string>> = {
  'draw-signature': 'app/signing/draw-signature.script.ts',
  'follow-reading': 'app/cases/page/follow-reading.script.ts',
};

const virtualId = (name: string) => `virtual:${name}-script`;

async function bundle(name: string, entry: string): Promise<{ code: string; fileName: string }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
  });
  const code = result.outputFiles[0]?.text ?? '';
  if (code === '') throw new Error(`${entry} bundled to nothing`);
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return { code, fileName: `assets/${name}-${hash}.js` };
}

export function standaloneScripts(): Plugin {
  let serve = true;
  let base = '/';
  const bundled = new Map<string, Promise<{ code: string; fileName: string }>>();
  const byResolved = new Map(
    Object.entries(SCRIPTS).map(([name, entry]) => [`\0${virtualId(name)}`, { name, entry }]),
  );
  return {
    name: 'quickrefund-standalone-scripts',
    configResolved(config) {
      serve = config.command === 'serve';
      base = config.base;
    },
    resolveId(id) {
      const resolved = `\0${id}`;
      return byResolved.has(resolved) ? resolved : undefined;
    },
    async load(id) {
      const script = byResolved.get(id);
      if (script === undefined) return undefined;
      if (serve) return `export default ${JSON.stringify(`${base}${script.entry}`)};`;
      let once = bundled.get(script.name);
      if (once === undefined) {
        once = bundle(script.name, script.entry);
        bundled.set(script.name, once);
      }
      const { code, fileName } = await once;
      // Served from the client's assets only; the server build needs just its URL.
      if (this.environment.config.consumer === 'client') {
        this.emitFile({ type: 'asset', fileName, source: code });
      }
      return `export default ${JSON.stringify(`${base}${fileName}`)};`;
    },
  };
}

import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * A page script outside React (docs/decisions/148): `import src from 'virtual:draw-signature-script'`
 * gives the URL of app/signing/draw-signature.script.ts bundled on its own by esbuild (one ES
 * module, its packages inside, minified) and written among the client's hashed assets as
 * `assets/draw-signature-HASH.js`, HASH from its bytes, so it is cached as the other assets are
 * and compressed with them (scripts/build-server.mjs). Under Vite's dev server (and Vitest), the
 * URL of the source file, which Vite serves transformed.
 */
export const DRAW_SIGNATURE_SCRIPT = 'virtual:draw-signature-script';
const ENTRY = 'app/signing/draw-signature.script.ts';
const RESOLVED = `\0${DRAW_SIGNATURE_SCRIPT}`;

async function bundle(): Promise<{ code: string; fileName: string }> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    write: false,
  });
  const code = result.outputFiles[0]?.text ?? '';
  if (code === '') throw new Error(`${ENTRY} bundled to nothing`);
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return { code, fileName: `assets/draw-signature-${hash}.js` };
}

export function standaloneScripts(): Plugin {
  let serve = true;
  let base = '/';
  let bundled: Promise<{ code: string; fileName: string }> | undefined;
  return {
    name: 'quickrefund-standalone-scripts',
    configResolved(config) {
      serve = config.command === 'serve';
      base = config.base;
    },
    resolveId(id) {
      return id === DRAW_SIGNATURE_SCRIPT ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (serve) return `export default ${JSON.stringify(`${base}${ENTRY}`)};`;
      bundled ??= bundle();
      const { code, fileName } = await bundled;
      // Served from the client's assets only; the server build needs just its URL.
      if (this.environment.config.consumer === 'client') {
        this.emitFile({ type: 'asset', fileName, source: code });
      }
      return `export default ${JSON.stringify(`${base}${fileName}`)};`;
    },
  };
}

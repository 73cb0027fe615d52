import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from '../../../scripts/bundle-node.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// Inside the project, so the bundle's bare imports resolve from ./node_modules.
const BUNDLE = `${ROOT}node_modules/.cache/operations-tests/operations.mjs`;
let bundled: Promise<unknown> | undefined;

/**
 * `npm run backup`, `restore` or `keys` as the build runs them (server/operations/cli.ts, bundled
 * the same way), in a process of its own with `env` as its settings.
 */
export async function runOperations(
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  bundled ??= bundleForNode({
    entryPoints: [`${ROOT}server/operations/cli.ts`],
    outfile: BUNDLE,
  });
  await bundled;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BUNDLE, ...args],
      { env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

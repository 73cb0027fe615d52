import { execFile } from 'node:child_process';
import { bundledOnce } from './bundle-once';

/**
 * `npm run backup`, `restore` or `keys` as the build runs them (server/operations/cli.ts, bundled
 * the same way), in a process of its own with `env` as its settings.
 */
export async function runOperations(
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const bundle = await bundledOnce('server/operations/cli.ts', 'operations.mjs');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bundle, ...args],
      { env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

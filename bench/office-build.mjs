// Shared by bench/contact.mjs and bench/messages.mjs: bundles the app, the database module and
// the test set-up's PostgreSQL starter with esbuild (dependencies stay in node_modules), so the
// benchmarks need no build step.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleForNode } from '../scripts/bundle-node.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const OUT = path.join(RESULTS_DIR, '.build', 'office');

export async function buildOffice() {
  await mkdir(OUT, { recursive: true });
  await bundleForNode({
    entryPoints: {
      app: path.join(ROOT, 'server', 'app.ts'),
      db: path.join(ROOT, 'server', 'db', 'index.ts'),
      postgres: path.join(ROOT, 'tests', 'api', 'helpers', 'postgres.ts'),
      tokens: path.join(ROOT, 'server', 'staff', 'tokens.ts'),
      reference: path.join(ROOT, 'server', 'cases', 'reference.ts'),
    },
    outdir: OUT,
    outExtension: { '.js': '.mjs' },
    target: 'node20',
  });
}

export function officeModule(name) {
  return import(pathToFileURL(path.join(OUT, `${name}.mjs`)).href);
}

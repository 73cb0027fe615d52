// Bundles the Express server (server/index.ts and the app modules it uses) into build/start.js,
// beside the React Router build it serves. Dependencies stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/index.ts'],
  outfile: 'build/start.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

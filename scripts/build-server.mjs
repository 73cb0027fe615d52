// After `react-router build` (which builds the web server itself, server/index.ts, into
// build/server/index.js with the routes: vite.config.ts), bundles the separate processes: the
// staff command (npm run staff) into build/staff.js, the W-2 reader's process into
// build/reader.js, and npm run backup, restore and keys into build/operations.js. Dependencies
// stay in node_modules. Then compresses the client build's own files (hashed assets, public/)
// once, brotli 11 and gzip 9, beside them, so the server compresses nothing per request
// (docs/decisions/013).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { bundleForNode } from './bundle-node.mjs';

await bundleForNode({
  entryPoints: ['server/staff/cli.ts'],
  outfile: 'build/staff.js',
  target: 'node24',
});

// The W-2 reader's process, one a reading (server/reader/reading-process.ts, decision 105).
await bundleForNode({
  entryPoints: ['server/reader/child.ts'],
  outfile: 'build/reader.js',
  target: 'node24',
});

await bundleForNode({
  entryPoints: ['server/operations/cli.ts'],
  outfile: 'build/operations.js',
  target: 'node24',
});

const CLIENT = path.join('build', 'client');
// Prerendered pages and their data hold settings tokens: the server compresses them at start.
const SKIP = /\.(html|data|br|gz)$/;
const entries = await readdir(CLIENT, { recursive: true, withFileTypes: true });
for (const entry of entries) {
  if (!entry.isFile() || SKIP.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = await readFile(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
}

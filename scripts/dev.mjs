// npm run dev: Vite in middleware mode, and through it the server's own code (server/dev.ts), so
// that pages, API, case page and staff are all served on PORT with the pages' hot reload, and the
// W-2 reader reads the documents uploaded (its process bundled once at start, as the build
// bundles it: scripts/build-server.mjs).
// Run with Node's `--conditions=development` (package.json): Vite loads React Router for the
// server's code and the routes with that condition, and Node must load the same copy for
// @react-router/express, or the context the server makes is not the one React Router knows.
import path from 'node:path';
import { createServer } from 'vite';
import { bundleForNode } from './bundle-node.mjs';

const readerEntry = path.resolve('node_modules', '.cache', 'quickrefund-dev', 'reader.js');
await bundleForNode({ entryPoints: ['server/reader/child.ts'], outfile: readerEntry });

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const { startDev } = await vite.ssrLoadModule('/server/dev.ts');
await startDev(vite, readerEntry);

import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { chunkFileNames, failOnCircularChunk, manualChunks } from './scripts/client-chunks';
import { standaloneScripts } from './scripts/standalone-script';
import { readSqlFolders } from './server/db/sql-files';

export default defineConfig(({ command }) => ({
  plugins: [reactRouter(), standaloneScripts()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: { assetsInlineLimit: 0 },
  // The built server carries the schema's .sql files (server/db/sql-files.ts reads them from
  // there), so that build/ runs wherever it is put. Under Vite's dev server they are read from
  // their folders.
  define:
    command === 'build' ? { __QUICKREFUND_SQL__: JSON.stringify(readSqlFolders()) } : undefined,
  environments: {
    // The browser's files: few per page (scripts/client-chunks.ts).
    client: {
      build: {
        rollupOptions: { output: { manualChunks, chunkFileNames }, onwarn: failOnCircularChunk },
      },
    },
    // The server's: one file, build/server/index.js, whose entry is the Express server
    // (server/index.ts), which imports React Router's build (`virtual:react-router/server-build`):
    // every module once (docs/decisions/168). One file, so that the paths it reads beside itself
    // (import.meta.url) are the entry's; the packages loaded on first use stay so (they are
    // external).
    ssr: {
      build: {
        rollupOptions: { input: 'server/index.ts', output: { inlineDynamicImports: true } },
      },
    },
  },
}));

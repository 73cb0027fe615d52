import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { chunkFileNames, failOnCircularChunk, manualChunks } from './scripts/client-chunks';
import { standaloneScripts } from './scripts/standalone-script';

export default defineConfig({
  plugins: [reactRouter(), standaloneScripts()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: { assetsInlineLimit: 0 },
  environments: {
    // The browser's files: few per page (scripts/client-chunks.ts). The server's are one bundle.
    client: {
      build: {
        rollupOptions: { output: { manualChunks, chunkFileNames }, onwarn: failOnCircularChunk },
      },
    },
  },
});

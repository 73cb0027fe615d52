import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { standaloneScripts } from './scripts/standalone-script';

export default defineConfig({
  plugins: [reactRouter(), standaloneScripts()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: { assetsInlineLimit: 0 },
});

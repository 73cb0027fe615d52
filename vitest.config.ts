import { defineConfig } from 'vitest/config';

// Unit, component and API tests. The React Router Vite plugin is deliberately not loaded here:
// tests import modules directly, and API tests start the real Express server.
export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/budget/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
  },
});

import { defineConfig } from 'vitest/config';
import { standaloneScripts } from './scripts/standalone-script';

const alias = { '~': new URL('./app', import.meta.url).pathname };

// Unit, component and API tests. The React Router Vite plugin is deliberately not loaded here:
// tests import modules directly, and API tests start the real Express server.
// Two projects: `unit` needs nothing but the source (npm run test:unit, also before a build);
// `built` reads the production build (npm run test:built, after npm run build), and says so
// in one line when there is none.
export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: one file at a time on the 2-core CI
    // hosts, where most of a file's time is waiting on a database or a child process. Two run
    // the unit project in 9 minutes instead of 12 there.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        // The page scripts' URLs (virtual:draw-signature-script), as under Vite's dev server.
        plugins: [standaloneScripts()],
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'server/**/*.test.{ts,tsx}',
            'tests/api/**/*.test.ts',
            'tests/docs/**/*.test.ts',
            'tests/runtime/**/*.test.ts',
            'tests/shared/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 20_000,
          // One empty PGlite database for the run, copied for each test's fresh place, and one
          // PostgreSQL server on which each test's place is a database of its own.
          globalSetup: [
            'tests/api/helpers/pglite-template.ts',
            'tests/api/helpers/postgres-server.ts',
          ],
          // Starting the app creates a PGlite database (its initdb takes seconds on a busy machine).
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'built',
          include: ['tests/built/**/*.test.ts', 'tests/budget/**/*.test.ts'],
          globalSetup: [
            'tests/built/require-build.ts',
            'tests/api/helpers/pglite-template.ts',
            'tests/api/helpers/postgres-server.ts',
          ],
          environment: 'node',
          testTimeout: 20_000,
          // Starting the app creates a PGlite database (its initdb takes seconds on a busy machine).
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

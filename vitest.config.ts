import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { standaloneScripts } from './scripts/standalone-script';

const alias = { '~': new URL('./app', import.meta.url).pathname };

/**
 * Node's own export conditions for the `api` project's server code, as the built server has them.
 * React Router's plugin adds `development` under a dev server: Vitest would then load React
 * Router's development build for the routes and Node its production one for @react-router/express,
 * two copies whose contexts differ. It adds `module` too, under which some packages' export maps
 * name files written for bundlers (@opentelemetry/api's, which prom-client loads), which Node cannot
 * load as Vitest externalizes them.
 */
const nodeConditions: Plugin = {
  name: 'quickrefund-test-node-conditions',
  configEnvironment(name, config) {
    if (name !== 'ssr' || config.resolve === undefined) return;
    const node = (conditions: string[] | undefined) =>
      conditions?.filter((c) => c !== 'module' && c !== 'development');
    config.resolve.conditions = node(config.resolve.conditions);
    config.resolve.externalConditions = node(config.resolve.externalConditions);
  },
};

// Three projects. `unit` (unit and component tests) and `api` (tests/api) need nothing but the
// sources (npm run test:unit, also before a build): `api` loads the app's Vite config, React
// Router's plugin with it, so that a test asks for `virtual:react-router/server-build` and gets the
// routes from the sources, in the same module graph as the server code it imports
// (tests/api/helpers/pages.ts); `unit` does not, as the plugin's client transform would take the
// components the jsdom tests render. `built` reads the production build (npm run test:built,
// after npm run build), and says so in one line when there is none.
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
        // The app's own Vite config: React Router's plugin, the page scripts' URLs, the `~` alias.
        extends: './vite.config.ts',
        plugins: [nodeConditions],
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // The stylesheet the pages inline (app/root.tsx), as Vite makes it.
          css: true,
          environment: 'node',
          testTimeout: 20_000,
          globalSetup: [
            'tests/api/helpers/pglite-template.ts',
            'tests/api/helpers/postgres-server.ts',
          ],
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

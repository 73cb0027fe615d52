import { defineConfig, devices } from '@playwright/test';
import type { ScriptMode } from './tests/e2e/fixtures';
import { SMTP_PORT, STAFF_EMAIL } from './tests/e2e/services';
import { CHROME_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from './scripts/chromium.mjs';

// E2E_PORT lets several checkouts run their suites side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** A second server with a price list as the fee schedule (FEE_SCHEDULE_FILE, decision 180). */
const PRICE_LIST_URL = `http://127.0.0.1:${PORT + 2}`;

// End-to-end tests drive the system Chromium against the production build (npm run build first).
// Nothing is downloaded: the browser is Debian's, and its background networking is off.
export default defineConfig<{ scripts: ScriptMode }>({
  testDir: 'tests/e2e',
  // One SMTP server for the run and a second web server on PostgreSQL (decision 074).
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: [...PLAYWRIGHT_CHROMIUM_FLAGS],
    },
  },
  // Decision 039: the same controls tried hydrated, before hydration and without JavaScript; and
  // the page against the seed's contract (answers with only the fields the seed sends).
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /(contract|price-list)\.spec\.ts$/,
    },
    {
      name: 'scripts-late',
      use: { ...devices['Desktop Chrome'], channel: undefined, scripts: 'late' },
      testMatch: /controls(-[a-z-]+)?\.spec\.ts$/,
    },
    {
      name: 'no-javascript',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        scripts: 'off',
        javaScriptEnabled: false,
      },
      testMatch: /controls(-[a-z-]+)?\.spec\.ts$/,
    },
    {
      name: 'price-list',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: PRICE_LIST_URL },
      testMatch: /price-list\.spec\.ts$/,
    },
    {
      name: 'contract',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /contract\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      // On a copy of the database the Vitest run kept (scripts/pglite-cache.mjs), when there is one:
      // creating it here held every test back for seconds.
      command:
        'node scripts/pglite-cache.mjs seed test-results/e2e-data && node build/server/index.js',
      url: `${BASE_URL}/robots.txt`,
      reuseExistingServer: false,
      // A first start creates the embedded database (decision 031): seconds on a busy machine.
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        PUBLIC_URL: BASE_URL,
        DATA_DIR: 'test-results/e2e-data',
        // The suite uploads more than a visitor would; the rate limit has its own API test.
        UPLOAD_RATE_LIMIT: '10000',
        CONTACT_RATE_LIMIT: '10000',
        // Staff tests each sign in as a client address of their own (X-Forwarded-For), so that one
        // test's failed sign-ins do not lock the others out.
        TRUST_PROXY: 'true',
        // The global set-up's SMTP server, started just after this server (decision 074).
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        STAFF_EMAIL,
      },
    },
    {
      command:
        'node scripts/pglite-cache.mjs seed test-results/e2e-price-list && node build/server/index.js',
      url: `${PRICE_LIST_URL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT + 2),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        PUBLIC_URL: PRICE_LIST_URL,
        DATA_DIR: 'test-results/e2e-price-list',
        FEE_SCHEDULE_FILE: 'tests/fixtures/fee-schedule.json',
        IRS_EFILE_PROVIDER: 'true',
      },
    },
  ],
});

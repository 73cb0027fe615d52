import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNoAxeViolations } from './axe';
import { test as base, expect, type Page } from './fixtures';
import { openDatabase } from '../../server/db';
import { seedCase } from '../api/helpers/seed-case';
import { CaseCookie, loadCaseCookieKeys } from '../../server/cases/cookie';
import { hydrated } from './pages';

/**
 * The Refund Tracker against the built server, with a case written into its database before it
 * starts (PGlite admits one process per folder, so each worker runs a server of its own on a
 * port of its own). Staff's side of the same flow is in cases.spec.ts when it exists.
 */
interface Tracked {
  readonly url: string;
  readonly reference: string;
  /** The case cookie of a browser that holds the case: name and value. */
  readonly holder: { readonly name: string; readonly value: string };
  /** A case with an event of every kind, the visitor's and staff's alone. */
  readonly everyKind: string;
}

const NOTE = 'We sent your return to the IRS today.';
const NOT_FOUND = 'We could not find that reference. Check it and try again.';

const test = base.extend<object, { tracked: Tracked }>({
  tracked: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function names.
    async ({}, use, workerInfo) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'tracker-e2e-'));
      const database = await openDatabase({ databaseUrl: undefined, dataDir });
      const at = (day: number, hour = 15) => new Date(Date.UTC(2026, 10, day, hour));
      const { id, reference } = await seedCase(database.db, {
        status: 'filed',
        estimatedRefundCents: 412_550,
        events: [
          { kind: 'document', at: at(2) },
          { kind: 'document', at: at(3) },
          { kind: 'status', status: 'in_review', at: at(5) },
          { kind: 'status', status: 'filed', note: NOTE, at: at(20) },
        ],
      });
      // Every kind of event a case has: the visitor's five, and staff's own (never shown).
      const everyKind = await seedCase(database.db, {
        status: 'refund_sent',
        estimatedRefundCents: 100_000,
        events: [
          { kind: 'document', at: at(2) },
          { kind: 'message', at: at(3) },
          { kind: 'reminder', at: at(4) },
          { kind: 'email', at: at(5) },
          { kind: 'sent_for_signature', at: at(6) },
          { kind: 'return_signed', at: at(7) },
          { kind: 'status', status: 'refund_sent', at: at(8) },
        ],
      });
      const keys = await loadCaseCookieKeys(undefined, database.db);
      const [name = '', value = ''] = (
        new CaseCookie(keys).header(id, false).split(';')[0] ?? ''
      ).split('=', 2);
      await database.close();
      const port = Number(process.env.E2E_PORT ?? 3210) + 20 + workerInfo.workerIndex;
      const url = `http://127.0.0.1:${port}`;
      const child: ChildProcess = spawn(process.execPath, ['build/server/index.js'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          PUBLIC_URL: url,
          DATA_DIR: dataDir,
          TRUST_PROXY: 'true',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // A worker that ends early (a fixture time-out) must not leave the server holding its port.
      const killServer = () => child.kill('SIGTERM');
      process.once('exit', killServer);
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start in 30 s: ${output}`)), 30_000);
        child.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Listening on')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
      });
      await use({ url, reference, holder: { name, value }, everyKind: everyKind.reference });
      process.off('exit', killServer);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

let client = 0;
/** A client address of its own per test (TRUST_PROXY): the lookup limit counts per client. */
async function asNewClient(page: Page) {
  client += 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `192.0.2.${client}` });
}

/** The home page of the case's server for a new client, and its tracker (after hydration when asked). */
async function openTracker(page: Page, url: string, hydrate: boolean) {
  await asNewClient(page);
  await page.goto(`${url}/`);
  if (hydrate) await hydrated(page);
  return page.getByRole('region', { name: 'Refund Tracker' });
}

/**
 * The found case as the tracker shows it: status, 60% and the note, newest first; the estimated
 * refund only to the browser that holds the case (`holder`).
 */
async function expectFiled(page: Page, reference: string, _holder = false) {
  const tracker = page.getByRole('region', { name: 'Refund Tracker' });
  await expect(tracker).toContainText(`Status Filed with the IRS`);
  await expect(tracker).toContainText(reference);
  await expect(tracker.getByRole('progressbar', { name: 'Refund progress' })).toHaveAttribute(
    'value',
    '60',
  );
  await expect(tracker).toContainText('60%');
  // BACKOFFICE.md: the expected refund staff set, to whoever has the reference (decision 186).
  await expect(tracker).toContainText('Estimated refund $4,125.50');
  await expect(tracker.getByRole('list').getByRole('listitem')).toHaveText([
    `Nov 20, 2026: Filed with the IRS${NOTE}`,
    'Nov 5, 2026: In review',
    'Nov 3, 2026: Document received',
    'Nov 2, 2026: Document received',
  ]);
  // The example is gone.
  await expect(tracker).not.toContainText('$5,000.00');
  await expect(tracker).not.toContainText('Example');
}

test('"Track Refund" opens the lookup in place; the found case replaces the example', async ({
  page,
  tracked,
}) => {
  const tracker = await openTracker(page, tracked.url, true);
  await expect(tracker).toContainText('Example: look up your reference');
  await expect(tracker).toContainText('$5,000.00');
  const field = tracker.getByRole('textbox', { name: 'Reference' });
  await expect(field).toBeHidden();
  const track = tracker.getByRole('button', { name: 'Track Refund' });
  await expect(track).toHaveAttribute('aria-expanded', 'false');
  await track.click();
  await expect(track).toHaveAttribute('aria-expanded', 'true');
  await expect(field).toBeFocused();
  // Typed as a person might: lower case, spaces for dashes, O for 0 and L for 1.
  await field.fill(
    tracked.reference.toLowerCase().replaceAll('-', ' ').replaceAll('0', 'o').replaceAll('1', 'l'),
  );
  await tracker.getByRole('button', { name: 'Look up' }).click();
  await expectFiled(page, tracked.reference);
  await expect(page).toHaveURL(`${tracked.url}/`);
  await expect(tracker.locator('[aria-live="polite"]')).toContainText('Filed with the IRS');
});

test('an unknown reference gets the plain sentence as an alert, and the field keeps focus', async ({
  page,
  tracked,
}) => {
  const tracker = await openTracker(page, tracked.url, true);
  await tracker.getByRole('button', { name: 'Track Refund' }).click();
  const field = tracker.getByRole('textbox', { name: 'Reference' });
  await tracker.getByRole('button', { name: 'Look up' }).click();
  await expect(tracker.getByRole('alert')).toHaveText('Please enter your reference.');
  await field.fill('QR-0000-0000-0000');
  await field.press('Enter');
  await expect(tracker.getByRole('alert')).toHaveText(NOT_FOUND);
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(tracker).toContainText('$5,000.00');
});

test('every kind of event reads through the page with scripts; staff’s own are not shown', async ({
  page,
  tracked,
}) => {
  const tracker = await openTracker(page, tracked.url, true);
  await tracker.getByRole('button', { name: 'Track Refund' }).click();
  await tracker.getByRole('textbox', { name: 'Reference' }).fill(tracked.everyKind);
  await tracker.getByRole('button', { name: 'Look up' }).click();
  await expect(tracker).toContainText('Status Refund sent');
  await expect(tracker.getByRole('list').getByRole('listitem')).toHaveText([
    'Nov 8, 2026: Refund sent',
    'Nov 7, 2026: Return signed',
    'Nov 6, 2026: Return ready to sign',
    'Nov 3, 2026: Message received',
    'Nov 2, 2026: Document received',
  ]);
  await expect(tracker).not.toContainText('We could not look up');
  // The estimated refund staff set, to whoever has the reference (BACKOFFICE.md; decision 186).
  await expect(tracker).toContainText('Estimated refund $1,000.00');
});

test('the browser that holds the case sees its estimated refund, at once and on a lookup', async ({
  page,
  tracked,
}) => {
  await page.context().addCookies([{ ...tracked.holder, url: tracked.url }]);
  const tracker = await openTracker(page, tracked.url, true);
  await expectFiled(page, tracked.reference, true);
  await tracker.getByRole('button', { name: 'Track Refund' }).click();
  await tracker.getByRole('textbox', { name: 'Reference' }).fill(tracked.reference);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/track'));
  await tracker.getByRole('button', { name: 'Look up' }).click();
  expect(
    ((await (await answer).json()) as { estimatedRefundCents: unknown }).estimatedRefundCents,
  ).toBe(412_550);
  await expectFiled(page, tracked.reference, true);
});

test('the home page with a case shown has no axe violations', async ({ page, tracked }) => {
  const tracker = await openTracker(page, tracked.url, true);
  await tracker.getByRole('button', { name: 'Track Refund' }).click();
  await tracker.getByRole('textbox', { name: 'Reference' }).fill(tracked.reference);
  await tracker.getByRole('button', { name: 'Look up' }).click();
  await expect(tracker).toContainText('Filed with the IRS');
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the field and "Look up" are there from the start; the answer is a page', async ({
    page,
    tracked,
  }) => {
    const tracker = await openTracker(page, tracked.url, false);
    await expect(tracker).toContainText('$5,000.00');
    await expect(tracker.getByRole('button', { name: 'Track Refund' })).toBeHidden();
    await tracker.getByRole('textbox', { name: 'Reference' }).fill(tracked.reference);
    await tracker.getByRole('button', { name: 'Look up' }).click();
    await expectFiled(page, tracked.reference);
    // The tracker is brought into view (the form's action ends in #refund-tracker).
    await expect(page).toHaveURL(/\/\?index#refund-tracker$/);
  });

  test('the browser that holds the case sees its estimated refund on the answer', async ({
    page,
    tracked,
  }) => {
    await page.context().addCookies([{ ...tracked.holder, url: tracked.url }]);
    const tracker = await openTracker(page, tracked.url, false);
    await expectFiled(page, tracked.reference, true);
    await tracker.getByRole('textbox', { name: 'Reference' }).fill(tracked.reference);
    await tracker.getByRole('button', { name: 'Look up' }).click();
    await expectFiled(page, tracked.reference, true);
  });

  test('an unknown reference answers with the plain sentence', async ({ page, tracked }) => {
    const tracker = await openTracker(page, tracked.url, false);
    await tracker.getByRole('textbox', { name: 'Reference' }).fill('QR-0000-0000-0000');
    const answer = page.waitForResponse((r) => r.request().method() === 'POST');
    await tracker.getByRole('button', { name: 'Look up' }).click();
    expect((await answer).status()).toBe(404);
    await expect(tracker.getByRole('alert')).toHaveText(NOT_FOUND);
    await expect(tracker.getByRole('textbox', { name: 'Reference' })).toHaveValue(
      'QR-0000-0000-0000',
    );
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../app/settings.server';
import { openDatabase } from '../../server/db';
import { runBackup } from '../../server/operations/backup';
import { runRestore } from '../../server/operations/restore';
import { makeBackupKeys } from './helpers/backup-keys';
import { runStaffCommand } from '../../server/staff/accounts';
import { COMMAND_LINE } from '../../server/staff/audit';
import {
  documentLinks,
  openCase,
  signedInStaff,
  staffDownload,
  uploadInto,
  writeOnCasePage,
} from './helpers/case-work';
import { type ChildServer, startChildServer } from './helpers/child-process';
import * as sample from './helpers/documents-samples';
import { TEST_PASSWORD_COST } from './helpers/office-server';
import { fetchBytes, uploadDocument } from './helpers/rotation';
import { startPostgres, type TestPostgres } from './helpers/postgres';
import { startS3, type TestS3 } from './helpers/s3';
import { until } from './helpers/smtp';
import { csrfToken, PASSWORD, setupKey, StaffClient, codeFor } from './helpers/staff-client';

// Two instances of the server, each a process of its own with its own DATA_DIR (two machines),
// on one PostgreSQL server and one S3 bucket, as docs/operations.md deploys them behind a proxy:
// a case opened through one is worked through the other, and a backup of their database restored
// into a new one serves it from the same bucket. PostgreSQL is this file's own, so that
// it can be stopped.

const STAFF = 'preparer@example.com';

describe('two instances on one PostgreSQL and one S3', { timeout: 120_000 }, () => {
  let postgres: TestPostgres;
  let s3: TestS3;
  let instances: ChildServer[] = [];
  let folders: string[] = [];
  let databaseUrl: string;
  let shared: Record<string, string>;

  beforeAll(async () => {
    [postgres, s3] = await Promise.all([startPostgres(), startS3()]);
    databaseUrl = await postgres.newDatabaseUrl();
    folders = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'instance-'))));
    shared = {
      ...s3.env,
      DATABASE_URL: databaseUrl,
      DOCUMENTS_KEY: randomBytes(32).toString('base64'),
      LINK_SIGNING_KEY: randomBytes(32).toString('base64'),
      TRUST_PROXY: 'true',
      STAFF_PASSWORD_COST: TEST_PASSWORD_COST,
    };
    // Started together on an empty database: the migrations run once, under their lock.
    instances = await Promise.all(
      folders.map((dataDir) => startChildServer({ ...shared, DATA_DIR: dataDir })),
    );
  }, 120_000);
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await s3?.close();
    await postgres?.stop();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  /** A staff account made with the staff command on the shared database, enrolled through `url`. */
  async function enrolledOn(url: string): Promise<string> {
    const database = await openDatabase({ databaseUrl, dataDir: folders[0] ?? '' });
    let link;
    try {
      const added = await runStaffCommand(database.db, ['add', STAFF], url, COMMAND_LINE);
      link = new URL((added.out[0] ?? '').replace('Enrolment link: ', ''));
    } finally {
      await database.close();
    }
    const browser = new StaffClient({ url });
    const secret = setupKey((await browser.get(link.pathname)).html);
    const done = await browser.post(link.pathname, {
      password: PASSWORD,
      confirm: PASSWORD,
      code: codeFor(secret),
    });
    expect(done.status).toBe(200);
    return secret;
  }

  it('a case opened through one instance is worked through the other', async () => {
    const [one, two] = instances as [ChildServer, ChildServer];
    const visitor = '203.0.113.7';
    const { reference, cookie } = await openCase(one.url, visitor, 'Is my W-2 enough?');
    const w2 = sample.pdf(randomBytes(5000));
    const id = await uploadInto(one.url, cookie, w2, 'w2.pdf');
    await writeOnCasePage(one.url, cookie, visitor, 'I sent my W-2.');

    const secret = await enrolledOn(two.url);
    const staff = await signedInStaff(two.url, STAFF, secret);
    expect((await staff.get('/staff/cases')).html).toContain(`/staff/cases/${reference}`);
    const page = await staff.get(`/staff/cases/${reference}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Is my W-2 enough?');
    expect(page.html).toContain('I sent my W-2.');
    const [link] = documentLinks(page.html);
    expect(link?.href).toContain(id);
    expect((await staffDownload(two.url, staff, link?.href ?? '')).equals(w2)).toBe(true);

    const updated = await staff.post(`/staff/cases/${reference}`, {
      csrf: csrfToken(page.html),
      status: 'in_review',
      note: 'W-2 received',
      estimate: '',
    });
    expect(updated.status).toBe(303);
    // The visitor, back on the first instance, sees the status staff set on the second.
    const casePage = await fetch(`${one.url}/case`, {
      headers: { Cookie: cookie, 'X-Forwarded-For': visitor },
    });
    expect(await casePage.text()).toMatch(/In review/i);
  });

  it('a backup of their database, restored into a new one, serves the same case from the bucket', async () => {
    const [one] = instances as [ChildServer];
    const { reference, cookie } = await openCase(one.url, '203.0.113.8', 'Backed up?');
    const w2 = sample.pdf(randomBytes(4000));
    const { link } = await uploadDocument(one.url, w2, cookie);

    // Asked over the first instance's socket, which copies the database.
    const dir = join(folders[0] ?? '', '..', `backup-${randomBytes(4).toString('hex')}`);
    folders.push(dir);
    const keys = await makeBackupKeys();
    const manifest = await runBackup(
      readSettings({ ...shared, ...keys.env, DATA_DIR: folders[0] ?? '' }),
      dir,
    );
    expect(manifest.documents).toEqual({ storage: 's3', bucket: s3.bucket, prefix: 'documents/' });
    expect(manifest.keys).toEqual({
      documents: { setting: 'DOCUMENTS_KEY' },
      linkSigning: { setting: 'LINK_SIGNING_KEY' },
    });
    expect(manifest.files.some((file) => file.path.startsWith('documents/'))).toBe(false);

    const restoredUrl = await postgres.newDatabaseUrl();
    const restoredDir = await mkdtemp(join(tmpdir(), 'instance-'));
    folders.push(restoredDir);
    const restoredEnv = { ...shared, DATABASE_URL: restoredUrl, DATA_DIR: restoredDir };
    await runRestore(readSettings({ ...restoredEnv, ...keys.env }), dir);
    const third = await startChildServer(restoredEnv);
    instances.push(third);
    const page = await fetch(`${third.url}/case`, { headers: { Cookie: cookie } });
    expect(await page.text()).toContain(reference);
    const database = await openDatabase({ databaseUrl: restoredUrl, dataDir: restoredDir });
    const accounts = await (async () => {
      try {
        return await database.db.selectFrom('staff_accounts').select('email').execute();
      } finally {
        await database.close();
      }
    })();
    expect(accounts.map((row) => row.email)).toEqual([STAFF]);
    // The link the first instance gave out, on the restored one: the document from the bucket.
    expect((await fetchBytes(third.url, link)).equals(w2)).toBe(true);
  });

  it('with the database stopped, both say so on /readyz and fail what needs it; both still run', async () => {
    await postgres.stop();
    for (const instance of instances) {
      // Each instance's readiness names the database (a probe's result serves one second).
      await until(async () => (await fetch(`${instance.url}/readyz`)).status === 503, 15_000);
      const ready = await fetch(`${instance.url}/readyz`);
      expect(await ready.json()).toEqual({ status: 'not ready', failing: ['database'] });
      expect((await fetch(`${instance.url}/healthz`)).status).toBe(200);
      // What needs the database fails plainly on both instances, and neither process exits.
      const staff = await fetch(`${instance.url}/staff/sign-in`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: instance.url },
        body: new URLSearchParams({ email: STAFF, password: PASSWORD, code: '000000' }),
      });
      expect(staff.status).toBeGreaterThanOrEqual(500);
      expect(instance.process.exitCode).toBeNull();
    }
  });
});

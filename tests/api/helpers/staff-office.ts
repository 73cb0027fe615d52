import { afterAll, beforeAll, expect } from 'vitest';
import { COMMAND_LINE } from '../../../server/staff/audit';
import { runStaffCommand } from '../../../server/staff/accounts';
import type { Engine, Place } from './engines';
import { usePlaces } from './engines';
import { type OfficeServer, startOffice } from './office-server';
import { codeFor, recoveryCodes, setupKey, StaffClient } from './staff-client';

/**
 * The staff back office one `describe` per engine tests (tests/api/staff-*.test.ts): call
 * `useStaffOffice(engine)` inside it. `place`, `server` and the client count `n` are this
 * module's live bindings, set by the describe's set-up (each test file has its own copy of the
 * module, and the describes of a file run one after the other).
 */

export const PASSWORD = 'correct horse battery staple';
export const WRONG = 'Email, password or code is wrong.';

export let place: Place;
export let server: OfficeServer;
export let n = 0;

/** Starts the office on a fresh place of `engine` for the describe, and stops it afterwards. */
export function useStaffOffice(engine: Engine): void {
  const newPlace = usePlaces(engine);
  beforeAll(async () => {
    n = 0;
    place = await newPlace();
    server = await startOffice(place, { TRUST_PROXY: 'true', CONTACT_RATE_LIMIT: '1000' });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await place?.remove();
  });
}

/** A distinct client address per test, so the per-client limit of one test spares the rest. */
export const client = () => {
  n += 1;
  return new StaffClient(server, { 'X-Forwarded-For': `198.51.100.${n}` });
};

export const db = () => server.app.office.database.db;
export const command = (...args: string[]) =>
  runStaffCommand(db(), args, 'https://office.example', COMMAND_LINE);

/** Adds and enrols an account; returns its secret and recovery codes. */
export async function enrolled(email: string, admin = false) {
  const added = await command('add', email, ...(admin ? ['--admin'] : []));
  expect(added.code).toBe(0);
  const link = new URL((added.out[0] ?? '').replace('Enrolment link: ', ''));
  const browser = client();
  const page = await browser.get(link.pathname);
  const secret = setupKey(page.html);
  const done = await browser.post(link.pathname, {
    password: PASSWORD,
    confirm: PASSWORD,
    code: codeFor(secret),
  });
  expect(done.status).toBe(200);
  return { secret, codes: recoveryCodes(done.html), path: link.pathname };
}

/** Signs in once with the next step's code: enrolment spent the current one (a code works once). */
export async function signedIn(email: string, secret: string, browser = client()) {
  const code = codeFor(secret, Date.now() + 30_000);
  const answer = await browser.post('/staff/sign-in', { email, password: PASSWORD, code });
  return { browser, answer };
}

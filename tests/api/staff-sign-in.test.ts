/**
 * Staff sign-in (the cookie, one message for any wrong part, disabled accounts, a new
 * authenticator, the limits on attempts, how long a session lasts) and what Messages and the Audit
 * log show of it.
 */
import { describe, expect, it } from 'vitest';
import { sendContactForm } from '../shared/contact-form';
import { COMMAND_LINE } from '../../server/staff/audit';
import { runStaffCommand } from '../../server/staff/accounts';
import { ENGINES, usePlaces } from './helpers/engines';
import { startOffice } from './helpers/office-server';
import { codeFor, csrfToken, setupKey, StaffClient } from './helpers/staff-client';
import {
  client,
  command,
  db,
  enrolled,
  n,
  PASSWORD,
  server,
  signedIn,
  useStaffOffice,
  WRONG,
} from './helpers/staff-office';

for (const engine of ENGINES) {
  describe(`staff back office on ${engine}`, () => {
    useStaffOffice(engine);

    it('signs in with e-mail, password and code; the cookie is HttpOnly, SameSite=Lax; sign-out ends it on the server', async () => {
      const { secret } = await enrolled('sign@example.com');
      const { browser, answer } = await signedIn('SIGN@example.com', secret);
      expect(answer.status).toBe(303);
      expect(answer.response.headers.get('location')).toBe('/staff/cases');
      const cookie = answer.response.headers.getSetCookie()[0] ?? '';
      expect(cookie).toMatch(/^staff_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
      const stolen = browser.cookieHeader();

      const cases = await browser.get('/staff/cases');
      expect(cases.status).toBe(200);
      expect(cases.html).toContain('<h1>Cases</h1>');
      expect(cases.html).toContain('aria-label="Staff"');
      expect(cases.html).not.toContain('Audit log'); // a preparer
      expect(cases.response.headers.get('cache-control')).toBe('no-store');
      expect(cases.html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      const csp = cases.response.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(cases.html).toContain(`<style nonce="${nonce}">`);
      expect(cases.html).not.toContain('<script');

      const out = await browser.post('/staff/sign-out', { csrf: csrfToken(cases.html) });
      expect(out.status).toBe(303);
      // The old cookie no longer opens anything.
      const replay = await fetch(`${server.url}/staff/cases`, {
        redirect: 'manual',
        headers: { Cookie: stolen },
      });
      expect(replay.status).toBe(303);
      expect(replay.headers.get('location')).toBe('/staff/sign-in');
    });

    it('over https the cookie is __Host- prefixed and Secure', async () => {
      const { secret } = await enrolled('https@example.com');
      const browser = new StaffClient(server, {
        'X-Forwarded-For': '198.51.100.200',
        'X-Forwarded-Proto': 'https',
        Origin: server.url.replace('http:', 'https:'),
      });
      const { answer } = await signedIn('https@example.com', secret, browser);
      expect(answer.response.headers.getSetCookie()[0]).toMatch(
        /^__Host-staff_session=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
    });

    it('any wrong part gets the same message; a code works once; a recovery code once', async () => {
      const { secret, codes } = await enrolled('wrong@example.com');
      const browser = client();
      const code = codeFor(secret, Date.now() + 30_000);
      for (const form of [
        { email: 'wrong@example.com', password: 'not the password', code },
        { email: 'nobody@example.com', password: PASSWORD, code },
        { email: 'wrong@example.com', password: PASSWORD, code: '123456' },
      ]) {
        const answer = await browser.post('/staff/sign-in', form);
        expect(answer.status).toBe(401);
        expect(answer.html).toContain(`role="alert">${WRONG}</p>`);
      }
      // Failures of this account so far: 2 (the unknown e-mail counts for its own key).
      const first = await browser.post('/staff/sign-in', {
        email: 'wrong@example.com',
        password: PASSWORD,
        code,
      });
      expect(first.status).toBe(303);
      const reused = await client().post('/staff/sign-in', {
        email: 'wrong@example.com',
        password: PASSWORD,
        code,
      });
      expect(reused.status).toBe(401);

      const recovery = (codes[0] ?? '').toUpperCase();
      const withRecovery = await client().post('/staff/sign-in', {
        email: 'wrong@example.com',
        password: PASSWORD,
        code: recovery,
      });
      expect(withRecovery.status).toBe(303);
      const recoveryAgain = await client().post('/staff/sign-in', {
        email: 'wrong@example.com',
        password: PASSWORD,
        code: recovery,
      });
      expect(recoveryAgain.status).toBe(401);
      expect(recoveryAgain.html).toContain(WRONG);
    });

    it('after 5 failures in 15 minutes, per account and per client: "Too many attempts. Try again in N minutes."', async () => {
      const { secret } = await enrolled('locked@example.com');
      const browser = client();
      for (let i = 0; i < 5; i += 1) {
        const answer = await browser.post('/staff/sign-in', {
          email: 'locked@example.com',
          password: 'bad password!',
          code: '000000',
        });
        expect(answer.status).toBe(401);
      }
      // Even the right answers are refused now, from any client.
      const { answer } = await signedIn('locked@example.com', secret);
      expect(answer.status).toBe(429);
      expect(answer.html).toContain('Too many attempts. Try again in 15 minutes.');
      // The client that failed 5 times is held back for other accounts too.
      const { secret: other } = await enrolled('other@example.com');
      const fromSame = await signedIn('other@example.com', other, browser);
      expect(fromSame.answer.status).toBe(429);
    });

    it('a disabled account cannot sign in, and its sessions end', async () => {
      const { secret } = await enrolled('gone@example.com');
      const { browser } = await signedIn('gone@example.com', secret);
      expect((await browser.get('/staff/messages')).status).toBe(200);
      expect(await command('disable', 'gone@example.com')).toEqual({
        code: 0,
        out: ['Disabled: gone@example.com'],
        err: [],
      });
      expect((await browser.get('/staff/messages')).status).toBe(303);
      const { answer } = await signedIn('gone@example.com', secret);
      expect(answer.status).toBe(401);
      expect(answer.html).toContain(WRONG);
      expect((await command('disable', 'ghost@example.com')).err).toEqual([
        'No staff account with this e-mail: ghost@example.com',
      ]);
    });

    it('reset-mfa prints a new link; the old authenticator no longer works', async () => {
      const { secret } = await enrolled('reset@example.com');
      const reset = await command('reset-mfa', 'reset@example.com');
      expect(reset.out[0]).toMatch(/^Enrolment link: /);
      const { answer } = await signedIn('reset@example.com', secret);
      expect(answer.status).toBe(401);
    });

    // The Messages test reads, in the audit log, the events of the tests above it (a failed
    // sign-in, a sign-out, an account disabled): it stays after them, in this file.
    it('Messages: newest first, unread marked, viewing is logged; Audit log for admins only', async () => {
      const { secret: adminSecret } = await enrolled('boss@example.com', true);
      const { secret: preparerSecret } = await enrolled('prep@example.com');
      for (const name of ['First Sender', 'Second Sender']) {
        const sent = await sendContactForm(
          server.url,
          { name, email: 'sender@example.com', message: `Hello from ${name}` },
          { headers: { 'X-Forwarded-For': '192.0.2.10' } },
        );
        expect(sent.status).toBe(200);
      }
      const { browser: prep } = await signedIn('prep@example.com', preparerSecret);
      const list = await prep.get('/staff/messages');
      expect(list.html).toContain('<h1>Messages</h1>');
      const second = list.html.indexOf('Message from Second Sender');
      const first = list.html.indexOf('Message from First Sender');
      expect(second).toBeGreaterThan(-1);
      expect(second).toBeLessThan(first);
      expect(list.html).toContain('<strong class="staff-unread">Unread</strong>');
      const id = /href="\/staff\/messages\/(\d+)">Message from Second Sender/.exec(list.html)?.[1];
      const one = await prep.get(`/staff/messages/${id}`);
      expect(one.html).toContain('Hello from Second Sender');
      const readAt = async () =>
        (
          await db()
            .selectFrom('contact_messages')
            .select('read_at')
            .where('id', '=', Number(id))
            .executeTakeFirstOrThrow()
        ).read_at;
      // Opening a message changes nothing (a GET never does): "Mark read" does.
      expect(await readAt()).toBeNull();
      expect(one.html).toContain('<strong class="staff-unread">Unread</strong>');
      expect(one.html).toContain(`<form action="/staff/messages/${id}/read" method="post">`);
      expect(one.html).toContain('Mark read</button>');
      const marked = await prep.post(`/staff/messages/${id}/read`, { csrf: csrfToken(one.html) });
      expect(marked.status).toBe(303);
      expect(marked.response.headers.get('location')).toBe(`/staff/messages/${id}`);
      expect(await readAt()).not.toBeNull();
      const again = await prep.get(`/staff/messages/${id}`);
      expect(again.html).not.toContain('Unread');
      expect(again.html).not.toContain('Mark read');

      const forbidden = await prep.get('/staff/audit');
      expect(forbidden.status).toBe(403);
      expect(forbidden.html).toContain('Only administrators can open this page.');

      const { browser: boss } = await signedIn('boss@example.com', adminSecret);
      const log = await boss.get('/staff/audit');
      expect(log.status).toBe(200);
      expect(log.html).toContain('<h1>Audit log</h1>');
      expect(log.html).toContain('aria-current="page">Audit log</a>');
      const rows = [
        ...log.html.matchAll(
          /<tr><td>[^<]+<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g,
        ),
      ].map((m) => [m[1], m[2], m[3], m[4]]);
      expect(rows[0]).toEqual(['boss@example.com', 'sign-in', '', '198.51.100.' + n]);
      expect(rows).toContainEqual([
        'prep@example.com',
        'message viewed',
        `message ${id}`,
        expect.stringMatching(/^198\.51\.100\./),
      ]);
      expect(rows).toContainEqual([
        'prep@example.com',
        'message marked read',
        `message ${id}`,
        expect.stringMatching(/^198\.51\.100\./),
      ]);
      expect(rows).toContainEqual([
        'prep@example.com',
        'enrolment',
        'prep@example.com',
        expect.any(String),
      ]);
      expect(rows).toContainEqual([
        'command line',
        'account added',
        'prep@example.com (preparer)',
        'local',
      ]);
      expect(rows.some((r) => r[1] === 'failed sign-in')).toBe(true);
      expect(rows.some((r) => r[1] === 'sign-out')).toBe(true);
      expect(rows.some((r) => r[1] === 'account disabled')).toBe(true);
    });

    it('attempts sent at once get past the limit no more than five times, per account and per client', async () => {
      await enrolled('burst@example.com');
      const attempt = (browser: StaffClient) =>
        browser.post('/staff/sign-in', {
          email: 'burst@example.com',
          password: 'bad password!',
          code: '000000',
        });
      // Twenty clients, one account: the account's limit holds.
      const byAccount = await Promise.all(Array.from({ length: 20 }, () => attempt(client())));
      const statuses = byAccount.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
      // One client, twenty accounts: the client's limit holds.
      const browser = client();
      const byClient = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          browser.post('/staff/sign-in', {
            email: `nobody${i}@example.com`,
            password: 'bad password!',
            code: '000000',
          }),
        ),
      );
      expect(byClient.filter((answer) => answer.status === 401)).toHaveLength(5);
      expect(byClient.filter((answer) => answer.status === 429)).toHaveLength(15);
    });

    it('a success gives back its place: five right sign-ins from one client are not a lockout', async () => {
      const { codes } = await enrolled('often@example.com');
      expect(codes.length).toBeGreaterThanOrEqual(6);
      const browser = client();
      // A recovery code each time: each works once, and six are at hand at once.
      for (const code of codes.slice(0, 6)) {
        const answer = await browser.post('/staff/sign-in', {
          email: 'often@example.com',
          password: PASSWORD,
          code,
        });
        expect(answer.status).toBe(303);
      }
    });
  });
}

describe('session lifetimes', () => {
  const newPlace = usePlaces('pglite');

  it('ends a session idle longer than STAFF_IDLE_SECONDS', async () => {
    const place = await newPlace();
    const server = await startOffice(place, { STAFF_IDLE_SECONDS: '2' });
    try {
      const added = await runStaffCommand(
        server.app.office.database.db,
        ['add', 'idle@example.com'],
        'http://x',
        COMMAND_LINE,
      );
      const path = new URL((added.out[0] ?? '').slice('Enrolment link: '.length)).pathname;
      const browser = new StaffClient(server);
      const secret = setupKey((await browser.get(path)).html);
      await browser.post(path, { password: PASSWORD, confirm: PASSWORD, code: codeFor(secret) });
      const signed = await browser.post('/staff/sign-in', {
        email: 'idle@example.com',
        password: PASSWORD,
        code: codeFor(secret, Date.now() + 30_000),
      });
      expect(signed.status).toBe(303);
      expect((await browser.get('/staff/messages')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const later = await browser.get('/staff/messages');
      expect(later.status).toBe(303);
      expect(later.response.headers.get('location')).toBe('/staff/sign-in');
    } finally {
      await server.close();
      await place.remove();
    }
  }, 60_000);
});

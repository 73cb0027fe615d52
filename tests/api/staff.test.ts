import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askServer } from '../../server/staff/control';
import { COMMAND_LINE } from '../../server/staff/audit';
import { runStaffCommand } from '../../server/staff/accounts';
import { isCommonPassword } from '../../server/staff/passwords';
import { ENGINES, type Place, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice } from './helpers/office-server';
import { codeFor, csrfToken, recoveryCodes, setupKey, StaffClient } from './helpers/staff-client';

const PASSWORD = 'correct horse battery staple';
const WRONG = 'Email, password or code is wrong.';

it('knows the common passwords, in any case', () => {
  expect(isCommonPassword('123456')).toBe(true);
  expect(isCommonPassword('Qwertyuiop')).toBe(true);
  expect(isCommonPassword('1qaz2wsx3edc')).toBe(true);
  expect(isCommonPassword(PASSWORD)).toBe(false);
});

for (const engine of ENGINES) {
  describe(`staff back office on ${engine}`, () => {
    const newPlace = usePlaces(engine);
    let place: Place;
    let server: OfficeServer;
    let n = 0;
    /** A distinct client address per test, so the per-client limit of one test spares the rest. */
    const client = () => {
      n += 1;
      return new StaffClient(server, { 'X-Forwarded-For': `198.51.100.${n}` });
    };

    beforeAll(async () => {
      place = await newPlace();
      server = await startOffice(place, { TRUST_PROXY: 'true', CONTACT_RATE_LIMIT: '1000' });
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      await place?.remove();
    });

    const db = () => server.app.office.database.db;
    const command = (...args: string[]) =>
      runStaffCommand(db(), args, 'https://office.example', COMMAND_LINE);

    /** Adds and enrols an account; returns its secret and recovery codes. */
    async function enrolled(email: string, admin = false) {
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
    async function signedIn(email: string, secret: string, browser = client()) {
      const code = codeFor(secret, Date.now() + 30_000);
      const answer = await browser.post('/staff/sign-in', { email, password: PASSWORD, code });
      return { browser, answer };
    }

    it('add prints one enrolment link from PUBLIC_URL; a bad or existing e-mail is one line and status 1', async () => {
      const added = await command('add', 'Ana@Example.com');
      expect(added).toMatchObject({ code: 0, err: [] });
      expect(added.out).toHaveLength(1);
      expect(added.out[0]).toMatch(
        /^Enrolment link: https:\/\/office\.example\/staff\/enrol\/[\w-]{43}$/,
      );
      expect(await command('add', 'ana@example.com')).toEqual({
        code: 1,
        out: [],
        err: ['An account with this e-mail already exists: ana@example.com'],
      });
      expect(await command('add', 'not-an-email')).toEqual({
        code: 1,
        out: [],
        err: ['Not an e-mail address: not-an-email'],
      });
      expect((await command('add')).code).toBe(1);
      expect((await command('frobnicate', 'a@b.co')).code).toBe(1);
      const list = await command('list');
      expect(list.out).toContain('ana@example.com\tpreparer\tinvited');
    });

    it('the running server answers the command over its socket in DATA_DIR', async () => {
      const result = await askServer(place.dataDir, ['add', 'socket@example.com', '--admin']);
      expect(result?.code).toBe(0);
      expect(result?.out[0]).toMatch(/^Enrolment link: http:\/\/localhost:3000\/staff\/enrol\//);
      expect((await command('list')).out).toContain('socket@example.com\tadmin\tinvited');
    });

    it('enrolment: password rules, the setup key, a code to confirm, ten recovery codes once', async () => {
      const added = await command('add', 'enrol@example.com');
      const path = new URL((added.out[0] ?? '').slice('Enrolment link: '.length)).pathname;
      const browser = client();
      const page = await browser.get(path);
      expect(page.html).toContain('<h1>Set up your staff account</h1>');
      expect(page.html).toContain('<svg');
      const secret = setupKey(page.html);
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const tries: [Record<string, string>, string][] = [
        [{ password: 'short', confirm: 'short' }, 'at least 12 characters'],
        [{ password: '1qaz2wsx3edc', confirm: '1qaz2wsx3edc' }, 'most common passwords'],
        [{ password: PASSWORD, confirm: `${PASSWORD}!` }, 'not the same'],
        [{ password: PASSWORD, confirm: PASSWORD, code: '000000' }, 'authenticator code is wrong'],
      ];
      for (const [form, sentence] of tries) {
        const answer = await browser.post(path, { code: codeFor(secret), ...form });
        expect(answer.status).toBe(400);
        expect(answer.html).toContain('role="alert"');
        expect(answer.html).toContain(sentence);
      }
      const done = await browser.post(path, {
        password: PASSWORD,
        confirm: PASSWORD,
        code: codeFor(secret),
      });
      expect(done.html).toContain('<h2>Recovery codes</h2>');
      expect(done.html).toContain('Continue to sign in');
      const codes = recoveryCodes(done.html);
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      // Single use: the link is spent.
      const again = await browser.get(path);
      expect(again.status).toBe(404);
      expect(again.html).not.toContain('setup-key');
      expect((await command('list')).out).toContain('enrol@example.com\tpreparer\tactive');
    });

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

    it('every staff URL sends a signed-out visitor to sign-in', async () => {
      for (const path of [
        '/staff',
        '/staff/cases',
        '/staff/messages',
        '/staff/messages/1',
        '/staff/audit',
        '/staff/nowhere',
      ]) {
        const answer = await client().get(path);
        expect(answer.status, path).toBe(303);
        expect(answer.response.headers.get('location'), path).toBe(
          path === '/staff' ? '/staff/sign-in' : '/staff/sign-in',
        );
      }
      const page = await client().get('/staff/sign-in');
      expect(page.html).toContain('<h1>Staff sign-in</h1>');
      expect(page.response.headers.get('cache-control')).toBe('no-store');
    });

    it('refuses a form posted from another site, and one without the session token', async () => {
      const { secret } = await enrolled('csrf@example.com', true);
      const { browser } = await signedIn('csrf@example.com', secret);
      const sent = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.77' },
        body: JSON.stringify({ name: 'Csrf', email: 'c@example.com', message: 'x' }),
      });
      const { id } = (await sent.json()) as { id: number };
      const list = await browser.get('/staff/messages');
      const token = csrfToken(list.html);
      const crossSite = await browser.post(
        `/staff/messages/${id}/handled`,
        { csrf: token },
        { Origin: 'https://evil.example' },
      );
      expect(crossSite.status).toBe(403);
      expect(crossSite.html).toContain('sent from another site');
      const noToken = await browser.post(`/staff/messages/${id}/handled`, { csrf: 'guess' });
      expect(noToken.status).toBe(403);
      // "Mark read" is guarded the same way.
      const readCrossSite = await browser.post(
        `/staff/messages/${id}/read`,
        { csrf: token },
        { Origin: 'https://evil.example' },
      );
      expect(readCrossSite.status).toBe(403);
      const readNoToken = await browser.post(`/staff/messages/${id}/read`, { csrf: 'guess' });
      expect(readNoToken.status).toBe(403);
      expect(readNoToken.html).toContain('sent from another site');
      const row = await db()
        .selectFrom('contact_messages')
        .select(['handled_at', 'read_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ handled_at: null, read_at: null });
      const good = await browser.post(`/staff/messages/${id}/handled`, {
        csrf: token,
        back: '/staff/messages',
      });
      expect(good.status).toBe(303);
      const after = await db()
        .selectFrom('contact_messages')
        .select(['handled_at', 'read_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(after.handled_at).not.toBeNull();
      // A message handled has been read.
      expect(after.read_at).toEqual(after.handled_at);
    });

    it('Messages: newest first, unread marked, viewing is logged; Audit log for admins only', async () => {
      const { secret: adminSecret } = await enrolled('boss@example.com', true);
      const { secret: preparerSecret } = await enrolled('prep@example.com');
      for (const name of ['First Sender', 'Second Sender']) {
        const sent = await fetch(`${server.url}/api/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.10' },
          body: JSON.stringify({
            name,
            email: 'sender@example.com',
            message: `Hello from ${name}`,
          }),
        });
        expect(sent.status).toBe(201);
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

    it('a staff error is a page in the staff layout with its status, never JSON', async () => {
      const { secret } = await enrolled('errors@example.com');
      const { browser } = await signedIn('errors@example.com', secret);
      const csrf = csrfToken((await browser.get('/staff/cases')).html);
      /** An answer that is a whole staff page: HTML, the staff navigation, the heading. */
      const expectPage = (
        answer: Awaited<ReturnType<StaffClient['get']>>,
        status: number,
        heading: string,
      ) => {
        expect(answer.status, heading).toBe(status);
        expect(answer.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(answer.response.headers.get('cache-control')).toBe('no-store');
        expect(answer.html).toMatch(/^<!DOCTYPE html>/);
        expect(answer.html).toContain('<nav aria-label="Staff"');
        expect(answer.html).toContain(`<h1>${heading}</h1>`);
      };
      // No such message, whatever the id looks like (one past the integer key was a 503).
      for (const id of ['2147483000', '2147483648', '9999999999', 'abc', '0']) {
        expectPage(await browser.get(`/staff/messages/${id}`), 404, 'Message not found');
      }
      expectPage(
        await browser.post('/staff/messages/2147483000/read', { csrf }),
        404,
        'Message not found',
      );
      expectPage(
        await browser.post('/staff/messages/9999999999/handled', { csrf }),
        404,
        'Message not found',
      );
      // A page cursor it cannot use is the first page.
      expectPage(await browser.get('/staff/messages?before=9999999999'), 200, 'Messages');
      // No such case.
      expectPage(await browser.get('/staff/cases/QR-0000-0000-0000'), 404, 'Case not found');
      expectPage(await browser.get('/staff/cases/not-a-reference'), 404, 'Case not found');
      expectPage(
        await browser.post('/staff/cases/QR-0000-0000-0000', {
          csrf,
          status: 'filed',
          note: '',
          estimate: '',
        }),
        404,
        'Case not found',
      );
      // A method a screen does not take: 405 with Allow.
      const posted = await browser.post('/staff/cases', { csrf });
      expectPage(posted, 405, 'Method not allowed');
      expect(posted.response.headers.get('allow')).toBe('GET, HEAD');
      const deleted = await browser.request('DELETE', '/staff/messages/1');
      expectPage(deleted, 405, 'Method not allowed');
      expect(deleted.response.headers.get('allow')).toBe('GET, HEAD');
      const getSignOut = await browser.get('/staff/sign-out');
      expectPage(getSignOut, 405, 'Method not allowed');
      expect(getSignOut.response.headers.get('allow')).toBe('POST');
      // A page no screen has.
      expectPage(await browser.get('/staff/nowhere'), 404, 'Page not found');
    });

    // Last in the file: their many audit entries would push older ones off the audit page's
    // first page, which the Messages test reads.
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

import { createHmac } from 'node:crypto';
import { sendContactForm } from '../shared/contact-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runStaffCommand } from '../../server/staff/accounts';
import { COMMAND_LINE, FAILED_SIGN_IN_WINDOW_MS } from '../../server/staff/audit';
import { ENGINES, type Place, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice } from './helpers/office-server';
import { codeFor, recoveryCodes, setupKey, StaffClient } from './helpers/staff-client';

// Found by a hostile review: strangers cannot lock staff out (device cookies), the audit log
// stays readable (refused sign-ins summarised, filters, its own events), the origin check never
// trusts X-Forwarded-Host, and an IPv6 client counts by its /64.

const PASSWORD = 'correct horse battery staple';
const TOO_MANY = 'Too many attempts. Try again in 15 minutes.';

for (const engine of ENGINES) {
  describe(`staff sign-in hardening on ${engine}`, () => {
    const newPlace = usePlaces(engine);
    let place: Place;
    let server: OfficeServer;
    let n = 0;
    const client = (address?: string) => {
      n += 1;
      return new StaffClient(server, { 'X-Forwarded-For': address ?? `203.0.113.${n}` });
    };

    beforeAll(async () => {
      place = await newPlace();
      server = await startOffice(place, { TRUST_PROXY: 'true' });
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      await place?.remove();
    });

    const db = () => server.app.office.database.db;

    async function enrolled(email: string, admin = false) {
      const args = ['add', email, ...(admin ? ['--admin'] : [])];
      const added = await runStaffCommand(db(), args, server.url, COMMAND_LINE);
      const link = new URL((added.out[0] ?? '').replace('Enrolment link: ', ''));
      const browser = client();
      const secret = setupKey((await browser.get(link.pathname)).html);
      const done = await browser.post(link.pathname, {
        password: PASSWORD,
        confirm: PASSWORD,
        code: codeFor(secret),
      });
      return { secret, codes: recoveryCodes(done.html) };
    }

    const wrong = (browser: StaffClient, email: string) =>
      browser.post('/staff/sign-in', { email, password: 'bad password!', code: '000000' });

    it("a stranger's failures lock out unknown devices only: the person at their own browser still signs in", async () => {
      const { secret, codes } = await enrolled('own@example.com');
      // The person signs in once: their browser now holds a device cookie for the account.
      const own = client();
      const first = await own.post('/staff/sign-in', {
        email: 'own@example.com',
        password: PASSWORD,
        code: codeFor(secret, Date.now() + 30_000),
      });
      expect(first.status).toBe(303);
      expect(own.cookieHeader()).toMatch(/staff_device=/);

      // A stranger, from many addresses, fails again and again.
      for (let i = 0; i < 7; i += 1) await wrong(client(), 'own@example.com');
      const stranger = await wrong(client(), 'own@example.com');
      expect(stranger.status).toBe(429);
      expect(stranger.html).toContain(TOO_MANY);
      expect(Number(stranger.response.headers.get('retry-after'))).toBeGreaterThan(800);

      // An unknown device with the right password and code is locked out too…
      const unknown = await client().post('/staff/sign-in', {
        email: 'own@example.com',
        password: PASSWORD,
        code: codes[0] ?? '',
      });
      expect(unknown.status).toBe(429);
      // …but the person's own browser is not.
      const again = await own.post('/staff/sign-in', {
        email: 'own@example.com',
        password: PASSWORD,
        code: codes[1] ?? '',
      });
      expect(again.status).toBe(303);
    });

    it('a known device is counted on its own: its failures lock it, with Retry-After', async () => {
      const { secret, codes } = await enrolled('device@example.com');
      const own = client();
      await own.post('/staff/sign-in', {
        email: 'device@example.com',
        password: PASSWORD,
        code: codeFor(secret, Date.now() + 30_000),
      });
      for (let i = 0; i < 5; i += 1)
        expect((await wrong(own, 'device@example.com')).status).toBe(401);
      const locked = await own.post('/staff/sign-in', {
        email: 'device@example.com',
        password: PASSWORD,
        code: codes[0] ?? '',
      });
      expect(locked.status).toBe(429);
      expect(locked.response.headers.get('retry-after')).toMatch(/^\d+$/);
      // The account is not locked for other devices by those failures.
      const elsewhere = await client().post('/staff/sign-in', {
        email: 'device@example.com',
        password: PASSWORD,
        code: codes[1] ?? '',
      });
      expect(elsewhere.status).toBe(303);
    });

    it('a device cookie is valid for its own account only, and a forged one for none', async () => {
      const { secret } = await enrolled('first@example.com');
      const { codes } = await enrolled('second@example.com');
      const own = client();
      await own.post('/staff/sign-in', {
        email: 'first@example.com',
        password: PASSWORD,
        code: codeFor(secret, Date.now() + 30_000),
      });
      // Another account from this browser is an unknown device: the account's count applies.
      for (let i = 0; i < 5; i += 1) await wrong(client(), 'second@example.com');
      const other = await own.post('/staff/sign-in', {
        email: 'second@example.com',
        password: PASSWORD,
        code: codes[0] ?? '',
      });
      expect(other.status).toBe(429);
      const forged = client();
      forged.setCookie(
        'staff_device',
        `${'A'.repeat(22)}.${Math.floor(Date.now() / 1000)}.${'B'.repeat(43)}`,
      );
      const withForged = await forged.post('/staff/sign-in', {
        email: 'second@example.com',
        password: PASSWORD,
        code: codes[1] ?? '',
      });
      expect(withForged.status).toBe(429);
    });

    it('an IPv6 client is counted by its /64: five addresses of one /64 are one client', async () => {
      for (let i = 1; i <= 5; i += 1) {
        const answer = await wrong(client(`2001:db8:1:2::${i}`), `v6-${i}@example.com`);
        expect(answer.status).toBe(401);
      }
      const sixth = await wrong(client('2001:db8:1:2:ffff::9'), 'v6-6@example.com');
      expect(sixth.status).toBe(429);
      const elsewhere = await wrong(client('2001:db8:1:3::1'), 'v6-7@example.com');
      expect(elsewhere.status).toBe(401);
    });

    it('the contact limit counts an IPv6 client by its /64 too', async () => {
      const send = (address: string) =>
        sendContactForm(
          server.url,
          { name: 'Ana', email: 'ana@example.com', message: 'Hello' },
          { headers: { 'X-Forwarded-For': address } },
        ).then((answer) => answer.status);
      for (let i = 1; i <= 5; i += 1) expect(await send(`2001:db8:aa:bb::${i}`)).toBe(200);
      expect(await send('2001:db8:aa:bb:1234::1')).toBe(429);
      expect(await send('2001:db8:aa:bc::1')).toBe(200);
    });

    it('refused sign-ins are one row per client and account per window, an unknown e-mail never kept as typed', async () => {
      // The windows follow the clock (every quarter hour): a flood sent across the turn of one
      // would be two rows, so it waits for the next window when this one ends within a minute.
      const left = FAILED_SIGN_IN_WINDOW_MS - (Date.now() % FAILED_SIGN_IN_WINDOW_MS);
      if (left < 60_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
      const flood = client('192.0.2.77');
      for (let i = 0; i < 30; i += 1) await wrong(flood, 'victim-guess@example.com');
      const rows = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'failed sign-in')
        .where('client_address', '=', '192.0.2.77')
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.actor).toMatch(/^unknown account [0-9a-f]{12}$/);
      // An HMAC of what was typed, under the key the database keeps for it.
      const { key } = await db()
        .selectFrom('server_keys')
        .select('key')
        .where('name', '=', 'audit-unknown-account')
        .executeTakeFirstOrThrow();
      const mac = createHmac('sha256', Buffer.from(key))
        .update('victim-guess@example.com')
        .digest('hex');
      expect(rows[0]?.actor).toBe(`unknown account ${mac.slice(0, 12)}`);
      const all = await db().selectFrom('audit_log').select(['actor', 'subject']).execute();
      expect(JSON.stringify(all)).not.toContain('victim-guess');
      const counted = await db()
        .selectFrom('sign_in_failures')
        .select('attempts')
        .where('client', '=', '192.0.2.77')
        .executeTakeFirstOrThrow();
      expect(counted.attempts).toBe(30);
    }, 90_000);

    it('a client held back by its own limit is one row, whatever e-mails it goes on typing', async () => {
      const sprayer = client('192.0.2.88');
      for (let i = 0; i < 5; i += 1) await wrong(sprayer, `spray-${i}@example.com`);
      for (let i = 5; i < 40; i += 1) {
        expect((await wrong(sprayer, `spray-${i}@example.com`)).status).toBe(429);
      }
      const rows = await db()
        .selectFrom('audit_log as a')
        .leftJoin('sign_in_failures as f', 'f.audit_id', 'a.id')
        .select(['a.actor', 'f.attempts'])
        .where('a.client_address', '=', '192.0.2.88')
        .execute();
      // The five refused by the check, then one row for the 35 held back.
      expect(rows).toHaveLength(6);
      expect(rows).toContainEqual({ actor: 'any account (client held back)', attempts: 35 });
    });

    it('the Audit log screen filters by action, account and date with a GET form, shows counts, and is audited', async () => {
      const { secret, codes } = await enrolled('auditor@example.com', true);
      const boss = client();
      await boss.post('/staff/sign-in', {
        email: 'auditor@example.com',
        password: PASSWORD,
        code: codeFor(secret, Date.now() + 30_000),
      });
      const page = await boss.get('/staff/audit');
      expect(page.status).toBe(200);
      expect(page.html).toMatch(/<form [^>]*action="\/staff\/audit" method="get">/);
      expect(page.html).toContain('<label for="audit-action">Action</label>');
      expect(page.html).toContain('30 attempts');

      const signIns = await boss.get('/staff/audit?action=sign-in');
      const actions = [
        ...signIns.html.matchAll(/<tr><td>[^<]+<\/td><td>[^<]*<\/td><td>([^<]*)<\/td>/g),
      ];
      expect(actions.length).toBeGreaterThan(0);
      expect(new Set(actions.map((m) => m[1]))).toEqual(new Set(['sign-in']));

      const mine = await boss.get('/staff/audit?account=AUDITOR%40example.com');
      const who = [...mine.html.matchAll(/<tr><td>[^<]+<\/td><td>([^<]*)<\/td>/g)];
      expect(new Set(who.map((m) => m[1]))).toEqual(new Set(['auditor@example.com']));

      const future = await boss.get('/staff/audit?from=2999-01-01');
      expect(future.html).toContain('No events match these filters.');
      const bad = await boss.get('/staff/audit?to=yesterday');
      expect(bad.status).toBe(400);

      const viewed = await db()
        .selectFrom('audit_log')
        .select(['subject'])
        .where('action', '=', 'audit log viewed')
        .execute();
      expect(viewed.map((row) => row.subject)).toContain('action sign-in, first page');

      // A sign-in by recovery code is an event of its own.
      const other = client();
      const byCode = await other.post('/staff/sign-in', {
        email: 'auditor@example.com',
        password: PASSWORD,
        code: codes[0] ?? '',
      });
      expect(byCode.status).toBe(303);
      const recorded = await db()
        .selectFrom('audit_log')
        .select('action')
        .where('actor', '=', 'auditor@example.com')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(recorded.action).toBe('sign-in by recovery code');
    });

    it('never takes X-Forwarded-Host for this site: a form from another origin is refused', async () => {
      const answer = await client().post(
        '/staff/sign-in',
        { email: 'x@example.com', password: 'x', code: '000000' },
        {
          Origin: 'https://evil.example',
          'X-Forwarded-Host': 'evil.example',
          'X-Forwarded-Proto': 'https',
        },
      );
      expect(answer.status).toBe(403);
    });
  });
}

/** Staff accounts: the password rules, the command line (add, list, the socket) and enrolment. */
import { describe, expect, it } from 'vitest';
import { staffCopy } from '../../app/copy/staff';
import { passwordProblem } from '../../server/staff/auth';
import { askServer } from '../../server/staff/control';
import { hashPassword, isCommonPassword, verifyPassword } from '../../server/staff/passwords';
import { ENGINES } from './helpers/engines';
import { codeFor, recoveryCodes, setupKey } from './helpers/staff-client';
import { client, command, PASSWORD, place, useStaffOffice } from './helpers/staff-office';

it('knows the common passwords, in any case', () => {
  expect(isCommonPassword('123456')).toBe(true);
  expect(isCommonPassword('Qwertyuiop')).toBe(true);
  expect(isCommonPassword('1qaz2wsx3edc')).toBe(true);
  expect(isCommonPassword(PASSWORD)).toBe(false);
});

it('refuses, in order, a short, a common, an easy to guess and an unconfirmed password', async () => {
  const email = 'enrol@example.com';
  const problem = (password: string, confirm = password) =>
    passwordProblem(password, confirm, email);
  expect(await problem('short')).toBe('tooShort');
  expect(await problem('1qaz2wsx3edc')).toBe('common');
  // 12 characters, not among the 10,000 most common: a cracking dictionary finds it all the same.
  expect(await problem('password1234')).toBe('easyToGuess');
  expect(await problem(PASSWORD, `${PASSWORD}!`)).toBe('mismatch');
  expect(await problem(PASSWORD)).toBeNull();
  // The site's name and the trade's words are the first an attacker tries (issue 52).
  for (const guessable of ['QuickRefund2026', 'Quickrefund1', 'TaxRefund2026', 'Prep2026prep']) {
    expect(await passwordProblem(guessable, guessable, { email, siteName: 'QuickRefund' })).toBe(
      'easyToGuess',
    );
  }
  expect(staffCopy.enrol.errors.easyToGuess).toBe('This password is too easy to guess.');
});

it('hashes at the cost it is given (scrypt N = 2^cost), and verifies a hash made at any cost', async () => {
  const standard = await hashPassword(PASSWORD, 15);
  expect(standard).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
  const cheaper = await hashPassword(PASSWORD, 10);
  expect(cheaper).toMatch(/^scrypt\$1024\$8\$3\$/);
  expect(await verifyPassword(PASSWORD, standard)).toBe(true);
  expect(await verifyPassword(PASSWORD, cheaper)).toBe(true);
  expect(await verifyPassword(`${PASSWORD}!`, standard)).toBe(false);
  expect(await verifyPassword(`${PASSWORD}!`, cheaper)).toBe(false);
});

for (const engine of ENGINES) {
  describe(`staff back office on ${engine}`, () => {
    useStaffOffice(engine);

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
        [
          { password: 'password1234', confirm: 'password1234' },
          'This password is too easy to guess.',
        ],
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
  });
}

import { describe, expect, it } from 'vitest';
import { isEasyToGuess, passwordScore } from './password-strength';

// Staff passwords a cracking dictionary finds are refused (docs/back-office.md, "Safer links,
// mail and backups"; decision 099): zxcvbn-ts with its common and English dictionaries, score 3 at
// least, the account's e-mail as words it tries first.
describe('isEasyToGuess', () => {
  it.each([
    // 12 characters and more, none of them among the 10,000 most common passwords, all guessable.
    'password1234',
    'Password1234',
    'qwertyuiop12',
    'iloveyou2026!',
    'correcthorse',
    'aaaaaaaaaaaa',
    '123456789012',
  ])('refuses %s', async (password) => {
    expect(await isEasyToGuess(password, 'preparer@example.com')).toBe(true);
  });

  it('refuses a password made of the account e-mail', async () => {
    const email = 'margaret.hollowell@quickrefund.example';
    expect(await isEasyToGuess('margaret.hollowell', email)).toBe(true);
    expect(await isEasyToGuess('quickrefund2026', email)).toBe(true);
    // The same passwords with another account's e-mail are not tied to it.
    expect(await passwordScore('margaret.hollowell', 'preparer@example.com')).toBe(3);
    expect(await passwordScore('quickrefund2026', 'preparer@example.com')).toBe(3);
  });

  it.each(['correct horse battery staple', 'vN7#qL2!xR9@wT4', 'Tidal-Oven-Marble-47-Quilt'])(
    'accepts %s',
    async (password) => {
      expect(await isEasyToGuess(password, 'preparer@example.com')).toBe(false);
    },
  );

  it.each(['QuickRefund2026', 'Quickrefund1', 'TaxRefund2026', 'Prep2026prep'])(
    "refuses %s: the site's name and the words of the trade are words it tries first",
    async (password) => {
      const owner = { email: 'preparer@example.com', siteName: 'QuickRefund' };
      expect(await isEasyToGuess(password, owner)).toBe(true);
    },
  );

  it("refuses a password of the staff member's name", async () => {
    const owner = { email: 'mh@example.com', name: 'Margaret Hollowell', siteName: 'QuickRefund' };
    expect(await isEasyToGuess('MargaretHollowell2026', owner)).toBe(true);
  });

  it.each([
    'correct horse battery staple',
    'Tidal-Oven-Marble-47-Quilt',
    'Refund-Tidal-Oven-Marble',
  ])("accepts %s with the site's words as inputs", async (password) => {
    const owner = { email: 'preparer@example.com', siteName: 'QuickRefund' };
    expect(await isEasyToGuess(password, owner)).toBe(false);
  });
});

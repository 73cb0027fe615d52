import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSettings, SettingsError } from './settings.server';

const key = () => randomBytes(32);

describe('COOKIE_SIGNING_KEY', () => {
  it('is unset by default: the database keeps the keys', () => {
    expect(readSettings({}).office.cookieSigningKeys).toBeUndefined();
  });

  it('takes one key, as it always has, or a comma-separated list newest first', () => {
    const [newest, older] = [key(), key()];
    expect(
      readSettings({ COOKIE_SIGNING_KEY: newest.toString('base64') }).office.cookieSigningKeys,
    ).toEqual([newest]);
    const listed = readSettings({
      COOKIE_SIGNING_KEY: `${newest.toString('base64')}, ${older.toString('base64url')}`,
    }).office.cookieSigningKeys;
    expect(listed).toEqual([newest, older]);
  });

  it('refuses a list with any key that is not 32 bytes, and never echoes a key', () => {
    const good = key().toString('base64');
    for (const value of [`${good},short`, `${good},`, `,${good}`]) {
      let refused: unknown;
      try {
        readSettings({ COOKIE_SIGNING_KEY: value });
      } catch (error) {
        refused = error;
      }
      expect(refused, value).toBeInstanceOf(SettingsError);
      expect((refused as Error).message).toMatch(/^COOKIE_SIGNING_KEY must be one key, or up to 8/);
      expect((refused as Error).message).not.toContain(good);
    }
  });
});

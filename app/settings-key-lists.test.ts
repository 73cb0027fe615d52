import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readSettings, type Settings, SettingsError } from './settings.server';

const key = () => randomBytes(32);

// The three keys that rotate (decisions 060 and 085): one key, or a list newest first.
const LISTS: [string, (settings: Settings) => readonly Buffer[] | undefined][] = [
  ['COOKIE_SIGNING_KEY', (settings) => settings.office.cookieSigningKeys],
  ['DOCUMENTS_KEY', (settings) => settings.documents.documentsKeys],
  ['LINK_SIGNING_KEY', (settings) => settings.documents.linkSigningKeys],
];

for (const [variable, keysOf] of LISTS) {
  describe(variable, () => {
    it('is unset by default: the database or the data folder keeps the keys', () => {
      expect(keysOf(readSettings({}))).toBeUndefined();
    });

    it('takes one key, as it always has, or a comma-separated list newest first', () => {
      const [newest, older] = [key(), key()];
      expect(keysOf(readSettings({ [variable]: newest.toString('base64') }))).toEqual([newest]);
      const listed = keysOf(
        readSettings({
          [variable]: `${newest.toString('base64')}, ${older.toString('base64url')}`,
        }),
      );
      expect(listed).toEqual([newest, older]);
    });

    it('refuses a list with any key that is not 32 bytes, or more than 8, and never echoes a key', () => {
      const good = key().toString('base64');
      const nine = Array.from({ length: 9 }, () => key().toString('base64')).join(',');
      for (const value of [`${good},short`, `${good},`, `,${good}`, nine]) {
        let refused: unknown;
        try {
          readSettings({ [variable]: value });
        } catch (error) {
          refused = error;
        }
        expect(refused, value).toBeInstanceOf(SettingsError);
        expect((refused as Error).message).toMatch(
          new RegExp(`^${variable} must be one key, or up to 8`),
        );
        expect((refused as Error).message).not.toContain(good);
      }
    });
  });
}

import { expect, it } from 'vitest';
import { en } from '~/copy/en';
import { es } from '~/copy/es';
import { formatVersionDate, PRIVACY_VERSION, TERMS_VERSION } from './legal';

it('writes the versions of the legal texts in each language', () => {
  expect(formatVersionDate('2026-11-23', en)).toBe('November 23, 2026');
  expect(formatVersionDate('2026-11-23', es)).toBe('23 de noviembre de 2026');
});

it('writes every day of four years as Intl.DateTimeFormat does (dateStyle long)', () => {
  for (const copy of [en, es]) {
    const intl = new Intl.DateTimeFormat(copy.locale, { dateStyle: 'long', timeZone: 'UTC' });
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatVersionDate(iso, copy), iso).toBe(intl.format(new Date(day)));
    }
  }
});

it('refuses what is not a calendar day, and the versions are calendar days', () => {
  expect(() => formatVersionDate('23/11/2026', en)).toThrow('Not a calendar day');
  expect(formatVersionDate(TERMS_VERSION, en)).not.toContain('undefined');
  expect(formatVersionDate(PRIVACY_VERSION, es)).not.toContain('undefined');
});

import { expect, it } from 'vitest';
import { preferredLang } from './languages.server';

it('picks the language the Accept-Language header prefers among ours, English by default', () => {
  expect(preferredLang(undefined)).toBe('en');
  expect(preferredLang('')).toBe('en');
  expect(preferredLang('es')).toBe('es');
  expect(preferredLang('es-US,es;q=0.9,en;q=0.8')).toBe('es');
  expect(preferredLang('en-US,en;q=0.9,es;q=0.8')).toBe('en');
  expect(preferredLang('fr-FR, es;q=0.5')).toBe('es');
  expect(preferredLang('en;q=0.4, ES-mx;q=0.6')).toBe('es');
  expect(preferredLang('fr, de')).toBe('en');
  expect(preferredLang('es;q=0')).toBe('en');
  expect(preferredLang('*')).toBe('en');
  expect(preferredLang('es-MX')).toBe('es');
  expect(preferredLang('en-GB;q=0.3, es-ES;q=0.2')).toBe('en');
  expect(preferredLang('es, *;q=0.1')).toBe('es');
  expect(preferredLang('fr;q=0.9, *;q=0.5, en;q=0.1')).toBe('es');
});

import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './contact-rules';

describe('isEmailAddress', () => {
  it.each([
    'sam@example.com',
    'sam.o-neil+tax@mail.example.co.uk',
    'josé@correo.example',
    'ana@münchen.example',
  ])('takes %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    ['a bidirectional override', 'sam\u202E@example.com'],
    ['a bidirectional override in the domain', 'sam@exa\u202Emple.com'],
    ['replacement characters', '\uFFFD\uFFFD@example.com'],
    ['a zero-width space', 'sam\u200B@example.com'],
    ['a lone surrogate', 'sam\uD800@example.com'],
    ['private use', 'sam\uE000@example.com'],
    ['no dot in the domain', 'sam@example'],
    ['an empty label', 'sam@example..com'],
    ['a label starting with a hyphen', 'sam@-example.com'],
    ['a numeric top level', 'sam@example.123'],
    ['two @', 'sam@home@example.com'],
    ['a space', 'sam smith@example.com'],
    ['a comma', 'sam,ann@example.com'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@example.com`],
  ])('refuses %s', (_, address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});

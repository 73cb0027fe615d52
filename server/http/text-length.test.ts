import { describe, expect, it } from 'vitest';
import { staffCopy } from '../../app/copy/staff';
import {
  hasControlCharacters,
  longerThan,
  optionalText,
  replaceControlCharacters,
  requiredText,
} from './text-length';

describe('longerThan', () => {
  it('counts characters as a person does, astral ones once', () => {
    expect(longerThan('abc', 3)).toBe(false);
    expect(longerThan('abcd', 3)).toBe(true);
    expect(longerThan('😀😀😀', 3)).toBe(false);
    expect(longerThan('😀😀😀😀', 3)).toBe(true);
    expect(longerThan('é😀a', 3)).toBe(false);
  });

  it('decides on a huge string without counting it', () => {
    const huge = 'a'.repeat(50_000_000);
    expect(longerThan(huge, 5000)).toBe(true);
  });
});

describe('hasControlCharacters', () => {
  it('finds a NUL and every control character but tab, line feed and carriage return', () => {
    for (const text of [
      '\u0000',
      'a\u0007b',
      '\u001b[31m',
      '\u007f',
      '\u0085',
      '\u000b',
      '\u000c',
    ]) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['plain', 'tab\there', 'lines\r\nand\n', 'Ána 😀', '\u00a0']) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(false);
    }
    expect(replaceControlCharacters('a\u0000b\u0000', '?')).toBe('a?b?');
  });

  it('refuses them in a required or optional text, with the sentence given, or the staff one', () => {
    const says = { empty: 'empty', tooLong: 'long', control: 'control' };
    expect(requiredText(10, says).safeParse('a\u0000').error?.issues[0]?.message).toBe('control');
    expect(
      requiredText(10, { empty: 'e', tooLong: 'l' }).safeParse('\u0000x').error?.issues[0]?.message,
    ).toBe(staffCopy.controlCharacters);
    expect(optionalText(10, says).safeParse('').success).toBe(true);
    expect(optionalText(10, says).safeParse('\u0007').error?.issues[0]?.message).toBe('control');
    expect(requiredText(10, says).safeParse(' a\tb ').data).toBe('a\tb');
  });
});

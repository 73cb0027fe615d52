import { describe, expect, it } from 'vitest';
import { longerThan } from './text-length';

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

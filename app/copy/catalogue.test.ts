import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogue';
import { type Copy, en } from './en';

// The type checks below run in `npm run typecheck`: a catalogue in other words must be a Copy,
// and one with a key missing or a list of the wrong kind must not.
type Sample = Catalogue<{ a: 'Hello'; list: readonly ['One', 'Two']; f: (n: string) => string }>;
const otherWords: Sample = { a: 'Hola', list: ['Uno'], f: (n) => `Número ${n}` };
// @ts-expect-error a key is missing
const missingKey: Sample = { list: [], f: (n) => n };
// @ts-expect-error a list where a string belongs
const wrongKind: Sample = { a: ['Hola'], list: [], f: (n) => n };

describe('the catalogue type', () => {
  it('lets another language use its own words', () => {
    const retitled: Copy = { ...en, home: { ...en.home, getStarted: 'Empezar' } };
    expect(retitled.home.getStarted).toBe('Empezar');
    expect(otherWords.list).toEqual(['Uno']);
    expect([missingKey, wrongKind]).toHaveLength(2);
  });
});

describe('the English words', () => {
  it('never call the fee flat: it has four tiers (app/fees.ts)', () => {
    expect(JSON.stringify(en)).not.toMatch(/flat fee/i);
  });
});

import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Catalogue } from './catalogue';
import { type Copy, en } from './en';

// The catalogue type is checked where it acts, by the compiler: `npm run typecheck` (tsc reads this
// file) fails when Catalogue lets through a catalogue it should refuse, or refuses one it should take.
// Running the file checks nothing of it; the Spanish catalogue's keys are checked at run time in
// es.test.ts.
describe('the catalogue type (checked by npm run typecheck)', () => {
  type Sample = Catalogue<{ a: 'Hello'; list: readonly ['One', 'Two']; f: (n: string) => string }>;

  it('takes another language’s words: any string, a list of any length, the same builders', () => {
    expectTypeOf<Sample>().toEqualTypeOf<{
      readonly a: string;
      readonly list: readonly string[];
      readonly f: (n: string) => string;
    }>();
  });

  it('refuses a missing key, a list where a string belongs, a builder with other parameters', () => {
    expectTypeOf<{ list: string[]; f: (n: string) => string }>().not.toExtend<Sample>();
    expectTypeOf<{
      a: string[];
      list: string[];
      f: (n: string) => string;
    }>().not.toExtend<Sample>();
    expectTypeOf<{ a: string; list: string[]; f: (n: number) => string }>().not.toExtend<Sample>();
    expectTypeOf<{ a: string; list: number[]; f: (n: string) => string }>().not.toExtend<Sample>();
  });

  it('makes Copy from the English catalogue, which is one', () => {
    expectTypeOf(en).toExtend<Copy>();
    expectTypeOf<{ home: Copy['home'] }>().not.toExtend<Copy>();
  });
});

describe('the English words', () => {
  it('never call the fee flat: it has four tiers (app/fees.ts)', () => {
    expect(JSON.stringify(en)).not.toMatch(/flat fee/i);
  });
});

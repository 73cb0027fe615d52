import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Catalogue } from './catalogue';
import { type Copy, en } from './en';
import { es } from './es';
import { leaves } from './leaves';
import { staffCopy } from './staff';

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

/** Every sentence builder of a catalogue, with its path. */
function builders(node: unknown, path = ''): [string, (...args: unknown[]) => unknown][] {
  if (typeof node === 'function') return [[path, node as (...args: unknown[]) => unknown]];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    builders(value, path ? `${path}.${key}` : key),
  );
}

const CATALOGUES = { en, es, staff: staffCopy } as const;

describe.each(Object.entries(CATALOGUES))('the %s catalogue', (_name, catalogue) => {
  it('has no empty text, and no text that says undefined or NaN', () => {
    const bad = leaves(catalogue).filter(
      ([, text]) => text.trim() === '' || /\b(undefined|NaN|null)\b/.test(text),
    );
    expect(bad).toEqual([]);
  });

  // Builders take strings (amounts already formatted) or numbers (counts, a date's parts): each
  // is called with 1s, then with a 2 in one place, which must change what it says.
  it('shows every argument of every sentence builder', () => {
    const unshown: string[] = [];
    for (const [path, build] of builders(catalogue)) {
      const ones = Array<number>(build.length).fill(1);
      const base = build(...ones);
      expect(typeof base, path).toBe('string');
      for (let i = 0; i < build.length; i += 1) {
        const changed = build(...ones.map((one, j) => (j === i ? 2 : one)));
        if (changed === base) unshown.push(`${path}, argument ${i + 1}`);
      }
    }
    expect(unshown).toEqual([]);
  });
});

describe('the two languages of the site', () => {
  it('build each sentence from the same arguments', () => {
    const arity = (catalogue: unknown) =>
      builders(catalogue).map(([path, build]) => [path, build.length]);
    expect(arity(es)).toEqual(arity(en));
  });
});

import { describe, expect, it } from 'vitest';
import { type DuplicateCandidate, duplicatesOf } from './duplicates';

// The duplicate rule (decision 164) as a table: which W-2s of a case, oldest first, are the same
// as one counted before them.

const W2: Omit<DuplicateCandidate, 'documentId'> = {
  taxYear: 2025,
  employer: 'Acme Widgets Inc',
  wages: 5_234_567,
  withheld: 612_345,
  ein: '12-3456789',
  notDuplicate: false,
  leftOut: false,
};

const named = (documentId: string, change: Partial<DuplicateCandidate> = {}) => ({
  ...W2,
  documentId,
  ...change,
});

const cases: [string, DuplicateCandidate[], string[]][] = [
  ['the same EIN, year and boxes 1 and 2', [named('a'), named('b', { digest: 'x' })], ['b']],
  ['a third copy too', [named('a'), named('b'), named('c')], ['b', 'c']],
  ['another EIN', [named('a'), named('b', { ein: '98-7654321' })], []],
  ['another tax year', [named('a'), named('b', { taxYear: 2024 })], []],
  ['box 1 a cent apart', [named('a'), named('b', { wages: 5_234_568 })], []],
  ['box 2 a cent apart', [named('a'), named('b', { withheld: 612_346 })], []],
  [
    'no EIN on one: the name, case and punctuation aside',
    [named('a'), named('b', { ein: undefined, employer: 'ACME WIDGETS, INC.' })],
    ['b'],
  ],
  [
    'no EIN on one and another name',
    [named('a'), named('b', { ein: undefined, employer: 'Acme Gadgets Inc' })],
    [],
  ],
  [
    'the same file, whatever was read from it',
    [named('a', { digest: 'f' }), named('b', { digest: 'f', employer: 'Other', ein: undefined })],
    ['b'],
  ],
  ["staff's Not a duplicate", [named('a'), named('b', { notDuplicate: true })], []],
  ['left out is no W-2 to match', [named('a', { leftOut: true }), named('b')], []],
  ['a left-out copy is not marked', [named('a'), named('b', { leftOut: true })], []],
];

describe('duplicatesOf', () => {
  it.each(cases)('%s', (_name, w2s, duplicates) => {
    expect([...duplicatesOf(w2s)]).toEqual(duplicates);
  });
});

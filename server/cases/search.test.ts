import { describe, expect, it } from 'vitest';
import { readSearch } from './search';

describe('readSearch: what the Cases screen’s search field asks for', () => {
  it.each([
    ['', { kind: 'none' }],
    ['   ', { kind: 'none' }],
    ['qr 7k3m 92xd pq4t', { kind: 'reference', reference: 'QR-7K3M-92XD-PQ4T' }],
    [' Ana.Lopez@Example.com ', { kind: 'email', email: 'ana.lopez@example.com' }],
    ['ana', { kind: 'name', name: 'ana' }],
    ['Ána María', { kind: 'name', name: 'Ána María' }],
    ['an', { kind: 'name', name: 'an' }],
    ['%_', { kind: 'name', name: '%_' }],
    ['a', { kind: 'too short' }],
    [' é ', { kind: 'too short' }],
    // One character beyond the Basic Multilingual Plane is still one character.
    ['𝒜', { kind: 'too short' }],
    // A NUL or another control character: no search at all (it once answered 503).
    ['ana\u0000', { kind: 'not text' }],
    ['ana@example.com\u0000', { kind: 'not text' }],
    ['\u0007', { kind: 'not text' }],
    ['QR-7K3M-92XD-PQ4T\u001b', { kind: 'not text' }],
  ])('%j', (typed, expected) => {
    expect(readSearch(typed)).toEqual(expected);
  });
});

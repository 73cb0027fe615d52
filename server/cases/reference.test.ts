import { describe, expect, it } from 'vitest';
import { CROCKFORD, REFERENCE_PATTERN } from '../../app/cases/reference-format';
import { newReference, normalizeReference } from './reference';

describe('newReference', () => {
  it('is QR- and three groups of four Crockford characters', () => {
    for (let i = 0; i < 200; i += 1) expect(newReference()).toMatch(REFERENCE_PATTERN);
  });

  it('uses the whole alphabet in every position (60 random bits, not fewer)', () => {
    const seen = Array.from({ length: 12 }, () => new Set<string>());
    for (let i = 0; i < 3000; i += 1) {
      const body = newReference().slice(3).replaceAll('-', '');
      [...body].forEach((char, position) => seen[position]?.add(char));
    }
    expect(seen.map((chars) => chars.size)).toEqual(Array(12).fill(CROCKFORD.length));
  });

  it('does not repeat', () => {
    const references = new Set(Array.from({ length: 5000 }, () => newReference()));
    expect(references.size).toBe(5000);
  });
});

describe('normalizeReference', () => {
  it('keeps a canonical reference as it is', () => {
    expect(normalizeReference('QR-7K3M-92XD-PQ4T')).toBe('QR-7K3M-92XD-PQ4T');
  });

  it('ignores case, spaces and dashes, with or without the prefix', () => {
    for (const typed of [
      'qr-7k3m-92xd-pq4t',
      ' QR 7K3M 92XD PQ4T ',
      'QR7K3M92XDPQ4T',
      '7K3M-92XD-PQ4T',
      '7k3m92xdpq4t',
      'qr–7k3m—92xd‑pq4t',
    ]) {
      expect(normalizeReference(typed), typed).toBe('QR-7K3M-92XD-PQ4T');
    }
  });

  it('reads O as 0 and I or L as 1', () => {
    expect(normalizeReference('QR-OOIL-1l0o-AAAA')).toBe('QR-0011-1100-AAAA');
  });

  it('keeps a body that itself starts with QR', () => {
    expect(normalizeReference('QRAB-CDEF-GHJK')).toBe('QR-QRAB-CDEF-GHJK');
    expect(normalizeReference('QR-QRAB-CDEF-GHJK')).toBe('QR-QRAB-CDEF-GHJK');
  });

  it('refuses what cannot be a reference', () => {
    for (const typed of [
      '',
      'QR-',
      'QR-7K3M-92XD-PQ4',
      'QR-7K3M-92XD-PQ4TX',
      'QR-7K3M-92XD-PQ4U',
      'QR-7K3M-92XD-PQ4!',
      'QR-7K3M-92XD-PQ4T-0000',
      'XX-7K3M-92XD-PQ4T',
      'Ｑ R-7K3M-92XD-PQ4T',
      'x'.repeat(1000),
    ]) {
      expect(normalizeReference(typed), typed).toBeUndefined();
    }
  });

  it('reads back every new reference, typed any way', () => {
    for (let i = 0; i < 200; i += 1) {
      const reference = newReference();
      expect(normalizeReference(reference.toLowerCase().replaceAll('-', ' '))).toBe(reference);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { shownNameOf } from './shown-name';

describe('shownNameOf: "Name to show" as the case page suggests it', () => {
  it.each([
    ['Maria Garcia', 'Maria G.'],
    ['  ana   maría  lópez ', 'ana L.'],
    ['José Ángel Núñez', 'José N.'],
    ['Cher', 'Cher'],
    ['', ''],
    [null, ''],
    ['Ana 𝒵eta', 'Ana 𝒵.'],
  ])('%j → %j', (name, shown) => {
    expect(shownNameOf(name, 40)).toBe(shown);
  });

  it('suggests nothing rather than a name too long to send', () => {
    expect(shownNameOf(`${'A'.repeat(45)} B`, 40)).toBe('');
  });
});

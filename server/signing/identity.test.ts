import { describe, expect, it } from 'vitest';
import {
  foldName,
  identityFromAnswers,
  isSignersDateOfBirth,
  isSignersName,
  parseDay,
} from './identity';

const ana = { firstName: 'Ana María', lastName: 'López-Núñez', dateOfBirth: '1985-03-09' };

describe('the typed name as a signature', () => {
  it.each([
    'Ana María López-Núñez',
    'ana maria lopez-nunez',
    '  ANA   MARÍA  LÓPEZ-NÚÑEZ  ',
    'Ana\u00a0Maria Lopez-Nunez',
  ])('matches the return details: %j', (typed) => {
    expect(isSignersName(typed, ana)).toBe(true);
  });

  it.each(['Ana López-Núñez', 'Ana María López Núñez', 'López-Núñez Ana María', '', '   '])(
    'does not match: %j',
    (typed) => {
      expect(isSignersName(typed, ana)).toBe(false);
    },
  );

  it('folds accents, case and spaces only', () => {
    expect(foldName('  Ñandú  ÇA ')).toBe('nandu ca');
  });
});

describe('the date of birth', () => {
  it('is a real day in the date field’s form', () => {
    expect(parseDay('1985-03-09')).toBe('1985-03-09');
    expect(parseDay('1985-02-30')).toBeUndefined();
    expect(parseDay('03/09/1985')).toBeUndefined();
    expect(isSignersDateOfBirth(' 1985-03-09 ', ana)).toBe(true);
    expect(isSignersDateOfBirth('1985-09-03', ana)).toBe(false);
  });
});

describe('who signs, from the return details', () => {
  const answers = {
    ...ana,
    filingStatus: 'married_joint',
    spouseFirstName: 'Juan',
    spouseLastName: 'Pérez',
    spouseDateOfBirth: '1983-11-30',
  };

  it('is both spouses on a joint return', () => {
    expect(identityFromAnswers(2025, answers)).toEqual({
      taxYear: 2025,
      joint: true,
      taxpayer: ana,
      spouse: { firstName: 'Juan', lastName: 'Pérez', dateOfBirth: '1983-11-30' },
    });
  });

  it('is the taxpayer alone otherwise, whatever the spouse fields hold', () => {
    expect(identityFromAnswers(2025, { ...answers, filingStatus: 'married_separate' })).toEqual({
      taxYear: 2025,
      joint: false,
      taxpayer: ana,
      spouse: null,
    });
  });
});

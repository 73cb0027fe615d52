import { describe, expect, it } from 'vitest';
import { returnPage as en } from '../copy/en/return';
import { returnPage as es } from '../copy/es/return';
import { type Dependent, EMPTY_ANSWERS, type IncomeKind, type ReturnAnswers } from './answers';
import { requestNames, requestTitle } from './checklist';

const child = (firstName: string, lastName = 'López'): Dependent => ({
  firstName,
  lastName,
  dateOfBirth: '2015-06-30',
  relationship: 'son',
  months: 12,
});

const answers = (
  income: readonly IncomeKind[],
  w2Count: number | null,
  dependents: readonly Dependent[] = [],
): ReturnAnswers => ({
  ...EMPTY_ANSWERS,
  income: { ...EMPTY_ANSWERS.income, ...Object.fromEntries(income.map((kind) => [kind, true])) },
  w2Count,
  dependents,
});

const ID = "Photo ID (driver's license or state ID)";

describe('the documents the answers call for (decision 114)', () => {
  it.each<[string, ReturnAnswers, string[]]>([
    ['nothing ticked, no dependents', answers([], null), [ID]],
    ['one W-2', answers(['w2'], 1), ['Form W-2', ID]],
    ['two W-2s', answers(['w2'], 2), ['Form W-2 (1 of 2)', 'Form W-2 (2 of 2)', ID]],
    [
      'three W-2s',
      answers(['w2'], 3),
      ['Form W-2 (1 of 3)', 'Form W-2 (2 of 3)', 'Form W-2 (3 of 3)', ID],
    ],
    ['self-employment', answers(['selfEmployment'], null), ['Form 1099-NEC or 1099-K', ID]],
    ['unemployment', answers(['unemployment'], null), ['Form 1099-G', ID]],
    ['interest or dividends', answers(['interest'], null), ['Form 1099-INT or 1099-DIV', ID]],
    ['a pension', answers(['retirement'], null), ['Form 1099-R', ID]],
    ['Social Security', answers(['socialSecurity'], null), ['Form SSA-1099', ID]],
    ['Marketplace insurance', answers(['marketplace'], null), ['Form 1095-A', ID]],
    ['college tuition', answers(['tuition'], null), ['Form 1098-T', ID]],
    [
      'two dependents',
      answers([], null, [child('Mateo'), child('Lucía')]),
      [ID, 'Social Security card for Mateo', 'Social Security card for Lucía'],
    ],
    [
      'two dependents of one first name',
      answers([], null, [child('Ana', 'López'), child('Ana', 'Ruiz')]),
      [ID, 'Social Security card for Ana López', 'Social Security card for Ana Ruiz'],
    ],
    [
      'everything',
      answers(
        [
          'w2',
          'selfEmployment',
          'unemployment',
          'interest',
          'retirement',
          'socialSecurity',
          'marketplace',
          'tuition',
        ],
        1,
        [child('Mateo')],
      ),
      [
        'Form W-2',
        'Form 1099-NEC or 1099-K',
        'Form 1099-G',
        'Form 1099-INT or 1099-DIV',
        'Form 1099-R',
        'Form SSA-1099',
        'Form 1095-A',
        'Form 1098-T',
        ID,
        'Social Security card for Mateo',
      ],
    ],
  ])('%s', (_what, given, names) => expect(requestNames(given, en.requests)).toEqual(names));

  it('names them in Spanish for a Spanish case', () => {
    expect(requestNames(answers(['w2', 'interest'], 2, [child('Mateo')]), es.requests)).toEqual([
      'Formulario W-2 (1 de 2)',
      'Formulario W-2 (2 de 2)',
      'Formulario 1099-INT o 1099-DIV',
      'Identificación con foto (licencia de conducir o identificación estatal)',
      'Tarjeta de Seguro Social de Mateo',
    ]);
  });
});

describe('a request named in the page’s language (requestTitle)', () => {
  const both = [en.requests, es.requests];
  const toSpanish = (name: string) => requestTitle(name, es.requests, both);
  const toEnglish = (name: string) => requestTitle(name, en.requests, both);

  it('says every checklist name of an English case in Spanish on /es/case', () => {
    expect(toSpanish('Form W-2')).toBe('Formulario W-2');
    expect(toSpanish('Form W-2 (2 of 3)')).toBe('Formulario W-2 (2 de 3)');
    expect(toSpanish("Photo ID (driver's license or state ID)")).toBe(
      'Identificación con foto (licencia de conducir o identificación estatal)',
    );
    expect(toSpanish('Social Security card for Mía')).toBe('Tarjeta de Seguro Social de Mía');
    expect(toSpanish('Form 1099-INT or 1099-DIV')).toBe('Formulario 1099-INT o 1099-DIV');
  });

  it('and the other way; a preparer’s own request stays as written', () => {
    expect(toEnglish('Formulario W-2 (1 de 2)')).toBe('Form W-2 (1 of 2)');
    expect(toEnglish('Formulario W-2')).toBe('Form W-2');
    expect(toSpanish('Formulario W-2')).toBe('Formulario W-2');
    expect(toSpanish('2025 W-2 from Acme Corp')).toBe('2025 W-2 from Acme Corp');
  });
});

import { describe, expect, it } from 'vitest';
import { returnPage as en, type ReturnCopy } from '../copy/en/return';
import { returnPage as es } from '../copy/es/return';
import {
  applyDependentIntent,
  EMPTY_ANSWERS,
  EMPTY_DEPENDENT,
  EMPTY_FORM,
  fieldId,
  formFromAnswers,
  readReturnForm,
  type ReturnAnswers,
  type ReturnForm,
} from './answers';
import { checkReturnForm, isRoutingNumber, latestToday } from './answer-checks';
import { storedAnswersSchema } from './stored-answers';

const TODAY = '2026-11-26';

const MATEO = {
  firstName: 'Mateo',
  lastName: 'López',
  dateOfBirth: '2015-06-30',
  relationship: 'son',
  months: '12',
};

/** A form "Send to your preparer" takes: single, one dependent, W-2 wages, direct deposit. */
const COMPLETE: ReturnForm = {
  ...EMPTY_FORM,
  firstName: 'Ana',
  lastName: 'López',
  dateOfBirth: '1988-04-02',
  filingStatus: 'head_of_household',
  street: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  dependents: [MATEO],
  income: { ...EMPTY_FORM.income, w2: true },
  w2Count: '2',
  refundMethod: 'direct_deposit',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  confirmAccountNumber: '000123456789',
  accountType: 'checking',
};

const check = (
  form: ReturnForm,
  level: 'save' | 'send',
  previous: ReturnAnswers = EMPTY_ANSWERS,
  words: ReturnCopy = en,
  hasAccount = false,
) => checkReturnForm(form, words, { level, previous, hasAccount, today: TODAY });

describe('the ABA routing number check digit', () => {
  it.each([
    ['021000021', true], // JPMorgan Chase, New York
    ['011000015', true], // Federal Reserve Bank of Boston
    ['111000025', true],
    ['122105278', true],
    ['021000022', false],
    ['123456789', false],
    ['02100002', false],
    ['0210000210', false],
    ['02100002a', false],
  ])('%s is %s', (value, valid) => expect(isRoutingNumber(value)).toBe(valid));
});

describe('reading the posted form', () => {
  it('reads every field, the dependents by index in order, and the button pressed', () => {
    const data = new FormData();
    data.set('firstName', ' Ana ');
    data.set('income.w2', 'on');
    data.set('income.tuition', 'on');
    data.set('dependents[2].firstName', 'Lucía');
    data.set('dependents[0].firstName', 'Mateo');
    data.set('dependents[0].months', '12');
    data.set('intent', 'remove:0');
    const { form, intent } = readReturnForm(data);
    expect(form.firstName).toBe(' Ana ');
    expect(form.income).toMatchObject({ w2: true, tuition: true, interest: false });
    expect(form.dependents.map((d) => d.firstName)).toEqual(['Mateo', 'Lucía']);
    expect(form.dependents[1]).toEqual({
      firstName: 'Lucía',
      lastName: '',
      dateOfBirth: '',
      relationship: '',
      months: '',
    });
    expect(intent).toEqual({ kind: 'remove', index: 0 });
    expect(readReturnForm(new URLSearchParams('intent=send')).intent).toEqual({ kind: 'send' });
    expect(readReturnForm(new URLSearchParams('intent=whatever')).intent).toEqual({ kind: 'save' });
  });

  it('"Add a dependent" adds an empty group (at most 10) and "Remove" takes the one named', () => {
    const { form } = readReturnForm(
      new URLSearchParams('dependents[0].firstName=Mateo&dependents[1].firstName=Lucía'),
    );
    const added = applyDependentIntent(form, { kind: 'add' });
    expect(added.dependents.map((d) => d.firstName)).toEqual(['Mateo', 'Lucía', '']);
    const removed = applyDependentIntent(added, { kind: 'remove', index: 0 });
    expect(removed.dependents.map((d) => d.firstName)).toEqual(['Lucía', '']);
    let full = form;
    for (let i = 0; i < 12; i += 1) full = applyDependentIntent(full, { kind: 'add' });
    expect(full.dependents).toHaveLength(10);
  });

  it('gives each field an id an error summary can link to', () => {
    expect(fieldId('dependents[3].dateOfBirth')).toBe('dependents-3-dateOfBirth');
    expect(fieldId('firstName')).toBe('firstName');
  });
});

describe('Send to your preparer', () => {
  it('takes a complete form, with the account typed and its numbers matching', () => {
    const checked = check(COMPLETE, 'send');
    expect(checked.errors).toEqual({});
    expect(checked.answers).toMatchObject({
      firstName: 'Ana',
      state: 'IL',
      w2Count: 2,
      refundMethod: 'direct_deposit',
      accountType: 'checking',
      dependents: [{ firstName: 'Mateo', relationship: 'son', months: 12 }],
    });
    expect(checked.account).toEqual({
      kind: 'set',
      routingNumber: '021000021',
      accountNumber: '000123456789',
    });
    expect(storedAnswersSchema.parse(checked.answers)).toEqual(checked.answers);
  });

  it('asks for everything required, keyed by field name, in the form order', () => {
    const checked = check(
      {
        ...EMPTY_FORM,
        dependents: [EMPTY_DEPENDENT],
        income: { ...EMPTY_FORM.income, w2: true },
      },
      'send',
    );
    expect(Object.keys(checked.errors)).toEqual([
      'firstName',
      'lastName',
      'dateOfBirth',
      'filingStatus',
      'street',
      'city',
      'state',
      'zip',
      'dependents[0].firstName',
      'dependents[0].lastName',
      'dependents[0].dateOfBirth',
      'dependents[0].relationship',
      'dependents[0].months',
      'w2Count',
      'routingNumber',
      'accountNumber',
      'confirmAccountNumber',
      'accountType',
    ]);
    expect(checked.errors.firstName).toBe('Enter your first name.');
    expect(checked.errors['dependents[0].months']).toBe(
      'Enter how many months dependent 1 lived with you, from 0 to 12.',
    );
  });

  it('asks for the spouse on a joint return only', () => {
    expect(check({ ...COMPLETE, filingStatus: 'single' }, 'send').errors).toEqual({});
    const joint = check({ ...COMPLETE, filingStatus: 'married_joint' }, 'send');
    expect(joint.errors).toEqual({
      spouseFirstName: "Enter your spouse's first name.",
      spouseLastName: "Enter your spouse's last name.",
      spouseDateOfBirth: "Enter your spouse's date of birth.",
    });
  });

  it('needs no account typed when one is stored, and none for a paper check', () => {
    const untyped = { ...COMPLETE, routingNumber: '', accountNumber: '', confirmAccountNumber: '' };
    expect(check(untyped, 'send', EMPTY_ANSWERS, en, true).errors).toEqual({});
    expect(check(untyped, 'send', EMPTY_ANSWERS, en, true).account).toEqual({ kind: 'keep' });
    const paper = check({ ...untyped, refundMethod: 'paper_check', accountType: '' }, 'send');
    expect(paper.errors).toEqual({});
    expect(paper.account).toEqual({ kind: 'remove' });
    expect(paper.answers.accountType).toBeNull();
  });
});

describe('each refusal, in plain words beside its field', () => {
  const one = (change: Partial<ReturnForm>, words: ReturnCopy = en) =>
    check({ ...COMPLETE, ...change }, 'save', EMPTY_ANSWERS, words).errors;

  it.each<[string, Partial<ReturnForm>, Record<string, string>]>([
    [
      'a routing number with a wrong check digit',
      { routingNumber: '021000022' },
      {
        routingNumber:
          'This is not a valid routing number. Check the 9 digits with your bank or on a check.',
      },
    ],
    [
      'a routing number of 8 digits',
      { routingNumber: '02100002' },
      { routingNumber: 'The routing number must be 9 digits.' },
    ],
    [
      'a routing number of nine zeros',
      { routingNumber: '000000000' },
      {
        routingNumber:
          'This is not a valid routing number. Check the 9 digits with your bank or on a check.',
      },
    ],
    [
      'an account number of zeros',
      { accountNumber: '0000', confirmAccountNumber: '0000' },
      {
        accountNumber: 'This is not a valid account number. Check it with your bank or on a check.',
      },
    ],
    [
      'an account number of 3 digits',
      { accountNumber: '123', confirmAccountNumber: '123' },
      { accountNumber: 'The account number must be 4 to 17 digits.' },
    ],
    [
      'an account number of 18 digits',
      { accountNumber: '1'.repeat(18), confirmAccountNumber: '1'.repeat(18) },
      { accountNumber: 'The account number must be 4 to 17 digits.' },
    ],
    [
      'account numbers that differ',
      { confirmAccountNumber: '000123456788' },
      {
        confirmAccountNumber:
          'The account numbers do not match. Type the same number in both fields.',
      },
    ],
    [
      'a date of birth tomorrow',
      { dateOfBirth: '2026-11-27' },
      { dateOfBirth: 'Date of birth must be in the past.' },
    ],
    [
      'a date of birth in 1899',
      { dateOfBirth: '1899-12-31' },
      { dateOfBirth: 'Date of birth must be in 1900 or later.' },
    ],
    [
      'a date that is no day',
      { dateOfBirth: '1988-02-30' },
      { dateOfBirth: 'Date of birth must be a real date.' },
    ],
    [
      'a ZIP code of 4 digits',
      { zip: '6270' },
      {
        zip: 'Enter a ZIP code of 5 digits, or 5 digits, a dash and 4 digits, such as 10001 or 10001-1234.',
      },
    ],
    [
      'a state that is not one of the 51',
      { state: 'PR' },
      { state: 'Choose a state from the list.' },
    ],
    [
      'a name over 50 characters',
      { firstName: 'A'.repeat(51) },
      { firstName: 'First name must be 50 characters or fewer.' },
    ],
    [
      'a tab in the street',
      { street: '12\tElm' },
      { street: 'Street address must not contain tabs, line breaks or other control characters.' },
    ],
    [
      'a filing status not listed',
      { filingStatus: 'widowed' },
      { filingStatus: 'Choose one of the filing statuses listed.' },
    ],
    [
      '11 W-2 forms',
      { w2Count: '11' },
      { w2Count: 'The number of W-2 forms must be a whole number from 1 to 10.' },
    ],
    [
      'an IP PIN of 5 digits',
      { ipPin: '12345' },
      { ipPin: 'The Identity Protection PIN must be 6 digits.' },
    ],
    [
      '13 months with you',
      { dependents: [{ ...MATEO, months: '13' }] },
      {
        'dependents[0].months':
          'The months dependent 1 lived with you must be a whole number from 0 to 12.',
      },
    ],
    [
      'a relationship not listed',
      { dependents: [{ ...MATEO, relationship: 'cousin' }] },
      { 'dependents[0].relationship': 'Choose one of the relationships listed for dependent 1.' },
    ],
  ])('%s', (_what, change, errors) => expect(one(change)).toEqual(errors));

  it('takes 5+4 ZIP codes, 50 characters, a name with accents, a PIN of 6 digits', () => {
    expect(
      one({ zip: '62701-1234', firstName: 'É'.repeat(50), ipPin: '123456', state: 'DC' }),
    ).toEqual({});
    expect(check({ ...COMPLETE, ipPin: '123456' }, 'save').pin).toEqual({
      kind: 'set',
      pin: '123456',
    });
  });

  it('refuses more than 10 dependents', () => {
    const dependents = Array.from({ length: 11 }, () => MATEO);
    expect(one({ dependents })).toEqual({ dependents: 'You can list at most 10 dependents.' });
  });

  it('says it in Spanish on the Spanish page', () => {
    expect(one({ routingNumber: '021000022', zip: '1' }, es)).toEqual({
      zip: 'Escriba un código postal de 5 dígitos, o de 5 dígitos, un guion y 4 dígitos, como 10001 o 10001-1234.',
      routingNumber:
        'Este número de ruta no es válido. Revise los 9 dígitos con su banco o en un cheque.',
    });
  });
});

describe('Save with some answers refused (decision 111)', () => {
  it('keeps every valid answer, and for a refused one what was stored before', () => {
    const previous = { ...EMPTY_ANSWERS, zip: '62701', firstName: 'Ana' };
    const checked = check(
      { ...EMPTY_FORM, firstName: 'Anita', zip: '627', city: 'Springfield', accountNumber: '12' },
      'save',
      previous,
    );
    expect(checked.errors).toMatchObject({
      zip: expect.any(String),
      accountNumber: expect.any(String),
    });
    expect(checked.answers).toMatchObject({
      firstName: 'Anita',
      zip: '62701',
      city: 'Springfield',
    });
    expect(checked.account).toEqual({ kind: 'keep' });
    // Nothing is required to save.
    expect(check(EMPTY_FORM, 'save').errors).toEqual({});
  });

  it('forgets the number of W-2 forms without W-2 wages', () => {
    expect(check({ ...COMPLETE, income: EMPTY_FORM.income }, 'save').answers.w2Count).toBeNull();
  });

  it('shows the stored answers again, the account numbers and PIN left empty', () => {
    const stored = check(COMPLETE, 'send').answers;
    expect(formFromAnswers(stored)).toEqual({
      ...COMPLETE,
      routingNumber: '',
      accountNumber: '',
      confirmAccountNumber: '',
    });
  });
});

it('dates today as it is where the day is latest', () => {
  expect(latestToday(new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-27');
  expect(latestToday(new Date('2026-11-26T09:00:00Z'))).toBe('2026-11-26');
});

import { describe, expect, it } from 'vitest';
import { type CaseFacts, caseEstimate, caseState, clientNextStep } from './case-state';

const FACTS: CaseFacts = {
  status: 'in_review',
  estimatedRefundCents: null,
  contactName: 'Janie',
  answers: undefined,
  w2Refunds: [],
  documentsReceived: 2,
  openRequests: ['Form W-2', 'Photo ID (driver’s license or state ID)'],
};

const ANSWERS = {
  firstName: 'Jane',
  lastName: ' Doe ',
  filingStatus: 'married_joint',
  spouseFirstName: 'Sam',
  spouseLastName: 'Doe',
  dependents: [{}, {}],
} as const;

describe('caseState: one state for every page (issue 51)', () => {
  it('names the client by the return details, else by the contact message, else none', () => {
    expect(caseState({ ...FACTS, answers: ANSWERS }).name).toBe('Jane Doe');
    expect(caseState(FACTS).name).toBe('Janie');
    expect(caseState({ ...FACTS, contactName: null }).name).toBeNull();
  });

  it('tells the household from the return details: filing status, spouse, dependents', () => {
    expect(caseState({ ...FACTS, answers: ANSWERS }).household).toEqual({
      filingStatus: 'married_joint',
      spouse: 'Sam Doe',
      dependents: 2,
    });
    expect(caseState(FACTS).household).toBeNull();
    expect(
      caseState({ ...FACTS, answers: { ...ANSWERS, filingStatus: 'single' } }).household?.spouse,
    ).toBeNull();
  });

  it.each([
    // status, staff's cents, W-2 refunds (newest first), expected
    ['in_review', null, [], null],
    [
      'in_review',
      12_300,
      [{ taxYear: 2025, refund: 6677 }],
      { cents: 12_300, source: 'staff', named: 'estimated' },
    ],
    [
      'in_review',
      null,
      [
        { taxYear: 2025, refund: 6677 },
        { taxYear: 2024, refund: 10 },
      ],
      { cents: 667_700, source: 'w2s', named: 'estimated' },
    ],
    ['in_review', null, [{ taxYear: 2025, refund: -40 }], null],
    ['refund_sent', 12_300, [], { cents: 12_300, source: 'staff', named: 'expected' }],
    ['closed', 12_300, [{ taxYear: 2025, refund: 6677 }], null],
  ] as const)('%s, staff %s, W-2s %j: %j', (status, cents, w2Refunds, expected) => {
    expect(caseEstimate({ status, estimatedRefundCents: cents, w2Refunds })).toEqual(expected);
  });

  it('waits for the open requests until the case is finished', () => {
    expect(caseState(FACTS).waitingFor).toHaveLength(2);
    expect(caseState({ ...FACTS, status: 'refund_sent' }).waitingFor).toEqual([]);
  });
});

describe('clientNextStep: the one thing the case page leads with', () => {
  const base = {
    status: 'in_review',
    openRequests: 0,
    awaitingSignature: false,
    returnDetails: 'sent',
    reviewAsked: false,
  } as const;
  it.each([
    [{}, { kind: 'nothing' }],
    [{ returnDetails: 'not_started' }, { kind: 'return', started: false }],
    [{ returnDetails: 'saved' }, { kind: 'return', started: true }],
    [
      { openRequests: 2, returnDetails: 'saved' },
      { kind: 'requests', count: 2 },
    ],
    [{ awaitingSignature: true, openRequests: 2, status: 'waiting' }, { kind: 'sign' }],
    [{ status: 'refund_sent', reviewAsked: true }, { kind: 'review' }],
    [{ status: 'refund_sent', openRequests: 1, returnDetails: 'saved' }, { kind: 'nothing' }],
    [{ status: 'closed', awaitingSignature: true }, { kind: 'nothing' }],
  ] as const)('%j → %j', (given, expected) => {
    expect(clientNextStep({ ...base, ...given })).toEqual(expected);
  });
});

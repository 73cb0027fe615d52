import { expect, it } from 'vitest';
import { errorMessageOf, trackedCaseOf } from './answers';

const CASE = {
  reference: 'QR-7K3M-92XD-PQ4T',
  status: 'received',
  label: 'Received',
  progress: 10,
  estimatedRefundCents: null,
  activity: [{ at: '2026-11-20T10:00:00Z', kind: 'document', status: null, note: null }],
};

it('reads a tracked case, and refuses one of another shape', () => {
  expect(trackedCaseOf(CASE)).toEqual(CASE);
  expect(trackedCaseOf({ ...CASE, status: 'lost' })).toBeUndefined();
  expect(trackedCaseOf({ ...CASE, estimatedRefundCents: 'NaN' })).toBeUndefined();
  expect(trackedCaseOf({ ...CASE, activity: [{ ...CASE.activity[0], at: 'yesterday' }] })).toBe(
    undefined,
  );
  expect(trackedCaseOf({ reference: CASE.reference })).toBeUndefined();
  expect(trackedCaseOf(null)).toBeUndefined();
});

it("reads the server's sentence from an error answer, and only a sentence", () => {
  expect(errorMessageOf({ error: { message: ' Too many. ' } })).toBe('Too many.');
  expect(errorMessageOf({ error: { message: { text: 'x' } } })).toBeUndefined();
  expect(errorMessageOf({ error: 'x' })).toBeUndefined();
  expect(errorMessageOf({ error: { message: '' } })).toBeUndefined();
  expect(errorMessageOf('<html>')).toBeUndefined();
});

import { expect, it } from 'vitest';
import { TRACKED_EVENT_KINDS } from '../../app/cases/tracked';
import { trackedCaseOf } from '../../app/ui/answers';
import type { FoundCase } from './store';
import { trackedCase } from './tracker';

const FOUND: FoundCase = {
  id: '00000000-0000-4000-8000-000000000001',
  reference: 'QR-7K3M-92XD-PQ4T',
  status: 'waiting',
  estimatedRefundCents: 412_550,
  createdAt: new Date('2026-11-01T10:00:00Z'),
  lastActivityAt: new Date('2026-11-20T10:00:00Z'),
  events: TRACKED_EVENT_KINDS.map((kind, index) => ({
    at: new Date(Date.UTC(2026, 10, 20 - index)),
    kind,
    status: kind === 'status' ? 'waiting' : null,
    note: null,
  })),
};

it('answers every kind of event the server reads in the shape the page checks (one schema)', () => {
  const answer = trackedCase(FOUND);
  expect(answer.activity.map((event) => event.kind)).toEqual([...TRACKED_EVENT_KINDS]);
  // What the page's script reads of the JSON answer (app/ui/answers.ts).
  expect(trackedCaseOf(JSON.parse(JSON.stringify(answer)))).toEqual(answer);
});

it('gives the estimated refund to the case’s holder only', () => {
  expect(trackedCase(FOUND).estimatedRefundCents).toBe(412_550);
});

import { describe, expect, it } from 'vitest';
import { REFUND_TIMING, refundTimingKey } from './refund-timing';

describe('when to expect a refund', () => {
  it('the PATH Act hold for a refund with the Earned Income Credit or the ACTC', () => {
    expect(refundTimingKey({ eic: 1 })).toBe('pathAct');
    expect(refundTimingKey({ actc: 1700 })).toBe('pathAct');
    expect(refundTimingKey({ eic: 600, actc: 1700 })).toBe('pathAct');
  });

  it('the usual 21 days otherwise, and for credits of 0 or none at all', () => {
    expect(refundTimingKey({})).toBe('standard');
    expect(refundTimingKey({ eic: 0, actc: 0 })).toBe('standard');
    expect(REFUND_TIMING.standardDays).toBe(21);
  });

  it('names where each figure is published, on irs.gov, and the day it was read', () => {
    for (const source of [REFUND_TIMING.standardSource, REFUND_TIMING.pathActSource]) {
      expect(source.url).toMatch(/^https:\/\/www\.irs\.gov\//);
      expect(source.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

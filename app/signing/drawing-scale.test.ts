import { describe, expect, it } from 'vitest';
import { DRAWING_MAX_HEIGHT, DRAWING_MAX_WIDTH } from '../../server/signing/sign-fields';
import { DRAWING_MAX_SCALE, drawingScale } from './drawing-scale';

describe('the signature canvas scale', () => {
  it("is the screen's pixel ratio, at least 1", () => {
    expect(drawingScale(600, 200, 2)).toBe(2);
    expect(drawingScale(600, 200, 1)).toBe(1);
    expect(drawingScale(600, 200, 0.5)).toBe(1);
    expect(drawingScale(600, 200, Number.NaN)).toBe(1);
  });

  it('is at most DRAWING_MAX_SCALE', () => {
    expect(drawingScale(300, 100, 4)).toBe(DRAWING_MAX_SCALE);
  });

  it('keeps the drawing within the size the server accepts', () => {
    const wide = drawingScale(1500, 200, 3);
    expect(1500 * wide).toBeLessThanOrEqual(DRAWING_MAX_WIDTH);
    expect(wide).toBe(2);
    const tall = drawingScale(600, 1000, 3);
    expect(1000 * tall).toBeLessThanOrEqual(DRAWING_MAX_HEIGHT);
  });

  it('is the screen ratio for a canvas not laid out yet', () => {
    expect(drawingScale(0, 0, 2)).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { dataUrl, pngChunk, samplePng } from '../../tests/api/helpers/signing-samples';
import { DRAWING_MAX_BYTES, readDrawing } from './drawn-signature';

describe('a drawn signature as a canvas posts it', () => {
  it('is read when it is a whole PNG of a canvas size', () => {
    const drawing = readDrawing(dataUrl(samplePng(600, 200)));
    expect(drawing).toMatchObject({ width: 600, height: 200 });
  });

  it('is none when the field is empty', () => {
    expect(readDrawing('')).toBeNull();
  });

  it.each([
    ['another type', `data:image/jpeg;base64,${samplePng().toString('base64')}`],
    ['an SVG', `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`],
    ['not base64', 'data:image/png;base64,####'],
    ['base64 with a space', `data:image/png;base64, ${samplePng().toString('base64')}`],
    [
      'not canonical base64',
      `data:image/png;base64,${samplePng().toString('base64').slice(0, -2)}==`,
    ],
    ['a PNG cut short', dataUrl(samplePng().subarray(0, 60))],
    ['bytes after IEND', dataUrl(Buffer.concat([samplePng(), Buffer.from('<script>')]))],
    ['a text chunk', dataUrl(samplePng(60, 20, [pngChunk('tEXt', Buffer.from('Comment\0hi'))]))],
    ['an animation', dataUrl(samplePng(60, 20, [pngChunk('acTL', Buffer.alloc(8))]))],
    ['a huge canvas', dataUrl(samplePng(5000, 10))],
    ['too large', `data:image/png;base64,${'A'.repeat(Math.ceil(DRAWING_MAX_BYTES / 3) * 4 + 4)}`],
  ])('is refused: %s', (_what, posted) => {
    expect(readDrawing(posted)).toBeUndefined();
  });

  it('is refused when a byte of it was changed (its CRC)', () => {
    const png = samplePng();
    png[40] = (png[40] ?? 0) ^ 0xff;
    expect(readDrawing(dataUrl(png))).toBeUndefined();
  });
});

import { crc32 } from 'node:zlib';
import { DRAWING_MAX_BYTES, DRAWING_MAX_HEIGHT, DRAWING_MAX_WIDTH } from './sign-fields';

/**
 * "Draw your signature" (docs/review-and-sign.md): what a canvas's toDataURL('image/png') posts,
 * checked strictly before it goes near pdf-lib: a PNG data URL of canonical base64, at most
 * DRAWING_MAX_BYTES, whose PNG is whole (signature, IHDR first, every chunk's CRC, IEND last and
 * nothing after it), of a canvas's size, and carries no chunk beyond what an image needs (no text,
 * no animation). The typed name is the signature; a drawing is an addition to the record.
 */

// A signature pad of 600×200 CSS pixels at 3x is far under DRAWING_MAX_BYTES; a photo is not.
export { DRAWING_MAX_BYTES, DRAWING_MAX_HEIGHT, DRAWING_MAX_WIDTH };

const PREFIX = 'data:image/png;base64,';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** What a browser's canvas writes, and the ancillary chunks that only describe colour or size. */
const ALLOWED_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'pHYs',
]);
/** Colour type → the bit depths PNG allows for it. */
const BIT_DEPTHS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

export interface Drawing {
  readonly png: Buffer;
  readonly width: number;
  readonly height: number;
}

/** The drawing a form posted: null for none (an empty field), undefined when it is not a valid one. */
export function readDrawing(posted: string): Drawing | null | undefined {
  if (posted === '') return null;
  const maxLength = PREFIX.length + Math.ceil(DRAWING_MAX_BYTES / 3) * 4;
  if (posted.length > maxLength || !posted.startsWith(PREFIX)) return undefined;
  const base64 = posted.slice(PREFIX.length);
  if (base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return undefined;
  const png = Buffer.from(base64, 'base64');
  // Canonical only: no stray bits in the padding, so one image has one spelling.
  if (png.toString('base64') !== base64 || png.length > DRAWING_MAX_BYTES) return undefined;
  return readPng(png);
}

function readPng(png: Buffer): Drawing | undefined {
  if (png.length < PNG_SIGNATURE.length || !png.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return undefined;
  }
  let at = 8;
  let width = 0;
  let height = 0;
  let sawData = false;
  for (let index = 0; ; index += 1) {
    if (at + 12 > png.length) return undefined;
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (length > png.length || end > png.length) return undefined;
    const crc = png.readUInt32BE(at + 8 + length);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== crc) return undefined;
    if (!ALLOWED_CHUNKS.has(type)) return undefined;
    if ((index === 0) !== (type === 'IHDR')) return undefined;
    if (type === 'IHDR') {
      if (length !== 13) return undefined;
      const data = png.subarray(at + 8, at + 8 + 13);
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth = -1, colour = -1, compression, filter, interlace] = data.subarray(8);
      if (width < 1 || height < 1 || width > DRAWING_MAX_WIDTH || height > DRAWING_MAX_HEIGHT) {
        return undefined;
      }
      if (!(BIT_DEPTHS[colour] ?? []).includes(depth)) return undefined;
      if (compression !== 0 || filter !== 0 || (interlace !== 0 && interlace !== 1)) {
        return undefined;
      }
    }
    if (type === 'IDAT') sawData = true;
    at = end;
    if (type === 'IEND') return at === png.length && sawData ? { png, width, height } : undefined;
  }
}

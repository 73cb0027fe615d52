import { detectAcceptedType } from '../documents/file-types';
import { judgeW2 } from './checks';
import { type PreparedImage, prepareImage } from './image';
import { type OcrOptions, recognise } from './ocr';
import { pdfText } from './pdf';
import { renderFirstPage } from './pdf-render';
import type { Reading } from './result';
import { readW2Layout } from './w2-layout';
import type { Word } from './words';

/*
 * What a document is, read from its decrypted bytes: a W-2 and its figures, a W-2 not read with
 * confidence, or something else. A PDF is read from its text layer; a PDF without one (a scan) and
 * an image are read by OCR. Runs in the reading process (reader-process.ts), never in the server's.
 */

export type ReaderOptions = OcrOptions;

/** Quarter turns tried when an upright image shows no W-2: a photo taken sideways or upside down. */
const TURNS = [90, 270, 180] as const;

/** The long side of the small copies a turn is tried on: a second of OCR, not several. */
const PROBE_LONG_SIDE = 1400;

/** Words OCR is sure of: how well a turn of the image reads. */
const fluentWords = (words: readonly Word[]) =>
  words.filter((word) => word.confidence >= 0.85 && /[A-Za-z]{3}/.test(word.text)).length;

type Prepare = (turn: number, longSide?: number) => Promise<PreparedImage>;

async function readImage(prepare: Prepare, options: ReaderOptions): Promise<Reading> {
  const upright = await prepare(0);
  if (upright.kind === 'too-large') return { kind: 'other', reason: 'too-large' };
  if (upright.kind === 'broken') return { kind: 'other', reason: 'broken' };
  const page = await recognise(upright.png, options);
  const reading = judgeW2(readW2Layout([page.words]), 'ocr');
  // A W-2, or upright text read fluently with no W-2 in it: no need to turn it.
  if (reading.kind !== 'other' || (page.words.length >= 20 && page.confidence >= 0.75)) {
    return reading;
  }
  // Sideways or upside down: each turn read small, the one that reads best read in full.
  let best: { turn: number; fluent: number } | undefined;
  for (const turn of TURNS) {
    const small = await prepare(turn, PROBE_LONG_SIDE);
    if (small.kind !== 'image') continue;
    const fluent = fluentWords((await recognise(small.png, options, false)).words);
    if (best === undefined || fluent > best.fluent) best = { turn, fluent };
  }
  if (best === undefined || best.fluent <= fluentWords(page.words)) return reading;
  const turned = await prepare(best.turn);
  if (turned.kind !== 'image') return reading;
  return judgeW2(readW2Layout([(await recognise(turned.png, options)).words]), 'ocr');
}

export async function readDocument(bytes: Uint8Array, options: ReaderOptions): Promise<Reading> {
  const type = await detectAcceptedType(
    Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 4100)),
  );
  if (type === undefined) return { kind: 'other', reason: 'unsupported-type' };
  if (type.format === 'pdf') {
    const text = await pdfText(bytes);
    if (text.kind === 'encrypted' || text.kind === 'broken')
      return { kind: 'other', reason: text.kind };
    if (text.kind === 'text') return judgeW2(readW2Layout(text.pages), 'pdf-text');
    const page = await renderFirstPage(bytes);
    if (page === undefined) return { kind: 'other', reason: 'no-text' };
    return readImage((turn, longSide) => prepareImage(page, turn, longSide), options);
  }
  return readImage((turn, longSide) => prepareImage(bytes, turn, longSide), options);
}

import sharp from 'sharp';
import type Tesseract from 'tesseract.js';
import { BOX_12_CODES, BOX_12_LABEL, parseAmount } from './w2-layout';
import { type Word, height, sameLine } from './words';

/*
 * OCR's second look at the words a W-2's figures come from (decision 200), as receipt and form
 * readers do it: the page is read once as sparse text, then each amount OCR was unsure of (or read
 * malformed, "6,080.2", "$7.594.65") and each word beside a box 12 label ("TT" read "al;") is cut
 * out, enlarged and read again alone, with the characters it can hold only: digits, "$", "," and
 * "." for an amount, capitals for a box 12 code. Sparse text mode reads a short word with no
 * context poorly; a single line of known characters reads it well.
 * A second reading replaces the first only where it is well formed; where both are well formed
 * and differ, the word keeps the lower confidence of the two, so the figure is not trusted
 * (checks.ts) instead of picked. Nothing here makes a figure; the checks still judge it.
 */

/** A word read at this confidence or above is not read again. */
const SURE = 0.9;

/** At most this many words read again on a page: a few seconds of OCR, never a page's worth. */
const MAX_REREADS = 48;

/** The crops' letters are enlarged to about this height: tesseract reads 30 to 40 px letters best. */
const LETTER_PIXELS = 50;

const AMOUNT_CHARACTERS = '$0123456789,.';
/** No list for a code: the LSTM reads "12c TT" worse held to a list than free. */
const CODE_CHARACTERS = '';

type Kind = 'amount' | 'code';

/** An amount OCR may have misread: digits with a point or comma or a "$", not an EIN or a date. */
function amountCandidate(word: Word): boolean {
  const { text } = word;
  if ((text.match(/\d/g) ?? []).length < 3) return false;
  if (!/[.,:;$]/.test(text) || /^\d{2,3}-\d/.test(text)) return false;
  return word.confidence < SURE || parseAmount(text) === undefined;
}

/**
 * The word OCR read as each box 12 label's code, however it read it: its neighbour on the label's
 * line (with the label, which is read again with it: a line of two words reads better than a
 * letter alone), or the first word under the label (a grid's "12a" over "S 5,995.95", read alone).
 */
function codeCandidates(words: readonly Word[]): Map<Word, Word | undefined> {
  const found = new Map<Word, Word | undefined>();
  const doubted = (word: Word) =>
    !/\d/.test(word.text) &&
    word.text.length <= 4 &&
    (word.confidence < SURE || !BOX_12_CODES.has(word.text));
  for (const label of words) {
    if (!BOX_12_LABEL.test(label.text)) continue;
    const unit = height(label);
    const reach = unit * 8;
    for (const word of words) {
      if (word === label || !sameLine(word, label) || !doubted(word)) continue;
      const gap = word.left >= label.right ? word.left - label.right : label.left - word.right;
      if (gap > reach) continue;
      // Its neighbour: a word with another between them is not this label's code.
      const between = words.some(
        (other) =>
          other !== word &&
          other !== label &&
          sameLine(other, label) &&
          Math.max(other.left, Math.min(word.left, label.left)) <
            Math.min(other.right, Math.max(word.right, label.right)),
      );
      if (!between) found.set(word, label);
    }
    const below = words
      .filter(
        (word) =>
          word.top > label.bottom &&
          word.top - label.bottom < unit * 2.5 &&
          word.left < label.right + unit &&
          word.right > label.left - unit,
      )
      .sort((a, b) => a.top - b.top || a.left - b.left)[0];
    if (below !== undefined && doubted(below) && !found.has(below)) found.set(below, undefined);
  }
  return found;
}

interface Raw {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
}

/** The words' box with a margin, not into their neighbours on the line, enlarged, as PNG. */
async function crop(
  raw: Raw,
  parts: readonly Word[],
  line: readonly Word[],
): Promise<Buffer | undefined> {
  const word = {
    left: Math.min(...parts.map((part) => part.left)),
    right: Math.max(...parts.map((part) => part.right)),
    top: Math.min(...parts.map((part) => part.top)),
    bottom: Math.max(...parts.map((part) => part.bottom)),
  };
  const unit = height(word);
  let left = word.left - unit * 0.6;
  let right = word.right + unit * 0.6;
  for (const other of line) {
    if (parts.includes(other)) continue;
    if (other.right <= word.left) left = Math.max(left, other.right + 1);
    if (other.left >= word.right) right = Math.min(right, other.left - 1);
  }
  const box = {
    left: Math.max(0, Math.floor(left)),
    top: Math.max(0, Math.floor(word.top - unit * 0.35)),
  };
  const width = Math.min(raw.width, Math.ceil(right)) - box.left;
  const cropHeight = Math.min(raw.height, Math.ceil(word.bottom + unit * 0.35)) - box.top;
  if (width < 4 || cropHeight < 4) return undefined;
  const scale = Math.min(3, Math.max(1, LETTER_PIXELS / Math.max(1, unit)));
  return (
    sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 1 } })
      .extract({ ...box, width, height: cropHeight })
      .resize({ width: Math.round(width * scale), kernel: 'lanczos3' })
      // Black on white: the JPEG's grey grain around a short word misleads the LSTM more than
      // the jagged edges of a threshold do ("TT" read "al;" grey, "TT" black on white).
      .normalise()
      .threshold(150)
      .extend({ top: 16, bottom: 16, left: 16, right: 16, background: '#ffffff' })
      .png({ compressionLevel: 1 })
      .toBuffer()
  );
}

/**
 * A whitelisted reading's amount as "1,234.56": its last point or comma is the decimal point,
 * the others separate thousands ("$98.068.06", a comma read as a point). Anything else as read.
 */
function usAmount(text: string): string {
  const match = /^(\$?)(\d{1,3}(?:[.,]\d{3})*)[.,](\d{2})$/.exec(text);
  if (match === null) return text;
  return `${match[1] ?? ''}${(match[2] ?? '').replaceAll('.', ',')}.${match[3] ?? ''}`;
}

/** The word after its second reading, or as it was. */
function settled(word: Word, kind: Kind, text: string, confidence: number): Word {
  if (kind === 'code') {
    if (!BOX_12_CODES.has(text)) return word;
    if (text === word.text) return { ...word, confidence: Math.max(word.confidence, confidence) };
    return { ...word, text, confidence };
  }
  const again = parseAmount(text);
  if (again === undefined) return word;
  const first = parseAmount(word.text.replace(/[)]$/, ''));
  if (first === undefined) return { ...word, text, confidence };
  if (first === again) return { ...word, confidence: Math.max(word.confidence, confidence) };
  return { ...word, text, confidence: Math.min(word.confidence, confidence) };
}

/** Reads again, alone, the amounts and box 12 codes of `words` (in the PNG's pixels) OCR doubted. */
export async function rereadDoubtful(
  engine: Tesseract.Worker,
  png: Buffer,
  words: readonly Word[],
): Promise<Word[]> {
  const codes = codeCandidates(words);
  const doubtful = new Map<Word, Kind>();
  for (const word of words) {
    if (doubtful.size >= MAX_REREADS) break;
    if (codes.has(word)) doubtful.set(word, 'code');
    else if (amountCandidate(word)) doubtful.set(word, 'amount');
  }
  if (doubtful.size === 0) return [...words];
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const raw = { data, width: info.width, height: info.height };
  const { PSM } = (await import('tesseract.js')).default;
  const replaced = new Map<Word, Word>();
  try {
    for (const kind of ['amount', 'code'] as const) {
      const chosen = [...doubtful].filter(([, of]) => of === kind).map(([word]) => word);
      if (chosen.length === 0) continue;
      await engine.setParameters({
        tessedit_pageseg_mode: PSM.SINGLE_LINE,
        tessedit_char_whitelist: kind === 'amount' ? AMOUNT_CHARACTERS : CODE_CHARACTERS,
      });
      for (const word of chosen) {
        const label = codes.get(word);
        const parts = label === undefined ? [word] : [label, word];
        // A code under its label is read alone: one word.
        const alone = kind === 'code' && label === undefined;
        const line = words.filter((other) => sameLine(other, word));
        const image = await crop(raw, parts, line);
        if (image === undefined) continue;
        const result = await engine.recognize(image, {}, { text: true, blocks: false });
        const read = result.data.text.trim();
        // The label and its code, two words ("12c TT"), the code on the side it was read on.
        const tokens = read.split(/\s+/);
        const codeFirst = label !== undefined && word.left < label.left;
        let text = '';
        if (kind === 'amount') text = usAmount(read.replace(/\s+/g, ''));
        else if (alone) text = tokens.length === 1 ? (tokens[0] ?? '') : '';
        else if (tokens.length === 2) text = (codeFirst ? tokens[0] : tokens[1]) ?? '';
        replaced.set(word, settled(word, kind, text, result.data.confidence / 100));
      }
    }
  } finally {
    await engine.setParameters({
      tessedit_pageseg_mode: PSM.SPARSE_TEXT,
      tessedit_char_whitelist: '',
    });
  }
  return words.map((word) => replaced.get(word) ?? word);
}

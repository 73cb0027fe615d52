/**
 * A word on a page, wherever it came from (a PDF's text layer or OCR), in page units with y growing
 * downwards. The layout reading (w2-layout.ts) needs nothing else.
 */
export interface Word {
  readonly text: string;
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  /** 0 to 1: the OCR engine's confidence in the word; 1 for a text layer. */
  readonly confidence: number;
}

interface Span {
  readonly top: number;
  readonly bottom: number;
}

export const height = (span: Span): number => span.bottom - span.top;
export const middle = (span: Span): number => (span.top + span.bottom) / 2;

/** Lower case letters and digits, apostrophes dropped ("Employer's" and "Employers" are one). */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/^[^a-z0-9$]+|[^a-z0-9]+$/g, '');
}

/** True when the two words share a line: their middles within half the smaller height. */
export function sameLine(a: Word, b: Word): boolean {
  return Math.abs(middle(a) - middle(b)) < Math.min(height(a), height(b)) * 0.5;
}

/**
 * The word that follows `word` on its line, if one starts within `maxGap` heights (the taller of
 * the two words') of its end.
 * Quadratic over a page's words, which are a few hundred.
 */
export function nextOnLine(words: readonly Word[], word: Word, maxGap: number): Word | undefined {
  let best: Word | undefined;
  for (const other of words) {
    if (other === word || !sameLine(word, other)) continue;
    const gap = other.left - word.right;
    // In the taller word's height: OCR's box of "sec." is its x-height, not the line's.
    const unit = Math.max(height(word), height(other));
    if (gap < -unit * 0.3 || gap > unit * maxGap) continue;
    if (other.left <= word.left) continue;
    if (best === undefined || other.left < best.left) best = other;
  }
  return best;
}

/** Splits a run of text (a PDF text item) into words, sharing its width by characters. */
export function splitRun(
  text: string,
  left: number,
  top: number,
  width: number,
  runHeight: number,
): Word[] {
  const characterWidth = text.length === 0 ? 0 : width / text.length;
  const words: Word[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    const start = left + match.index * characterWidth;
    words.push({
      text: match[0],
      left: start,
      right: start + match[0].length * characterWidth,
      top,
      bottom: top + runHeight,
      confidence: 1,
    });
  }
  return words;
}

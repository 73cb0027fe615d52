import { type Word, height, middle, nextOnLine, normalise, sameLine } from './words';

/*
 * Where a W-2's figures sit, found from the words of its pages alone. Each box is found by its
 * caption (the IRS form's words, as payroll providers print or abbreviate them), and its figure is
 * the amount in the box: on the caption's line after it (a provider's summary), or under it (the
 * form's grid). Every copy on the pages (B, C, 2, several a page) is read, and copies that
 * disagree make the figure unknown, never a pick.
 */

/**
 * The letters a caption starts with (spaces and punctuation dropped, so OCR's "a nd" or "Wages,tips"
 * still match): the fewest that tell the boxes apart.
 */
const CAPTIONS = {
  wages: ['wagestipsother'],
  withheld: ['federalincometax'],
  socialSecurityWages: ['socialsecuritywages'],
  socialSecurityTax: ['socialsecuritytax'],
  medicareWages: ['medicarewages'],
  medicareTax: ['medicaretax'],
  employer: ['employersname', 'employername'],
  title: ['wageandtaxstatement'],
  // The other boxes' captions: they bound the boxes above and win over a near miss ("Social
  // security tips" is two letters from "Social security tax"), never hold a figure we read.
  other: [
    'employeessocialsecurity',
    'employeridentification',
    'socialsecuritytips',
    'allocatedtips',
    'dependentcare',
    'nonqualifiedplans',
    'controlnumber',
    'employeesfirstname',
    'employeesname',
    'statewages',
    'stateincometax',
    'localwages',
    'localincometax',
    'statutoryemployee',
  ],
} as const;

type CaptionName = keyof typeof CAPTIONS;
export type FigureName =
  | 'wages'
  | 'withheld'
  | 'socialSecurityWages'
  | 'socialSecurityTax'
  | 'medicareWages'
  | 'medicareTax';
const FIGURES: readonly FigureName[] = [
  'wages',
  'withheld',
  'socialSecurityWages',
  'socialSecurityTax',
  'medicareWages',
  'medicareTax',
];

interface Caption {
  readonly name: CaptionName;
  readonly words: readonly Word[];
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  /** The caption's letter height, the unit every distance here is measured in. */
  readonly unit: number;
}

/** What the copies of a W-2 say for one figure or text. */
export type Found<T> =
  | { readonly kind: 'absent' }
  | { readonly kind: 'unparseable' }
  | { readonly kind: 'disagree' }
  | {
      readonly kind: 'read';
      readonly value: T;
      readonly confidence: number;
      readonly copies: number;
    };

export interface W2Layout {
  /** The page reads as a Form W-2 (its title, or "W-2" with a box 1 caption). */
  readonly isW2: boolean;
  /** A W-2c, or a form marked corrected: its columns are not the figures to file. */
  readonly corrected: boolean;
  readonly figures: Readonly<Record<FigureName, Found<number>>>;
  readonly employer: Found<string>;
  readonly taxYear: Found<number>;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Letters OCR may get wrong in a caption: one in eight. */
const allowance = (caption: string) => Math.floor(caption.length / 8);

const letters = (word: Word) => normalise(word.text).replace(/[^a-z0-9]/g, '');

/** How far the words from `start` on are from `caption`, allowing a letter more or less. */
function distanceFrom(text: string, caption: string): number {
  let best = Infinity;
  for (let length = caption.length - 1; length <= caption.length + 1; length += 1) {
    if (length > text.length) break;
    best = Math.min(best, editDistance(text.slice(0, length), caption));
  }
  return best;
}

function findCaptions(words: readonly Word[]): Caption[] {
  const next = new Map<Word, Word | undefined>(
    words.map((word) => [word, nextOnLine(words, word, 1.2)]),
  );
  const patterns = (Object.keys(CAPTIONS) as CaptionName[]).flatMap((name) =>
    CAPTIONS[name].map((caption) => ({ name, caption })),
  );
  const longest = Math.max(...patterns.map((pattern) => pattern.caption.length)) + 1;
  const captions: Caption[] = [];
  const used = new Set<Word>();
  for (const first of words) {
    if (used.has(first)) continue;
    // A box number OCR joined to its caption ("1Wages") is not part of it.
    const head = letters(first).replace(/^\d+/, '');
    if (!/^[a-z]/.test(head)) continue;
    const chain: Word[] = [first];
    let text = head;
    let current: Word | undefined = first;
    while (text.length < longest) {
      current = next.get(current);
      if (current === undefined || /\d/.test(current.text)) break;
      chain.push(current);
      text += letters(current);
    }
    let best: { name: CaptionName; caption: string; distance: number } | undefined;
    for (const pattern of patterns) {
      if (text.length < pattern.caption.length - 1) continue;
      const distance = distanceFrom(text, pattern.caption);
      if (distance > allowance(pattern.caption)) continue;
      if (best === undefined || distance < best.distance) best = { ...pattern, distance };
    }
    if (best === undefined) continue;
    // The words the caption's letters span, then the rest of it ("compensation", "withheld").
    const matched: Word[] = [];
    let covered = 0;
    for (const word of chain) {
      if (covered >= best.caption.length - 1) break;
      matched.push(word);
      covered += matched.length === 1 ? head.length : letters(word).length;
    }
    let last = matched.at(-1) ?? first;
    for (;;) {
      const following = next.get(last);
      if (following === undefined || /\d/.test(following.text) || used.has(following)) break;
      matched.push(following);
      last = following;
    }
    for (const word of matched) used.add(word);
    captions.push({
      name: best.name,
      words: matched,
      left: Math.min(...matched.map((word) => word.left)),
      top: Math.min(...matched.map((word) => word.top)),
      right: Math.max(...matched.map((word) => word.right)),
      bottom: Math.max(...matched.map((word) => word.bottom)),
      unit: Math.max(...matched.map(height)),
    });
  }
  return captions;
}

const AMOUNT = /^\$?((?:\d{1,3}(?:,\d{3})+)|\d+)\.(\d{2})$/;

/** "52,345.67" or "$52345.67" in cents; anything else (a misread digit, "52.345,67") is not. */
export function parseAmount(text: string): number | undefined {
  const match = AMOUNT.exec(text.trim());
  if (match === null) return undefined;
  const dollars = Number((match[1] ?? '').replaceAll(',', ''));
  const cents = Number(match[2]);
  const total = dollars * 100 + cents;
  return Number.isSafeInteger(total) ? total : undefined;
}

/** A word that could be a figure: digits in it and not a box number ("1", "12a"). */
const figureLike = (word: Word) => /\d/.test(word.text) && word.text.length >= 3;

/** Where the box of a caption ends on the right: the next caption on its line. */
function rowBound(caption: Caption, captions: readonly Caption[]): number {
  let bound = Infinity;
  for (const other of captions) {
    if (other === caption || other.left <= caption.right - caption.unit * 0.5) continue;
    if (Math.abs(middle(other) - middle(caption)) > caption.unit) continue;
    bound = Math.min(bound, other.left);
  }
  return bound;
}

/** How far under a caption its box goes: at most 4 caption heights, less when a caption is nearer. */
function floorBelow(caption: Caption, captions: readonly Caption[], right: number): number {
  let floor = caption.bottom + caption.unit * 4;
  for (const other of captions) {
    if (other === caption || other.top <= caption.bottom) continue;
    if (other.right < caption.left || other.left > right) continue;
    floor = Math.min(floor, other.top);
  }
  return floor;
}

type OneCopy<T> =
  | { readonly kind: 'absent' }
  | { readonly kind: 'unparseable' }
  | { readonly kind: 'read'; readonly value: T; readonly confidence: number };

function figureIn(
  caption: Caption,
  words: readonly Word[],
  captions: readonly Caption[],
): OneCopy<number> {
  const captionWords = new Set(captions.flatMap((each) => each.words));
  const bound = rowBound(caption, captions);
  const candidates = words.filter((word) => figureLike(word) && !captionWords.has(word));
  // On the caption's line, after it and before the next caption.
  const onLine = candidates
    .filter(
      (word) =>
        word.left >= caption.right &&
        word.right <= bound &&
        sameLine(word, caption.words.at(-1) ?? word),
    )
    .sort((a, b) => a.left - b.left)[0];
  // Under it, starting within the box (a figure right-aligned in a wide box included).
  const right = Math.min(bound, caption.right + caption.unit * 8);
  const floor = floorBelow(caption, captions, right);
  const below = candidates
    .filter(
      (word) =>
        middle(word) > caption.bottom &&
        word.top < floor &&
        word.right > caption.left - caption.unit * 2 &&
        word.left < right &&
        word.right <= bound + caption.unit,
    )
    .sort((a, b) => a.top - b.top)[0];
  const word = onLine ?? below;
  if (word === undefined) return { kind: 'absent' };
  const value = parseAmount(word.text);
  return value === undefined
    ? { kind: 'unparseable' }
    : { kind: 'read', value, confidence: word.confidence };
}

function employerIn(
  caption: Caption,
  words: readonly Word[],
  captions: readonly Caption[],
): OneCopy<string> {
  const captionWords = new Set(captions.flatMap((each) => each.words));
  const bound = rowBound(caption, captions);
  const inColumn = (word: Word) =>
    !captionWords.has(word) && word.left > caption.left - caption.unit * 2 && word.right <= bound;
  const first = words
    .filter(
      (word) =>
        inColumn(word) &&
        middle(word) > caption.bottom &&
        word.top < caption.bottom + caption.unit * 4 &&
        word.left < caption.left + caption.unit * 8,
    )
    .sort((a, b) => a.top - b.top || a.left - b.left)[0];
  if (first === undefined) return { kind: 'absent' };
  // The name's first line: from its leftmost word in the box, word after word.
  const start =
    words
      .filter((word) => inColumn(word) && sameLine(word, first) && word.left <= first.left)
      .sort((a, b) => a.left - b.left)[0] ?? first;
  const line: Word[] = [start];
  let current = start;
  for (;;) {
    const next = nextOnLine(words, current, 1.5);
    if (next === undefined || !inColumn(next)) break;
    line.push(next);
    current = next;
  }
  const name = line
    .map((word) => word.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/[A-Za-z]{2}/.test(name) || name.length > 200) return { kind: 'unparseable' };
  return {
    kind: 'read',
    value: name,
    confidence: Math.min(...line.map((word) => word.confidence)),
  };
}

const YEAR = /^(19|20)\d\d$/;

function yearBy(caption: Caption, words: readonly Word[]): OneCopy<number> {
  const reach = caption.unit * 25;
  const year = words
    .filter(
      (word) =>
        YEAR.test(word.text) &&
        word.bottom > caption.top - caption.unit * 1.5 &&
        word.top < caption.bottom + caption.unit * 1.5 &&
        word.left < caption.right + reach &&
        word.right > caption.left - reach,
    )
    .sort((a, b) => distanceAcross(a, caption) - distanceAcross(b, caption))[0];
  return year === undefined
    ? { kind: 'absent' }
    : { kind: 'read', value: Number(year.text), confidence: year.confidence };
}

const distanceAcross = (word: Word, caption: Caption) =>
  word.left >= caption.right ? word.left - caption.right : Math.max(0, caption.left - word.right);

/** Copies that agree give the figure; any two that differ make it unknown. */
function agree<T>(readings: readonly OneCopy<T>[]): Found<T> {
  const read = readings.filter((reading) => reading.kind === 'read');
  if (read.length === 0) {
    return readings.some((reading) => reading.kind === 'unparseable')
      ? { kind: 'unparseable' }
      : { kind: 'absent' };
  }
  const first = read[0];
  if (first === undefined || read.some((reading) => reading.value !== first.value)) {
    return { kind: 'disagree' };
  }
  return {
    kind: 'read',
    value: first.value,
    confidence: Math.min(...read.map((reading) => reading.confidence)),
    copies: read.length,
  };
}

/** Reads the W-2 boxes from the words of each page (at most a few pages: the caller bounds them). */
export function readW2Layout(pages: readonly (readonly Word[])[]): W2Layout {
  const perFigure = Object.fromEntries(
    FIGURES.map((name) => [name, [] as OneCopy<number>[]]),
  ) as Record<FigureName, OneCopy<number>[]>;
  const employers: OneCopy<string>[] = [];
  const years: OneCopy<number>[] = [];
  let titled = false;
  let formNamed = false;
  let corrected = false;
  let wagesCaptioned = false;
  for (const words of pages) {
    const captions = findCaptions(words);
    for (const word of words) {
      const text = normalise(word.text).replace(/[^a-z0-9]/g, '');
      if (text === 'w2' || text === 'formw2') formNamed = true;
      if (text === 'w2c' || text === 'corrected') corrected = true;
    }
    for (const caption of captions) {
      if (caption.name === 'title') {
        titled = true;
        years.push(yearBy(caption, words));
      } else if (caption.name === 'employer') {
        employers.push(employerIn(caption, words, captions));
      } else if (caption.name !== 'other') {
        if (caption.name === 'wages') wagesCaptioned = true;
        perFigure[caption.name].push(figureIn(caption, words, captions));
      }
    }
  }
  const figures = Object.fromEntries(
    FIGURES.map((name) => [name, agree(perFigure[name])]),
  ) as Record<FigureName, Found<number>>;
  return {
    isW2: titled || (formNamed && wagesCaptioned),
    corrected,
    figures,
    employer: agree(employers),
    taxYear: agree(years),
  };
}

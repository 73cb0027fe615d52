import { type Word, height, middle, nextOnLine, normalise, sameLine } from './words';

/*
 * Where a W-2's figures sit, found from the words of its pages alone (decision 160). Each box is
 * found by its caption, in the words the IRS prints and those payroll systems abbreviate it to
 * ("Fed. income tax withheld", "Soc. sec. wages"), wherever the caption sits; its figure is the
 * amount that belongs to the caption, looked for as a key-value reader does:
 * - on the caption's line after it (a table "Box / Description / Amount", a provider's summary,
 *   "Description (Box N)  Amount"), or before it (a statement with the amount first), between the
 *   captions next to it on that line;
 * - else under it, within its box (the IRS grid, a provider's four copies a page).
 * Box 12 is found by its "12a" to "12d" labels (a code and an amount beside or under each), boxes
 * 15 to 17 by the captions of 16 and 17 and the state's code on the figure's line. Every copy on
 * the pages is read, and copies that disagree make the figure unknown, never a pick.
 */

/**
 * The letters a caption starts with (spaces and punctuation dropped, so OCR's "a nd" or
 * "Wages,tips" still match), as the IRS prints it and as payroll systems abbreviate it. A caption
 * ending in "$" is the whole label ("Employer:"), not the start of one.
 */
const CAPTIONS = {
  wages: ['wagestipsother'],
  withheld: ['federalincometax', 'fedincometax', 'federaltaxwithheld'],
  socialSecurityWages: ['socialsecuritywages', 'socsecwages'],
  socialSecurityTax: ['socialsecuritytax', 'socsectax'],
  socialSecurityTips: ['socialsecuritytips', 'socsectips'],
  medicareWages: ['medicarewages'],
  medicareTax: ['medicaretax'],
  stateWages: ['statewages'],
  stateTax: ['stateincometax', 'stateinctax', 'statetax$'],
  employer: ['employersname', 'employername', 'employer$'],
  ein: ['employeridentification', 'employersidentification', 'employersfedid', 'employerid'],
  title: ['wageandtaxstatement'],
  // The other boxes' captions: they bound the boxes beside them and win over a near miss
  // ("Employee" is one letter from "Employer"), never hold a figure we read.
  other: [
    'employeessocialsecurity',
    'employeessn',
    'employee$',
    'employeesfirstname',
    'employeesname',
    'employeesaddress',
    'stateemployersstate',
    'stemployersstate',
    'employersstateid',
    'allocatedtips',
    'dependentcare',
    'nonqualifiedplans',
    'controlnumber',
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
  | 'socialSecurityTips'
  | 'medicareWages'
  | 'medicareTax';
const FIGURES: readonly FigureName[] = [
  'wages',
  'withheld',
  'socialSecurityWages',
  'socialSecurityTax',
  'socialSecurityTips',
  'medicareWages',
  'medicareTax',
];

/** Box 12's codes (the IRS's instructions for Form W-2), TA, TP, TS and TT from the 2026 form. */
export const BOX_12_CODES = new Set([
  ...'A B C D E F G H J K L M N P Q R S T V W Y Z'.split(' '),
  ...'AA BB DD EE FF GG HH II TA TP TS TT'.split(' '),
]);

/** The states' and territories' codes box 15 prints. */
const STATE_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ ' +
    'NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP'
  ).split(' '),
);

interface Region {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  /** The letter height, the unit every distance here is measured in. */
  readonly unit: number;
}

interface Caption extends Region {
  readonly name: CaptionName;
  readonly words: readonly Word[];
}

/** A box 12 label ("12a", "(Box 12b)"): its code and amount are beside or under it. */
interface Label extends Region {
  readonly word: Word;
  readonly letter: string;
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

export interface Box12Item {
  readonly code: string;
  readonly amount: number;
}

export interface StateItem {
  readonly code: string;
  readonly wages: number;
  readonly withheld: number;
}

export interface W2Layout {
  /** The page reads as a Form W-2 (its title, or "W-2" with a box 1 caption). */
  readonly isW2: boolean;
  /** A W-2c, or a form marked corrected: its columns are not the figures to file. */
  readonly corrected: boolean;
  readonly figures: Readonly<Record<FigureName, Found<number>>>;
  readonly employer: Found<string>;
  readonly ein: Found<string>;
  readonly taxYear: Found<number>;
  /** Box 12, by label (12a to 12d) or, without labels, as printed. */
  readonly box12: Found<readonly Box12Item[]>;
  /** Boxes 15 to 17, a line a state. */
  readonly states: Found<readonly StateItem[]>;
  /** Every amount on the pages read with at least SURE_AMOUNT confidence, in cents. */
  readonly amounts: readonly number[];
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

/** How far the words' letters are from `caption`, allowing a letter more or less. */
function distanceFrom(text: string, caption: string, whole: boolean): number {
  if (whole) return text.length > caption.length + 1 ? Infinity : editDistance(text, caption);
  let best = Infinity;
  for (let length = caption.length - 1; length <= caption.length + 1; length += 1) {
    if (length > text.length) break;
    best = Math.min(best, editDistance(text.slice(0, length), caption));
  }
  return best;
}

const regionOf = (words: readonly Word[]): Region => ({
  left: Math.min(...words.map((word) => word.left)),
  top: Math.min(...words.map((word) => word.top)),
  right: Math.max(...words.map((word) => word.right)),
  bottom: Math.max(...words.map((word) => word.bottom)),
  unit: Math.max(...words.map(height)),
});

/** A box's number standing alone ("1", "12a", "(Box 16)"'s "16)"): never a figure. */
const BOX_NUMBER = /^\(?(?:box)?\d{1,2}[a-d]?\)?[.:,]?$/i;

function findCaptions(words: readonly Word[]): Caption[] {
  const next = new Map<Word, Word | undefined>(
    // 1.6 heights: OCR's word boxes hug the letters, so the space between two words of a caption
    // ("Fed.  income", a small font on a scan) is wider than it is in a text layer's runs.
    words.map((word) => [word, nextOnLine(words, word, 1.6)]),
  );
  const patterns = (Object.keys(CAPTIONS) as CaptionName[]).flatMap((name) =>
    CAPTIONS[name].map((text) => ({
      name,
      caption: text.replace(/\$$/, ''),
      whole: text.endsWith('$'),
    })),
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
      const distance = distanceFrom(text, pattern.caption, pattern.whole);
      if (distance > allowance(pattern.caption)) continue;
      // The nearest caption, and of two as near the longer ("Employer ID" over "Employer").
      if (
        best === undefined ||
        distance < best.distance ||
        (distance === best.distance && pattern.caption.length > best.caption.length)
      ) {
        best = { ...pattern, distance };
      }
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
    // The box's number or letter before it ("1", "12a", "c") is part of it, never a figure.
    const number = words.find(
      (word) => next.get(word) === first && /^\(?(?:\d{1,2}[a-d]?|[a-f])\)?$/i.test(word.text),
    );
    if (number !== undefined && !used.has(number)) matched.unshift(number);
    for (const word of matched) used.add(word);
    captions.push({ name: best.name, words: matched, ...regionOf(matched) });
  }
  return captions;
}

/** A box 12 label: "12a" to "12d", alone or in "(Box 12a)"; OCR reads "12c" as "12¢" now and then. */
export const BOX_12_LABEL = /^\(?(?:box)?12([a-d¢])\)?[.:]?$/i;

function findLabels(words: readonly Word[]): Label[] {
  return words.flatMap((word) => {
    const match = BOX_12_LABEL.exec(word.text);
    return match === null
      ? []
      : [{ word, letter: (match[1] ?? '').toLowerCase().replace('¢', 'c'), ...regionOf([word]) }];
  });
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

/** A word that could be a figure: digits in it and not a box number ("1", "12a", "16)"). */
const figureLike = (word: Word) =>
  /\d/.test(word.text) && word.text.length >= 3 && !BOX_NUMBER.test(word.text);

/** Looks like an amount even misread: cents after a point, or a dollar sign. */
const amountLike = (word: Word) => /\d[.,]\d\d\)?$/.test(word.text) || word.text.startsWith('$');

/** The page's words sorted into what a caption, a label or a candidate figure is. */
interface Page {
  readonly words: readonly Word[];
  readonly captions: readonly Caption[];
  readonly labels: readonly Label[];
  /** Caption and label words: never a figure, and where a box ends. */
  readonly marks: ReadonlySet<Word>;
  /** Every caption and label as a region: what bounds a box on its line and below it. */
  readonly bounds: readonly Region[];
}

function pageOf(words: readonly Word[]): Page {
  const captions = findCaptions(words);
  const labels = findLabels(words);
  return {
    words,
    captions,
    labels,
    marks: new Set([...captions.flatMap((caption) => caption.words), ...labels.map((l) => l.word)]),
    bounds: [...captions, ...labels],
  };
}

/** Where a region's box ends on its line: the nearest caption or label on each side. */
function lineBounds(region: Region, page: Page): { left: number; right: number } {
  let left = -Infinity;
  let right = Infinity;
  for (const other of page.bounds) {
    if (other === region || Math.abs(middle(other) - middle(region)) > region.unit) continue;
    if (other.left >= region.right - region.unit * 0.5) right = Math.min(right, other.left);
    else if (other.right <= region.left + region.unit * 0.5) left = Math.max(left, other.right);
  }
  return { left, right };
}

/** How far under a region its box goes: at most 6 caption heights (two state lines), less when a
 * caption is nearer. */
function floorBelow(region: Region, page: Page, right: number): number {
  let floor = region.bottom + region.unit * 6;
  for (const other of page.bounds) {
    if (other === region || other.top <= region.bottom) continue;
    if (other.right < region.left || other.left > right) continue;
    floor = Math.min(floor, other.top);
  }
  return floor;
}

/** A caption's last word: the line its figure is on. */
const lastWord = (caption: Caption): Word => caption.words.at(-1) ?? (caption.words[0] as Word);

/** The words on a region's line between its neighbours, left of it and right of it. */
function onLine(region: Region, lineWord: Word, page: Page): { before: Word[]; after: Word[] } {
  const bounds = lineBounds(region, page);
  const line = page.words.filter(
    (word) =>
      !page.marks.has(word) &&
      sameLine(word, lineWord) &&
      word.left >= bounds.left - region.unit * 0.2 &&
      word.right <= bounds.right + region.unit * 0.2,
  );
  return {
    before: line
      .filter((word) => word.right <= region.left + region.unit * 0.2)
      .sort((a, b) => b.left - a.left),
    after: line
      .filter((word) => word.left >= region.right - region.unit * 0.2)
      .sort((a, b) => a.left - b.left),
  };
}

/** The words in a region's box under it: starting within the box, above the next caption. */
function under(region: Region, page: Page): Word[] {
  const bounds = lineBounds(region, page);
  const right = Math.min(bounds.right, region.right + region.unit * 8);
  const floor = floorBelow(region, page, right);
  return page.words
    .filter(
      (word) =>
        !page.marks.has(word) &&
        middle(word) > region.bottom &&
        word.top < floor &&
        word.right > region.left - region.unit * 2 &&
        word.left < right &&
        word.right <= bounds.right + region.unit,
    )
    .sort((a, b) => a.top - b.top || a.left - b.left);
}

type OneCopy<T> =
  | { readonly kind: 'absent' }
  | { readonly kind: 'unparseable' }
  | { readonly kind: 'read'; readonly value: T; readonly confidence: number };

const unparseable = { kind: 'unparseable' } as const;
const absent = { kind: 'absent' } as const;

function amountOf(word: Word): OneCopy<number> {
  const value = parseAmount(word.text);
  return value === undefined ? unparseable : { kind: 'read', value, confidence: word.confidence };
}

/**
 * The figure word of a caption: after it on its line, else before it (an amount first), else the
 * first under it when its line holds no figure at all. `all` gives every figure under it (state
 * lines).
 */
function figureWords(caption: Caption, page: Page): { words: Word[]; where: 'line' | 'under' } {
  const { before, after } = onLine(caption, lastWord(caption), page);
  const right = after.find(figureLike);
  if (right !== undefined) return { words: [right], where: 'line' };
  const left = before.find(figureLike);
  if (left !== undefined) return { words: amountLike(left) ? [left] : [], where: 'line' };
  return { words: under(caption, page).filter(figureLike), where: 'under' };
}

function figureIn(caption: Caption, page: Page, claimed: Set<Word>): OneCopy<number> {
  const { words, where } = figureWords(caption, page);
  const word = words[0];
  if (word === undefined) return where === 'line' ? unparseable : absent;
  claimed.add(word);
  return amountOf(word);
}

function employerIn(caption: Caption, page: Page): OneCopy<string> {
  const { right: bound } = lineBounds(caption, page);
  const inColumn = (word: Word) =>
    !page.marks.has(word) && word.left > caption.left - caption.unit * 2 && word.right <= bound;
  // "Employer:  Acme Widgets Inc" on the label's line, else the box's first line under it.
  const { after } = onLine(caption, lastWord(caption), page);
  // Beside only a label ending its line's key ("Employer:"): a grid's caption has its neighbour's
  // caption beside it, which OCR may not have recognised as one.
  const labelled = lastWord(caption).text.endsWith(':');
  const besideFirst = labelled
    ? after.find(
        (word) => word.left < caption.right + caption.unit * 20 && /[A-Za-z]/.test(word.text),
      )
    : undefined;
  const first =
    besideFirst ??
    page.words
      .filter(
        (word) =>
          inColumn(word) &&
          middle(word) > caption.bottom &&
          word.top < caption.bottom + caption.unit * 4 &&
          word.left < caption.left + caption.unit * 8,
      )
      .sort((a, b) => a.top - b.top || a.left - b.left)[0];
  if (first === undefined) return absent;
  // The name's first line: from its leftmost word in the box, word after word.
  const start =
    besideFirst ??
    page.words
      .filter((word) => inColumn(word) && sameLine(word, first) && word.left <= first.left)
      .sort((a, b) => a.left - b.left)[0] ??
    first;
  const line: Word[] = [start];
  let current = start;
  for (;;) {
    const next = nextOnLine(page.words, current, 1.5);
    if (next === undefined || page.marks.has(next) || next.right > bound) break;
    line.push(next);
    current = next;
  }
  const name = line
    .map((word) => word.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!/[A-Za-z]{2}/.test(name) || name.length > 200) return unparseable;
  return {
    kind: 'read',
    value: name,
    confidence: Math.min(...line.map((word) => word.confidence)),
  };
}

const EIN = /^\d{2}-\d{7}$/;

function einIn(caption: Caption, page: Page): OneCopy<string> {
  const { words } = figureWords(caption, page);
  const { after } = onLine(caption, lastWord(caption), page);
  const word = [...after, ...words].find((each) => /\d/.test(each.text));
  if (word === undefined) return absent;
  const text = word.text.replace(/[.,;:)]$/, '');
  return EIN.test(text) ? { kind: 'read', value: text, confidence: word.confidence } : unparseable;
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
    ? absent
    : { kind: 'read', value: Number(year.text), confidence: year.confidence };
}

const distanceAcross = (word: Word, region: Region) =>
  word.left >= region.right ? word.left - region.right : Math.max(0, region.left - word.right);

/** A box 12 label's code and amount: beside it on its line (either side), else under it. */
const codeOf = (word: Word) => word.text.replace(/[.,:;-]$/, '');

function box12In(label: Label, page: Page, claimed: ReadonlySet<Word>): OneCopy<Box12Item> {
  const line = onLine(label, label.word, page);
  const before = line.before.filter((word) => !claimed.has(word));
  const after = line.after.filter((word) => !claimed.has(word));
  const complete = (words: readonly Word[]) =>
    words.some(figureLike) && words.some((word) => BOX_12_CODES.has(codeOf(word)));
  // "12a D 3,705.82", "Code D (Box 12a) 3,705.82", "3,705.82 Code D (Box 12a)".
  let words = complete(after) ? after : [...before.reverse(), ...after];
  if (!words.some(figureLike)) {
    const below = under(label, page);
    const first = below[0];
    words = first === undefined ? [] : below.filter((word) => sameLine(word, first));
  }
  if (words.length === 0) return absent;
  const codes = words.filter((word) => BOX_12_CODES.has(codeOf(word)));
  const amounts = words.filter(figureLike);
  if (codes.length === 0 && amounts.length === 0) return absent;
  const [code] = codes;
  const [amountWord] = amounts;
  if (codes.length !== 1 || amounts.length !== 1 || code === undefined || amountWord === undefined)
    return unparseable;
  const amount = amountOf(amountWord);
  if (amount.kind !== 'read') return unparseable;
  return {
    kind: 'read',
    value: { code: codeOf(code), amount: amount.value },
    confidence: Math.min(code.confidence, amount.confidence),
  };
}

/** A state's code on a figure's line, the nearest (one before it preferred: box 15 is first). */
function stateCodeBy(figure: Word, page: Page): Word | undefined {
  const isCode = (word: Word) => STATE_CODES.has(stateCodeOf(word));
  return (
    page.words
      .filter((word) => isCode(word) && sameLine(word, figure))
      // "CO ID 689-1038": a code after a code is the state ID's label (Idaho's "ID"), not a state.
      .filter((word) => {
        const before = page.words.find((other) => nextOnLine(page.words, other, 3) === word);
        return before === undefined || !isCode(before);
      })
      .sort((a, b) => stateDistance(a, figure) - stateDistance(b, figure))[0]
  );
}

const stateCodeOf = (word: Word) => word.text.replace(/[.,:;)]$/, '').replace(/^\(/, '');

const stateDistance = (code: Word, figure: Word) =>
  code.right <= figure.left ? figure.left - code.right : (code.left - figure.right) * 2;

interface StateFigure {
  readonly code: string;
  readonly value: OneCopy<number>;
}

/** Box 16's or 17's figures with their states: one on the caption's line, or one a line under it. */
function stateFiguresIn(
  caption: Caption,
  page: Page,
  claimed: Set<Word>,
): StateFigure[] | 'unparseable' {
  const { words, where } = figureWords(caption, page);
  if (where === 'line' && words.length === 0) return 'unparseable';
  // Under the caption, a line a state: amounts only (the form's big year may sit under box 17).
  const figures = where === 'line' ? words.slice(0, 1) : words.filter(amountLike);
  const found: StateFigure[] = [];
  for (const figure of figures) {
    claimed.add(figure);
    const code = stateCodeBy(figure, page);
    if (code === undefined) return 'unparseable';
    found.push({
      code: stateCodeOf(code),
      value: amountOf(figure),
    });
  }
  return found;
}

/** An amount read this surely is a box printed on the page (checks.ts: every one is accounted for). */
const SURE_AMOUNT = 0.8;

/** OCR's confidence below which a copy's reading is outvoted by two or more that agree. */
const OUTVOTED_BELOW = 0.8;

/**
 * Copies that agree give the figure; two that differ make it unknown, unless two or more copies
 * agree and every other one OCR itself doubted (a blurred copy's "7,894.65" beside three
 * "7,594.65"). Copies read alike are as sure as the surest of them: the same misreading in two
 * places is rarer than either (decision 200).
 */
function agree<T>(
  readings: readonly OneCopy<T>[],
  same: (a: T, b: T) => boolean = Object.is,
): Found<T> {
  const read = readings.filter((reading) => reading.kind === 'read');
  if (read.length === 0) {
    return readings.some((reading) => reading.kind === 'unparseable') ? unparseable : absent;
  }
  const groups: (typeof read)[] = [];
  for (const reading of read) {
    const group = groups.find((members) =>
      same((members[0] as typeof reading).value, reading.value),
    );
    if (group === undefined) groups.push([reading]);
    else group.push(reading);
  }
  groups.sort((a, b) => b.length - a.length);
  const [winner, ...others] = groups;
  if (winner === undefined) return absent;
  const outvoted =
    winner.length >= 2 &&
    others.every(
      (group) =>
        group.length < winner.length &&
        group.every((reading) => reading.confidence < OUTVOTED_BELOW),
    );
  if (others.length > 0 && !outvoted) return { kind: 'disagree' };
  const confidences = winner.map((reading) => reading.confidence);
  return {
    kind: 'read',
    value: (winner[0] as (typeof winner)[number]).value,
    confidence: winner.length >= 2 ? Math.max(...confidences) : Math.min(...confidences),
    copies: winner.length,
  };
}

/** Box 12 from every copy's labels: a label's copies agree, an unreadable one makes it unknown. */
function box12Of(
  labels: readonly { letter: string; reading: OneCopy<Box12Item> }[],
): Found<readonly Box12Item[]> {
  const letters = [...new Set(labels.map((label) => label.letter))].sort();
  const items: Box12Item[] = [];
  let confidence = 1;
  let copies = Infinity;
  for (const letter of letters) {
    const readings = labels
      .filter((label) => label.letter === letter)
      .map((label) => label.reading);
    const found = agree(readings, (a, b) => a.code === b.code && a.amount === b.amount);
    if (found.kind === 'disagree' || found.kind === 'unparseable') return found;
    if (found.kind === 'absent') continue;
    items.push(found.value);
    // A code and amount read alike in two copies needs no more evidence (checks.ts).
    if (found.copies < 2) confidence = Math.min(confidence, found.confidence);
    copies = Math.min(copies, found.copies);
  }
  // One code twice with two amounts is two readings of one box.
  const codes = new Set(items.map((item) => item.code));
  if (codes.size !== items.length) return { kind: 'disagree' };
  return { kind: 'read', value: items, confidence, copies: Number.isFinite(copies) ? copies : 0 };
}

/** Boxes 15 to 17: each state's wages and tax, every copy agreeing, both read for each state. */
function statesOf(
  wages: readonly StateFigure[],
  taxes: readonly StateFigure[],
): Found<readonly StateItem[]> {
  const codes = [...new Set([...wages, ...taxes].map((figure) => figure.code))];
  const states: StateItem[] = [];
  let confidence = 1;
  let copies = Infinity;
  for (const code of codes) {
    const stateWages = agree(wages.filter((f) => f.code === code).map((f) => f.value));
    const stateTax = agree(taxes.filter((f) => f.code === code).map((f) => f.value));
    for (const found of [stateWages, stateTax]) {
      if (found.kind === 'disagree' || found.kind === 'unparseable') return found;
    }
    if (stateWages.kind !== 'read' || stateTax.kind !== 'read') return unparseable;
    states.push({ code, wages: stateWages.value, withheld: stateTax.value });
    confidence = Math.min(confidence, stateWages.confidence, stateTax.confidence);
    copies = Math.min(copies, stateWages.copies, stateTax.copies);
  }
  return { kind: 'read', value: states, confidence, copies: Number.isFinite(copies) ? copies : 0 };
}

/** Reads the W-2 boxes from the words of each page (at most a few pages: the caller bounds them). */
export function readW2Layout(pages: readonly (readonly Word[])[]): W2Layout {
  const perFigure = Object.fromEntries(
    FIGURES.map((name) => [name, [] as OneCopy<number>[]]),
  ) as Record<FigureName, OneCopy<number>[]>;
  const employers: OneCopy<string>[] = [];
  const eins: OneCopy<string>[] = [];
  const years: OneCopy<number>[] = [];
  const labels: { letter: string; reading: OneCopy<Box12Item> }[] = [];
  const stateWages: StateFigure[] = [];
  const stateTaxes: StateFigure[] = [];
  let statesUnparseable = false;
  let titled = false;
  let formNamed = false;
  let corrected = false;
  let wagesCaptioned = false;
  const amounts: number[] = [];
  for (const words of pages) {
    const page = pageOf(words);
    // The figure words captions took: a box 12 label beside them does not take them again.
    const claimed = new Set<Word>();
    for (const word of words) {
      const amount = parseAmount(word.text.replace(/\)$/, ''));
      if (amount !== undefined && word.confidence >= SURE_AMOUNT) amounts.push(amount);
      const text = normalise(word.text).replace(/[^a-z0-9]/g, '');
      if (text === 'w2' || text === 'formw2') formNamed = true;
      if (text === 'w2c' || text === 'corrected') corrected = true;
    }
    for (const caption of page.captions) {
      switch (caption.name) {
        case 'title':
          titled = true;
          years.push(yearBy(caption, words));
          break;
        case 'employer':
          employers.push(employerIn(caption, page));
          break;
        case 'ein':
          eins.push(einIn(caption, page));
          break;
        case 'stateWages':
        case 'stateTax': {
          const found = stateFiguresIn(caption, page, claimed);
          if (found === 'unparseable') statesUnparseable = true;
          else (caption.name === 'stateWages' ? stateWages : stateTaxes).push(...found);
          break;
        }
        case 'other':
          break;
        default:
          if (caption.name === 'wages') wagesCaptioned = true;
          perFigure[caption.name].push(figureIn(caption, page, claimed));
      }
    }
    for (const label of page.labels)
      labels.push({ letter: label.letter, reading: box12In(label, page, claimed) });
  }
  const figures = Object.fromEntries(
    FIGURES.map((name) => [name, agree(perFigure[name])]),
  ) as Record<FigureName, Found<number>>;
  return {
    isW2: titled || (formNamed && wagesCaptioned),
    corrected,
    figures,
    employer: agree(employers),
    ein: agree(eins),
    taxYear: agree(years),
    box12: box12Of(labels),
    states: statesUnparseable ? unparseable : statesOf(stateWages, stateTaxes),
    amounts,
  };
}

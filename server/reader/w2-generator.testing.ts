import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { degrade, renderPdfPage } from './photos.testing';

/*
 * W-2s of the layouts clients bring, each with its truth, made from a seed: the same seed makes
 * the same W-2 on every run. Six families (docs/documents.md): the IRS grid (one to four copies a
 * page), a payroll provider's page of four copies B, C, 2, 2 with its abbreviated captions, a
 * provider's summary (a label left of its amount), and an employer's own statement as a table
 * "Box / Description / Amount", as "Description (Box N) / Amount", or with the amount first.
 * Variants by seed: captions as the IRS prints them or as payroll systems abbreviate them, "$" or
 * not, thousands separators or not, row order, fonts, years 2024 to 2026 (box 12 codes TP, TT, TS
 * and TA on the 2026 form), box 12 and zero to two state lines. The figures agree with themselves
 * as an employer's payroll makes them. Then made into scans and phone photos (degradeW2).
 * Tests tune on seed 1 (TUNING_SEED); bench/reader.mjs measures other seeds.
 */

export const FAMILIES = [
  'irs-grid',
  'payroll-four',
  'payroll-summary',
  'statement-box-column',
  'statement-box-after',
  'statement-amount-first',
] as const;
export type Family = (typeof FAMILIES)[number];

export const MEDIA = ['pdf', 'scan', 'photo'] as const;
export type Medium = (typeof MEDIA)[number];

/** The seed the tests are tuned on; the benchmark's held-out documents use others. */
export const TUNING_SEED = 1;

export interface Box12Entry {
  readonly code: string;
  readonly amount: number;
}

export interface StateLine {
  readonly code: string;
  readonly stateId: string;
  readonly wages: number;
  readonly withheld: number;
}

/** A W-2's truth, in cents. */
export interface W2Truth {
  readonly taxYear: number;
  readonly employer: string;
  readonly ein: string;
  readonly wages: number;
  readonly withheld: number;
  readonly socialSecurityWages: number;
  readonly socialSecurityTax: number;
  readonly medicareWages: number;
  readonly medicareTax: number;
  readonly socialSecurityTips: number;
  readonly box12: readonly Box12Entry[];
  readonly states: readonly StateLine[];
}

export interface GeneratedW2 {
  readonly seed: number;
  readonly family: Family;
  readonly truth: W2Truth;
  /** What varied, for a report: "4 copies, payroll captions, $". */
  readonly variant: string;
  readonly pdf: Uint8Array;
}

/** A seeded generator (mulberry32). */
export function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
const between = (random: Random, low: number, high: number) =>
  Math.round(low + random() * (high - low));
function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

const WAGE_BASE: Readonly<Record<number, number>> = {
  2024: 16_860_000,
  2025: 17_610_000,
  2026: 18_450_000,
};

const EMPLOYERS = [
  'Acme Widgets Inc',
  'Northwind Traders LLC',
  'Blue Harbor Dental Group',
  'Riverside Medical Center',
  'Summit Logistics Corp',
  'Green Valley School District',
  'Maple Street Bakery',
  'Pioneer Software Co',
  'Lakeside Hotel Partners',
  'Crescent Auto Repair',
  'Golden Gate Landscaping',
  'Harbor Point Restaurant',
];

const STATES = ['IL', 'CA', 'NY', 'GA', 'OH', 'NJ', 'MA', 'VA', 'PA', 'MI', 'AZ', 'CO'];

/** Box 4: 6.2% of boxes 3 and 7. Box 6: 1.45% of box 5, 0.9% more above $200,000. */
export function payrollTaxesOf(
  socialSecurityWages: number,
  socialSecurityTips: number,
  medicareWages: number,
): { socialSecurityTax: number; medicareTax: number } {
  return {
    socialSecurityTax: Math.round(((socialSecurityWages + socialSecurityTips) * 62) / 1000),
    medicareTax:
      Math.round((medicareWages * 145) / 10_000) +
      Math.round((Math.max(0, medicareWages - 20_000_000) * 90) / 10_000),
  };
}

/** Elective deferrals: in boxes 3 and 5, not in box 1. */
export const DEFERRAL_CODES = ['D', 'E', 'F', 'G', 'S'];

/** The W-2's figures from a seed: payroll arithmetic as an employer's system does it. */
export function truthOf(seed: number): W2Truth {
  const random = randomOf(seed * 7919 + 17);
  const taxYear = pick(random, [2024, 2025, 2026]);
  const high = random() < 0.15;
  // Gross pay, less section 125 (out of every box), less deferrals (out of box 1 only).
  const gross = high
    ? between(random, 19_000_000, 32_000_000)
    : between(random, 900_000, 12_000_000);
  const section125 = random() < 0.5 ? between(random, 20_000, 300_000) : 0;
  const tipped = random() < 0.25;
  const socialSecurityTips = tipped ? between(random, 50_000, 900_000) : 0;
  const medicareWages = gross - section125 + socialSecurityTips;
  const box12: Box12Entry[] = [];
  const deferral = random() < 0.6 ? pick(random, ['D', 'D', 'D', 'E', 'G', 'S']) : undefined;
  let deferred = 0;
  if (deferral !== undefined) {
    deferred = Math.min(between(random, 50_000, 2_300_000), Math.round(gross * 0.2));
    box12.push({ code: deferral, amount: deferred });
  }
  if (random() < 0.7) box12.push({ code: 'DD', amount: between(random, 200_000, 2_400_000) });
  if (random() < 0.25) box12.push({ code: 'W', amount: between(random, 25_000, 400_000) });
  if (random() < 0.2) box12.push({ code: 'C', amount: between(random, 1_000, 90_000) });
  if (random() < 0.15) box12.push({ code: 'AA', amount: between(random, 50_000, 900_000) });
  if (taxYear === 2026) {
    if (tipped) box12.push({ code: 'TP', amount: socialSecurityTips });
    if (random() < 0.5) box12.push({ code: 'TT', amount: between(random, 30_000, 1_200_000) });
    if (random() < 0.2) box12.push({ code: 'TS', amount: between(random, 10_000, 200_000) });
    if (random() < 0.2) box12.push({ code: 'TA', amount: between(random, 10_000, 100_000) });
  }
  const wages = medicareWages - deferred;
  const socialSecurityWages = Math.min(
    medicareWages - socialSecurityTips,
    (WAGE_BASE[taxYear] ?? 0) - socialSecurityTips,
  );
  const { socialSecurityTax, medicareTax } = payrollTaxesOf(
    socialSecurityWages,
    socialSecurityTips,
    medicareWages,
  );
  const withheld = Math.round(wages * (0.04 + random() * 0.16));
  const stateCount = random() < 0.15 ? 0 : random() < 0.8 ? 1 : 2;
  const codes = shuffled(random, STATES).slice(0, stateCount);
  const states: StateLine[] = [];
  let left = wages;
  codes.forEach((code, index) => {
    const stateWages =
      index === codes.length - 1 ? left : Math.round(wages * (0.3 + random() * 0.4));
    left -= stateWages;
    states.push({
      code,
      stateId: `${between(random, 100, 999)}-${between(random, 1000, 9999)}`,
      wages: stateWages,
      withheld: Math.round(stateWages * (0.02 + random() * 0.05)),
    });
  });
  return {
    taxYear,
    employer: pick(random, EMPLOYERS),
    ein: `${between(random, 10, 98)}-${between(random, 1_000_000, 9_999_999)}`,
    wages,
    withheld,
    socialSecurityWages,
    socialSecurityTax,
    medicareWages,
    medicareTax,
    socialSecurityTips,
    box12: box12.slice(0, 4),
    states,
  };
}

/** How a W-2's words are printed: IRS captions or a payroll system's, "$", separators, font. */
interface Style {
  readonly payrollCaptions: boolean;
  readonly dollar: boolean;
  readonly separators: boolean;
  readonly font: StandardFonts;
  readonly bold: StandardFonts;
}

/** "21,697.38", "$21,697.38" or "21697.38". */
export function formatAmount(cents: number, style: Pick<Style, 'dollar' | 'separators'>): string {
  const whole = Math.floor(cents / 100);
  const dollars = style.separators ? whole.toLocaleString('en-US') : String(whole);
  return `${style.dollar ? '$' : ''}${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/** Each box's caption as the IRS prints it, and as payroll systems abbreviate it. */
const CAPTIONS: Readonly<Record<string, readonly [string, string]>> = {
  a: ["Employee's social security number", 'Employee SSN'],
  b: ['Employer identification number (EIN)', "Employer's FED ID number"],
  c: ["Employer's name, address, and ZIP code", "Employer's name, address, ZIP"],
  d: ['Control number', 'Control number'],
  e: ["Employee's first name and initial   Last name", "Employee's name"],
  '1': ['Wages, tips, other compensation', 'Wages, tips, other comp.'],
  '2': ['Federal income tax withheld', 'Fed. income tax withheld'],
  '3': ['Social security wages', 'Soc. sec. wages'],
  '4': ['Social security tax withheld', 'Soc. sec. tax withheld'],
  '5': ['Medicare wages and tips', 'Medicare wages & tips'],
  '6': ['Medicare tax withheld', 'Medicare tax withheld'],
  '7': ['Social security tips', 'Soc. sec. tips'],
  '8': ['Allocated tips', 'Allocated tips'],
  '10': ['Dependent care benefits', 'Dependent care benefits'],
  '11': ['Nonqualified plans', 'Nonqualified plans'],
  '15': ["State   Employer's state ID number", "St.   Employer's state ID no."],
  '16': ['State wages, tips, etc.', 'State wages, tips, etc.'],
  '17': ['State income tax', 'State income tax'],
  '18': ['Local wages, tips, etc.', 'Local wages, tips, etc.'],
  '19': ['Local income tax', 'Local income tax'],
};
const caption = (box: string, style: Style) =>
  (CAPTIONS[box] ?? ['', ''])[style.payrollCaptions ? 1 : 0];

const COPY_LINES = [
  "Copy B-To Be Filed With Employee's FEDERAL Tax Return.",
  "Copy C-For EMPLOYEE'S RECORDS.",
  "Copy 2-To Be Filed With Employee's State, City, or Local Income Tax Return.",
  "Copy 2-To Be Filed With Employee's State, City, or Local Income Tax Return.",
];

interface Pen {
  readonly page: PDFPage;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly style: Style;
}

function write(pen: Pen, text: string, x: number, y: number, size: number, bold = false): void {
  pen.page.drawText(text, { x, y, size, font: bold ? pen.bold : pen.regular, color: rgb(0, 0, 0) });
}

/** A caption's size, made smaller when it would run past its box (a wide font, a small copy). */
function fitted(pen: Pen, text: string, size: number, width: number): number {
  return size * Math.min(1, (width - 4) / pen.regular.widthOfTextAtSize(text, size));
}

function writeRight(pen: Pen, text: string, right: number, y: number, size: number): void {
  write(pen, text, right - pen.regular.widthOfTextAtSize(text, size), y, size);
}

function frame(pen: Pen, x: number, y: number, width: number, height: number, line: number): void {
  pen.page.drawRectangle({
    x,
    y: y - height,
    width,
    height,
    borderColor: rgb(0, 0, 0),
    borderWidth: line,
  });
}

/** One copy in the IRS grid, its top left at (left, top); scale 1 is 560 points wide. */
function drawGrid(
  pen: Pen,
  w2: W2Truth,
  copyLine: string,
  left: number,
  top: number,
  scale: number,
) {
  const width = 560 * scale;
  const row = 30 * scale;
  // Copies printed small keep print a person can read: captions of 5 points, figures of 8.
  const label = Math.max(6.5 * scale, 5);
  const value = Math.max(9 * scale, 8);
  const half = width * 0.45;
  const column = (width - half) / 2;
  const amount = (cents: number) => formatAmount(cents, pen.style);
  const box = (
    x: number,
    y: number,
    w: number,
    box: string | undefined,
    text: string,
    figure?: string,
  ) => {
    frame(pen, x, y, w, row, 0.6 * scale);
    const captionText = box === undefined ? text : `${box} ${text}`;
    write(
      pen,
      captionText,
      x + 2 * scale,
      y - label - 1 * scale,
      fitted(pen, captionText, label, w - 2 * scale),
    );
    if (figure !== undefined) write(pen, figure, x + 6 * scale, y - row + 7 * scale, value);
  };
  const numbered = (x: number, y: number, w: number, n: string, figure?: string) =>
    box(x, y, w, n, caption(n, pen.style), figure);
  let y = top;
  numbered(left, y, half, 'a', 'XXX-XX-1234');
  frame(pen, left + half, y, width - half, row, 0.6 * scale);
  write(pen, 'OMB No. 1545-0008', left + half + 4 * scale, y - 12 * scale, label);
  y -= row;
  numbered(left, y, half, 'b', w2.ein);
  numbered(left + half, y, column, '1', amount(w2.wages));
  numbered(left + half + column, y, column, '2', amount(w2.withheld));
  y -= row;
  frame(pen, left, y, half, row * 3, 0.6 * scale);
  write(pen, `c ${caption('c', pen.style)}`, left + 2 * scale, y - label - 1 * scale, label);
  write(pen, w2.employer, left + 6 * scale, y - 19 * scale, value);
  write(pen, '100 Main Street', left + 6 * scale, y - 31 * scale, value);
  write(pen, 'Springfield, IL 62701', left + 6 * scale, y - 43 * scale, value);
  numbered(left + half, y, column, '3', amount(w2.socialSecurityWages));
  numbered(left + half + column, y, column, '4', amount(w2.socialSecurityTax));
  y -= row;
  numbered(left + half, y, column, '5', amount(w2.medicareWages));
  numbered(left + half + column, y, column, '6', amount(w2.medicareTax));
  y -= row;
  numbered(
    left + half,
    y,
    column,
    '7',
    w2.socialSecurityTips > 0 ? amount(w2.socialSecurityTips) : undefined,
  );
  numbered(left + half + column, y, column, '8');
  y -= row;
  numbered(left, y, half, 'd');
  box(left + half, y, column, '9', '');
  numbered(left + half + column, y, column, '10');
  y -= row;
  numbered(left, y, half, 'e', 'Maria Lopez');
  numbered(left + half, y, column, '11');
  const twelve = ['12a', '12b', '12c', '12d'];
  const entry = (index: number) => {
    const found = w2.box12[index];
    return found === undefined ? undefined : `${found.code}   ${amount(found.amount)}`;
  };
  box(left + half + column, y, column, '12a', 'See instructions for box 12', entry(0));
  y -= row;
  frame(pen, left, y, half, row * 3, 0.6 * scale);
  write(pen, "f Employee's address and ZIP code", left + 2 * scale, y - label - 1 * scale, label);
  write(pen, '42 Elm Road, Springfield, IL 62704', left + 6 * scale, y - 19 * scale, value);
  box(left + half, y, column, '13', 'Statutory employee   Retirement plan');
  box(left + half + column, y, column, twelve[1], '', entry(1));
  y -= row;
  box(left + half, y, column, '14', 'Other');
  box(left + half + column, y, column, twelve[2], '', entry(2));
  y -= row;
  box(left + half, y, column, undefined, '');
  box(left + half + column, y, column, twelve[3], '', entry(3));
  y -= row;
  // Boxes 15 to 19: one line a state, two at most.
  const stateRow = row * 1.6;
  // Box 15 widest, as on the form; 18 and 19 (local taxes) narrow.
  const shares = [0.3, 0.24, 0.2, 0.13, 0.13];
  const starts = shares.map((_, index) =>
    shares.slice(0, index).reduce((sum, share) => sum + share * width, left),
  );
  const columns = ['15', '16', '17', '18', '19'];
  columns.forEach((n, index) => {
    const start = starts[index] ?? left;
    frame(pen, start, y, (shares[index] ?? 0) * width, stateRow, 0.6 * scale);
    const text = index < 3 ? `${n} ${caption(n, pen.style)}` : n;
    const size = fitted(pen, text, label, (shares[index] ?? 0) * width - 2 * scale);
    write(pen, text, start + 2 * scale, y - label - 1 * scale, size);
  });
  w2.states.forEach((state, index) => {
    const lineY = y - label - 3 - value - index * value * 1.5;
    write(pen, `${state.code}   ${state.stateId}`, left + 6 * scale, lineY, value);
    write(pen, amount(state.wages), (starts[1] ?? left) + 6 * scale, lineY, value);
    write(pen, amount(state.withheld), (starts[2] ?? left) + 6 * scale, lineY, value);
  });
  y -= stateRow + 4 * scale;
  write(pen, 'Form', left, y - 14 * scale, 8 * scale);
  write(pen, 'W-2', left + 20 * scale, y - 16 * scale, 20 * scale, true);
  write(pen, 'Wage and Tax Statement', left + 70 * scale, y - 14 * scale, 12 * scale, true);
  write(pen, String(w2.taxYear), left + 250 * scale, y - 18 * scale, 22 * scale, true);
  write(
    pen,
    'Department of the Treasury - Internal Revenue Service',
    left + 330 * scale,
    y - 12 * scale,
    label,
  );
  write(pen, copyLine, left, y - 30 * scale, 7.5 * scale, true);
}

/** A grid copy's height at scale 1. */
const GRID_HEIGHT = 30 * 11 + 48 + 40;

/** A payroll provider's copy: a compact two-column grid, captions over figures, its title on top. */
function drawPayrollCopy(pen: Pen, w2: W2Truth, copyLine: string, left: number, top: number) {
  const width = 282;
  const label = 5.5;
  const value = 8;
  const row = 21;
  const amount = (cents: number) => formatAmount(cents, pen.style);
  write(pen, `${w2.taxYear}   W-2   Wage and Tax Statement`, left, top - 9, 9, true);
  write(pen, copyLine.slice(0, 60), left, top - 19, label);
  let y = top - 24;
  const cell = (x: number, w: number, text: string, figure?: string) => {
    frame(pen, x, y, w, row, 0.4);
    write(pen, text, x + 2, y - label - 1, fitted(pen, text, label, w - 2));
    if (figure !== undefined) write(pen, figure, x + 4, y - row + 5, value);
  };
  const pair = (a: string, av: string | undefined, b: string, bv: string | undefined) => {
    cell(left, width / 2, `${a} ${caption(a, pen.style)}`, av);
    cell(left + width / 2, width / 2, `${b} ${caption(b, pen.style)}`, bv);
    y -= row;
  };
  cell(left, width, `c ${caption('c', pen.style)}`);
  write(pen, w2.employer, left + 4, y - row + 5, value);
  y -= row;
  cell(left, width / 2, `b ${caption('b', pen.style)}`, w2.ein);
  cell(left + width / 2, width / 2, 'd Control number', '0001');
  y -= row;
  pair('1', amount(w2.wages), '2', amount(w2.withheld));
  pair('3', amount(w2.socialSecurityWages), '4', amount(w2.socialSecurityTax));
  pair('5', amount(w2.medicareWages), '6', amount(w2.medicareTax));
  pair('7', w2.socialSecurityTips > 0 ? amount(w2.socialSecurityTips) : undefined, '8', undefined);
  const entry = (index: number) => {
    const found = w2.box12[index];
    return found === undefined ? undefined : `${found.code}   ${amount(found.amount)}`;
  };
  cell(left, width / 2, '12a See instructions for box 12', entry(0));
  cell(left + width / 2, width / 2, '12b', entry(1));
  y -= row;
  cell(left, width / 2, '12c', entry(2));
  cell(left + width / 2, width / 2, '12d', entry(3));
  y -= row;
  const third = width / 3;
  const stateRow = row + Math.max(0, w2.states.length - 1) * value * 1.4;
  (['15', '16', '17'] as const).forEach((n, index) => {
    frame(pen, left + third * index, y, third, stateRow, 0.4);
    const text = `${n} ${caption(n, pen.style)}`;
    write(pen, text, left + third * index + 2, y - label - 1, fitted(pen, text, label, third - 2));
  });
  w2.states.forEach((state, index) => {
    const lineY = y - label - 3 - value - index * value * 1.4;
    write(pen, `${state.code} ${state.stateId}`, left + 4, lineY, value);
    write(pen, amount(state.wages), left + third + 4, lineY, value);
    write(pen, amount(state.withheld), left + third * 2 + 4, lineY, value);
  });
  y -= stateRow;
  write(pen, "Employee's name: Maria Lopez", left, y - 10, 6.5);
}

interface Row {
  readonly box: string;
  readonly description: string;
  readonly cents: number;
}

/** The rows of an employer's statement, each box's description in IRS or payroll words. */
function statementRows(w2: W2Truth, style: Style, random: Random): Row[] {
  const rows: Row[] = [
    { box: '1', description: caption('1', style), cents: w2.wages },
    { box: '2', description: caption('2', style), cents: w2.withheld },
    { box: '3', description: caption('3', style), cents: w2.socialSecurityWages },
    { box: '4', description: caption('4', style), cents: w2.socialSecurityTax },
    { box: '5', description: caption('5', style), cents: w2.medicareWages },
    { box: '6', description: caption('6', style), cents: w2.medicareTax },
  ];
  if (w2.socialSecurityTips > 0)
    rows.push({ box: '7', description: caption('7', style), cents: w2.socialSecurityTips });
  w2.box12.forEach((entry, index) =>
    rows.push({
      box: `12${'abcd'[index]}`,
      description: `Code ${entry.code}`,
      cents: entry.amount,
    }),
  );
  for (const state of w2.states) {
    rows.push({
      box: '16',
      description: `${caption('16', style)} ${state.code}`,
      cents: state.wages,
    });
    rows.push({
      box: '17',
      description: `${caption('17', style)} ${state.code}`,
      cents: state.withheld,
    });
  }
  // Boxes 1 to 6 in order or not; the rest after them or among them.
  return random() < 0.5 ? shuffled(random, rows) : rows;
}

type StatementKind = 'statement-box-column' | 'statement-box-after' | 'statement-amount-first';

/** An employer's own one-copy statement: a heading, the employer, then a table of boxes. */
function drawStatement(pen: Pen, w2: W2Truth, kind: StatementKind, random: Random) {
  const size = 10;
  write(pen, `${w2.taxYear} Form W-2 Wage and Tax Statement`, 50, 740, 15, true);
  write(pen, 'Employee copy, keep for your records', 50, 722, 9);
  write(pen, 'Employer:', 50, 694, size);
  write(pen, w2.employer, 130, 694, size);
  write(pen, 'Employer ID (EIN):', 330, 694, size);
  write(pen, w2.ein, 340 + pen.regular.widthOfTextAtSize('Employer ID (EIN):', size), 694, size);
  write(pen, 'Employee:', 50, 678, size);
  write(pen, 'Maria Lopez', 130, 678, size);
  const rows = statementRows(w2, pen.style, random);
  let y = 640;
  const amount = (cents: number) => formatAmount(cents, pen.style);
  if (kind === 'statement-box-column') {
    write(pen, 'Box', 50, y, size, true);
    write(pen, 'Description', 100, y, size, true);
    writeRight(pen, 'Amount', 520, y, size);
    y -= 20;
    for (const row of rows) {
      write(pen, row.box, 50, y, size);
      write(pen, row.description, 100, y, size);
      writeRight(pen, amount(row.cents), 520, y, size);
      y -= 17;
    }
  } else if (kind === 'statement-box-after') {
    write(pen, 'Description', 50, y, size, true);
    writeRight(pen, 'Amount', 520, y, size);
    y -= 20;
    for (const row of rows) {
      write(pen, `${row.description} (Box ${row.box})`, 50, y, size);
      writeRight(pen, amount(row.cents), 520, y, size);
      y -= 17;
    }
  } else {
    write(pen, 'Amount', 50, y, size, true);
    write(pen, 'Description', 170, y, size, true);
    y -= 20;
    for (const row of rows) {
      writeRight(pen, amount(row.cents), 140, y, size);
      write(pen, `${row.description} (Box ${row.box})`, 170, y, size);
      y -= 17;
    }
  }
  for (const state of w2.states) {
    write(pen, `State ${state.code} employer state ID ${state.stateId}`, 50, y - 14, 9);
    y -= 14;
  }
}

/** A provider's summary: "Box 1 Wages, tips, other comp. ....... 21,697.38", two copies a page. */
function drawSummary(pen: Pen, w2: W2Truth, copyLine: string, top: number) {
  const size = 9.5;
  const amount = (cents: number) => formatAmount(cents, pen.style);
  write(pen, `${w2.taxYear} W-2 Wage and Tax Statement`, 50, top, 13, true);
  write(pen, copyLine, 50, top - 15, 8);
  write(pen, "Employer's name and address", 50, top - 36, 7.5);
  write(pen, w2.employer, 50, top - 49, size);
  write(pen, '100 Main Street, Springfield, IL 62701', 50, top - 61, size);
  write(pen, 'Employer ID number (EIN)', 330, top - 36, 7.5);
  write(pen, w2.ein, 330, top - 49, size);
  let y = top - 84;
  const rows: [string, number][] = [
    ['1', w2.wages],
    ['2', w2.withheld],
    ['3', w2.socialSecurityWages],
    ['4', w2.socialSecurityTax],
    ['5', w2.medicareWages],
    ['6', w2.medicareTax],
  ];
  if (w2.socialSecurityTips > 0) rows.push(['7', w2.socialSecurityTips]);
  for (const [box, cents] of rows) {
    write(pen, `${box} ${caption(box, pen.style)}`, 50, y, size);
    writeRight(pen, amount(cents), 300, y, size);
    y -= 14;
  }
  let right = top - 84;
  w2.box12.forEach((entry, index) => {
    write(pen, `12${'abcd'[index]}`, 330, right, size);
    write(pen, entry.code, 360, right, size);
    writeRight(pen, amount(entry.amount), 540, right, size);
    right -= 14;
  });
  y = Math.min(y, right) - 8;
  for (const state of w2.states) {
    write(pen, `15 State ${state.code}  ID ${state.stateId}`, 50, y, size);
    write(pen, '16 State wages', 220, y, size);
    writeRight(pen, amount(state.wages), 380, y, size);
    write(pen, '17 State tax', 400, y, size);
    writeRight(pen, amount(state.withheld), 540, y, size);
    y -= 14;
  }
}

/** One W-2 of a family from a seed, as a text PDF, with its truth (the seed's, or one given). */
export async function generateW2(
  family: Family,
  seed: number,
  truth: W2Truth = truthOf(seed),
): Promise<GeneratedW2> {
  const random = randomOf(seed * 104_729 + FAMILIES.indexOf(family));
  const fontPair = pick(random, [
    [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
    [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
    [StandardFonts.Courier, StandardFonts.CourierBold],
  ] as const);
  const style: Style = {
    payrollCaptions: family === 'payroll-four' || random() < 0.5,
    dollar: family.startsWith('statement') ? random() < 0.7 : random() < 0.3,
    separators: random() < 0.85,
    font: fontPair[0],
    bold: fontPair[1],
  };
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  const pen: Pen = {
    page,
    regular: await document.embedFont(style.font),
    bold: await document.embedFont(style.bold),
    style,
  };
  let copies = 1;
  if (family === 'irs-grid') {
    copies = between(random, 1, 4);
    if (copies <= 2) {
      const scale = copies === 1 ? 1 : 0.9;
      for (let index = 0; index < copies; index += 1)
        drawGrid(
          pen,
          truth,
          COPY_LINES[index] ?? '',
          26,
          770 - index * (GRID_HEIGHT * scale + 8),
          scale,
        );
    } else {
      for (let index = 0; index < copies; index += 1) {
        const left = 12 + (index % 2) * 300;
        const top = 780 - Math.floor(index / 2) * 392;
        drawGrid(pen, truth, COPY_LINES[index] ?? '', left, top, 0.52);
      }
    }
  } else if (family === 'payroll-four') {
    copies = 4;
    for (let index = 0; index < 4; index += 1) {
      drawPayrollCopy(
        pen,
        truth,
        COPY_LINES[index] ?? '',
        16 + (index % 2) * 298,
        776 - Math.floor(index / 2) * 392,
      );
    }
  } else if (family === 'payroll-summary') {
    copies = 2;
    drawSummary(pen, truth, COPY_LINES[1] ?? '', 750);
    drawSummary(pen, truth, COPY_LINES[2] ?? '', 370);
  } else {
    drawStatement(pen, truth, family, random);
  }
  const variant = [
    `${copies} ${copies === 1 ? 'copy' : 'copies'}`,
    style.payrollCaptions ? 'payroll captions' : 'IRS captions',
    style.dollar ? '$' : 'no $',
    style.separators ? '1,234.56' : '1234.56',
    String(truth.taxYear),
  ].join(', ');
  return { seed, family, truth, variant, pdf: await document.save() };
}

/** A degraded copy: a flatbed scan, or a phone photo of up to 12 MP. */
export async function degradeW2(
  pdf: Uint8Array,
  medium: 'scan' | 'photo',
  seed: number,
): Promise<Buffer> {
  const random = randomOf(seed * 31 + (medium === 'scan' ? 1 : 2));
  const skew = (random() * 2 - 1) * 5;
  if (medium === 'scan') {
    const page = await renderPdfPage(pdf, 300);
    return degrade(
      page,
      {
        turn: Math.round(skew * 0.3 * 10) / 10,
        noise: between(random, 3, 7),
        blur: 0.3 + random() * 0.4,
        jpegQuality: between(random, 60, 80),
      },
      seed,
    );
  }
  const page = await renderPdfPage(pdf, 300);
  // A portrait photo of the page on a table: 3000 x 4000 is 12 MP.
  return degrade(
    page,
    {
      frame: { width: 3000, height: 4000 },
      turn: Math.round(skew * 10) / 10,
      noise: between(random, 4, 9),
      blur: 0.5 + random() * 0.7,
      jpegQuality: between(random, 60, 80),
    },
    seed,
  );
}

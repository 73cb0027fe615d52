import type { PDFFont } from 'pdf-lib';
import type { SigningCopy } from '../../app/copy/en/signing';
import { formatTime } from '../../app/time';
import { inPdfWorker } from './pdf-worker';

/**
 * The signed Form 8879 (docs/review-and-sign.md; IRS Publication 1345): the 8879 exactly as sent,
 * with one more page, "Electronic signature record": the case reference, each signer's typed name
 * (and the drawing when given), the date and time in UTC and in the office's zone, the IP address
 * and browser, the identity checks and their results, the consent sentences as shown, and the
 * SHA-256 of the return and the 8879 as reviewed. Written in the case's language (its catalogue).
 */

export interface RecordSigner {
  readonly role: 'taxpayer' | 'spouse';
  readonly typedName: string;
  /** The drawn signature (server/signing/drawn-signature.ts, checked); null when none. */
  readonly drawing: Uint8Array | null;
}

export interface SignatureRecord {
  readonly reference: string;
  readonly taxYear: number;
  readonly signers: readonly RecordSigner[];
  readonly signedAt: Date;
  /** OFFICE_TIME_ZONE (an IANA name the settings checked). */
  readonly officeTimeZone: string;
  readonly clientAddress: string;
  readonly userAgent: string;
  /** The identity checks made, each as a sentence of the catalogue, all passed to get here. */
  readonly checks: readonly string[];
  /** The consent sentences, as the form showed them (the catalogue's, in the case's language). */
  readonly consents: readonly string[];
  readonly returnSha256: string;
  readonly formSha256: string;
}

/** At most this much of the browser's name goes on the page (the agreement's record keeps 512). */
const USER_AGENT_MAX = 512;

/** Letter, with 0.75 inch margins. */
const PAGE: [number, number] = [612, 792];
const MARGIN = 54;
const WIDTH = PAGE[0] - 2 * MARGIN;
/**
 * pdf-lib, loaded when a form is first signed: a server that never signs never holds it (about
 * 5 MiB; BENCHMARKS.md, memory).
 */
const pdfLib = () => import('pdf-lib');

/** "2026-11-26 18:04:05 UTC". */
export function utcTime(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/**
 * Text as a standard font can write it (WinAnsi: English, Spanish and the other Latin-1 letters):
 * anything else is written as its code point, [U+4E2D], so the record never loses a character
 * silently and never fails on a name.
 */
function encodable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    out += known.has(code) ? char : `[U+${code.toString(16).toUpperCase().padStart(4, '0')}]`;
  }
  return out;
}

/** The lines `text` takes at `size` within `width`, broken at spaces (or inside a long word). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line !== '') lines.push(line);
  return lines;
}

interface TextOptions {
  readonly size?: number;
  readonly font?: FontName;
  readonly indent?: number;
  readonly grey?: boolean;
}

type FontName = 'regular' | 'bold' | 'mono';

/**
 * What the record's pages are made of, laid out here and drawn by the worker (STAMP_SOURCE): a new
 * page, a line of text, or a drawn signature.
 */
type Mark =
  | { readonly kind: 'page' }
  | {
      readonly kind: 'text';
      readonly text: string;
      readonly x: number;
      readonly y: number;
      readonly size: number;
      readonly font: FontName;
      readonly grey: boolean;
    }
  | {
      readonly kind: 'image';
      readonly png: Uint8Array;
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
    };

/** The standard fonts' metrics, for the layout: from a document of pdf-lib's never written. */
let metrics: Promise<Record<FontName, PDFFont>> | undefined;
function fontMetrics(): Promise<Record<FontName, PDFFont>> {
  metrics ??= (async () => {
    const { PDFDocument, StandardFonts } = await pdfLib();
    const doc = await PDFDocument.create({ updateMetadata: false });
    return {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
      mono: await doc.embedFont(StandardFonts.Courier),
    };
  })();
  return metrics;
}

/** A PNG's size, from its header (IHDR: the drawing was checked, ./drawn-signature.ts). */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Lays the record out top-down, with a new page when one is full. */
class Writer {
  readonly marks: Mark[] = [{ kind: 'page' }];
  private y = PAGE[1] - MARGIN;

  constructor(private readonly fonts: Record<FontName, PDFFont>) {}

  private room(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.marks.push({ kind: 'page' });
    this.y = PAGE[1] - MARGIN;
  }

  text(text: string, options: TextOptions = {}): void {
    const { size = 10, font = 'regular', indent = 0, grey = false } = options;
    const face = this.fonts[font];
    for (const line of wrap(face, encodable(face, text), size, WIDTH - indent)) {
      this.room(size * 1.4);
      this.y -= size * 1.4;
      this.marks.push({
        kind: 'text',
        text: line,
        x: MARGIN + indent,
        y: this.y,
        size,
        font,
        grey,
      });
    }
  }

  /** "Label: value", the label bold. */
  field(label: string, value: string, indent = 0): void {
    this.text(`${label}:`, { font: 'bold', indent });
    this.text(value, { indent: indent + 12 });
  }

  gap(points = 8): void {
    this.y -= points;
  }

  image(png: Uint8Array, indent: number): void {
    const size = pngSize(png);
    const scale = Math.min(1, 220 / size.width, 70 / size.height);
    const width = size.width * scale;
    const height = size.height * scale;
    this.room(height + 4);
    this.y -= height + 4;
    this.marks.push({ kind: 'image', png, x: MARGIN + indent, y: this.y, width, height });
  }
}

/** Longest the form is given to take its record page before signing fails. */
const STAMP_DEADLINE_MS = 30_000;

// The form and its record, in the worker (./pdf-worker.ts): the form is parsed, the record's marks
// drawn on pages added after its own, and the whole written, off the server's event loop.
const STAMP_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { form, marks, pageSize } = workerData;
(async () => {
  const { PDFDocument, StandardFonts, rgb } = require('pdf-lib');
  const doc = await PDFDocument.load(form, { updateMetadata: false });
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  const ink = rgb(0, 0, 0);
  const grey = rgb(0.35, 0.35, 0.35);
  let page;
  for (const mark of marks) {
    if (mark.kind === 'page') page = doc.addPage(pageSize);
    else if (mark.kind === 'text') {
      const { text, x, y, size } = mark;
      page.drawText(text, { x, y, size, font: fonts[mark.font], color: mark.grey ? grey : ink });
    } else {
      const { x, y, width, height } = mark;
      page.drawImage(await doc.embedPng(mark.png), { x, y, width, height });
    }
  }
  const bytes = await doc.save({ updateFieldAppearances: false });
  parentPort.postMessage({ ok: true, bytes }, [bytes.buffer]);
})().catch((error) => parentPort.postMessage({ ok: false, why: String(error) }));
`;

type Stamped =
  { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly why: string };

/**
 * The Form 8879 as sent, with the "Electronic signature record" page after it: laid out here (a
 * page or two of lines, measured with the fonts' metrics: a few milliseconds), and drawn on the
 * form, whatever its size, in a worker thread (decision 249). Throws when the form cannot take it.
 */
export async function signedForm(
  form: Uint8Array,
  record: SignatureRecord,
  words: SigningCopy['record'],
): Promise<Uint8Array> {
  const marks = recordMarks(new Writer(await fontMetrics()), record, words);
  const stamped = await inPdfWorker<Stamped>(
    STAMP_SOURCE,
    { form, marks, pageSize: PAGE },
    { deadlineMs: STAMP_DEADLINE_MS, failed: (why) => ({ ok: false, why }) },
  );
  if (!stamped.ok) throw new Error(`signing: the record page was not added: ${stamped.why}`);
  return stamped.bytes;
}

/** The "Electronic signature record", laid out. */
function recordMarks(
  write: Writer,
  record: SignatureRecord,
  words: SigningCopy['record'],
): readonly Mark[] {
  write.text(words.title, { size: 16, font: 'bold' });
  write.text(words.intro, { size: 9, grey: true });
  write.gap();
  write.field(words.caseReference, record.reference);
  write.field(words.taxYear, String(record.taxYear));
  write.field(words.method, words.methodText);
  write.gap();
  for (const signer of record.signers) {
    write.text(signer.role === 'taxpayer' ? words.taxpayer : words.spouse, {
      size: 12,
      font: 'bold',
    });
    write.field(words.typedName, signer.typedName, 12);
    if (signer.drawing === null) {
      write.field(words.drawnSignature, words.noDrawing, 12);
    } else {
      write.text(`${words.drawnSignature}:`, { font: 'bold', indent: 12 });
      write.image(signer.drawing, 24);
    }
    write.gap(4);
  }
  write.gap();
  write.field(words.signedUtc, utcTime(record.signedAt));
  write.field(
    words.signedOffice(record.officeTimeZone),
    formatTime(record.signedAt, record.officeTimeZone, 'staff'),
  );
  write.field(words.ipAddress, record.clientAddress);
  write.field(words.browser, record.userAgent.slice(0, USER_AGENT_MAX));
  write.gap();
  write.text(`${words.checks}:`, { font: 'bold' });
  for (const check of record.checks) write.text(`${check}: ${words.passed}`, { indent: 12 });
  write.gap();
  write.text(`${words.consents}:`, { font: 'bold' });
  for (const consent of record.consents) write.text(`[X] ${consent}`, { indent: 12 });
  write.gap();
  write.text(`${words.hashes}:`, { font: 'bold' });
  write.text(`${words.returnHash}:`, { indent: 12 });
  write.text(record.returnSha256, { font: 'mono', size: 9, indent: 24 });
  write.text(`${words.formHash}:`, { indent: 12 });
  write.text(record.formSha256, { font: 'mono', size: 9, indent: 24 });
  return write.marks;
}

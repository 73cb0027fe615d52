import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import type { SigningCopy } from '../../app/copy/en/signing';
import { formatTime } from '../../app/time';

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
  readonly font?: 'regular' | 'bold' | 'mono';
  readonly indent?: number;
  readonly grey?: boolean;
}

/** Writes top-down on the record's page, with a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y = PAGE[1] - MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont; mono: PDFFont },
    private readonly colours: { ink: Color; grey: Color },
  ) {
    this.page = doc.addPage(PAGE);
  }

  private room(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  text(text: string, options: TextOptions = {}): void {
    const { size = 10, font = 'regular', indent = 0, grey = false } = options;
    const face = this.fonts[font];
    for (const line of wrap(face, encodable(face, text), size, WIDTH - indent)) {
      this.room(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y,
        size,
        font: face,
        color: grey ? this.colours.grey : this.colours.ink,
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

  async image(png: Uint8Array, indent: number): Promise<void> {
    const image = await this.doc.embedPng(png);
    const scale = Math.min(1, 220 / image.width, 70 / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    this.room(height + 4);
    this.y -= height + 4;
    this.page.drawImage(image, { x: MARGIN + indent, y: this.y, width, height });
  }
}

/** The Form 8879 as sent, with the "Electronic signature record" page after it. */
export async function signedForm(
  form: Uint8Array,
  record: SignatureRecord,
  words: SigningCopy['record'],
): Promise<Uint8Array> {
  const { PDFDocument, rgb, StandardFonts } = await pdfLib();
  const doc = await PDFDocument.load(form, { updateMetadata: false });
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  const write = new Writer(doc, fonts, { ink: rgb(0, 0, 0), grey: rgb(0.35, 0.35, 0.35) });
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
      await write.image(signer.drawing, 24);
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
  return doc.save({ updateFieldAppearances: false });
}

/** Whether pdf-lib can open the file and add a page to it: checked when staff send the 8879. */
export async function canAddPages(pdf: Uint8Array): Promise<boolean> {
  try {
    const { PDFDocument } = await pdfLib();
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}

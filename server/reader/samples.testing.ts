import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/*
 * W-2s made by the tests, in the layouts people bring: the standard box grid a payroll provider
 * prints (one copy a page), four copies on one page (B, C, 2, 2), and a provider's summary with
 * "Copy C" and "Copy 2" labels and each figure on its label's line. Nothing here is tuned to the
 * reader: the boxes carry the IRS form's own words.
 */

export interface SampleW2 {
  readonly taxYear: number;
  readonly employer: string;
  /** Box 1, in cents. */
  readonly wages: number;
  /** Box 2, in cents. */
  readonly withheld: number;
  /** Box 3, in cents. */
  readonly socialSecurityWages: number;
  /** Box 5, in cents. */
  readonly medicareWages: number;
  readonly employee?: string;
  /** Box 4 as printed, when not the rate times box 3 (a misprint the reader must catch). */
  readonly socialSecurityTax?: number;
}

export type SampleLayout = 'grid' | 'four-up' | 'summary';

/** Box 4 and box 6 as an employer figures them: 6.2%, and 1.45% plus 0.9% over $200,000. */
export function payrollTaxes(w2: SampleW2): { socialSecurityTax: number; medicareTax: number } {
  return {
    socialSecurityTax: w2.socialSecurityTax ?? Math.round((w2.socialSecurityWages * 62) / 1000),
    medicareTax:
      Math.round((w2.medicareWages * 145) / 10000) +
      Math.round((Math.max(0, w2.medicareWages - 20_000_000) * 90) / 10000),
  };
}

export const SAMPLE_W2: SampleW2 = {
  taxYear: 2025,
  employer: 'Acme Widgets Inc',
  wages: 5_234_567,
  withheld: 612_345,
  socialSecurityWages: 5_500_000,
  medicareWages: 5_500_000,
};

/** "52,345.67": how a W-2 prints cents. */
export function printedAmount(cents: number): string {
  const dollars = Math.floor(cents / 100).toLocaleString('en-US');
  return `${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

/** Draws one copy in the standard grid, its top left at (left, top), `scale` 1 = a half page. */
function drawGridCopy(
  page: PDFPage,
  fonts: Fonts,
  w2: SampleW2,
  copyLine: string,
  left: number,
  top: number,
  scale: number,
): void {
  const width = 560 * scale;
  const rowHeight = 30 * scale;
  const label = 6.5 * scale;
  const value = 9.5 * scale;
  const half = width * 0.45;
  const column = (width - half) / 2;
  const { socialSecurityTax, medicareTax } = payrollTaxes(w2);
  const line = (x: number, y: number, w: number, h: number) =>
    page.drawRectangle({
      x,
      y: y - h,
      width: w,
      height: h,
      borderColor: rgb(0, 0, 0),
      borderWidth: 0.6 * scale,
    });
  const text = (s: string, x: number, y: number, size: number, font = fonts.regular) =>
    page.drawText(s, { x, y, size, font, color: rgb(0, 0, 0) });
  const box = (x: number, y: number, w: number, caption: string, figure?: string) => {
    line(x, y, w, rowHeight);
    text(caption, x + 2 * scale, y - label - 1 * scale, label);
    if (figure !== undefined) text(figure, x + 6 * scale, y - rowHeight + 7 * scale, value);
  };

  let y = top;
  box(left, y, half, "a Employee's social security number", 'XXX-XX-1234');
  line(left + half, y, width - half, rowHeight);
  text('OMB No. 1545-0008', left + half + 4 * scale, y - 12 * scale, label);
  y -= rowHeight;
  box(left, y, half, 'b Employer identification number (EIN)', '12-3456789');
  box(left + half, y, column, '1 Wages, tips, other compensation', printedAmount(w2.wages));
  box(left + half + column, y, column, '2 Federal income tax withheld', printedAmount(w2.withheld));
  y -= rowHeight;
  // Box c: three rows tall, the employer's name on its first line.
  line(left, y, half, rowHeight * 3);
  text("c Employer's name, address, and ZIP code", left + 2 * scale, y - label - 1 * scale, label);
  text(w2.employer, left + 6 * scale, y - 19 * scale, value);
  text('100 Main Street', left + 6 * scale, y - 31 * scale, value);
  text('Springfield, IL 62701', left + 6 * scale, y - 43 * scale, value);
  box(left + half, y, column, '3 Social security wages', printedAmount(w2.socialSecurityWages));
  box(
    left + half + column,
    y,
    column,
    '4 Social security tax withheld',
    printedAmount(socialSecurityTax),
  );
  y -= rowHeight;
  box(left + half, y, column, '5 Medicare wages and tips', printedAmount(w2.medicareWages));
  box(left + half + column, y, column, '6 Medicare tax withheld', printedAmount(medicareTax));
  y -= rowHeight;
  box(left + half, y, column, '7 Social security tips');
  box(left + half + column, y, column, '8 Allocated tips');
  y -= rowHeight;
  box(left, y, half, 'd Control number');
  box(left + half, y, column, '9');
  box(left + half + column, y, column, '10 Dependent care benefits');
  y -= rowHeight;
  box(
    left,
    y,
    half,
    "e Employee's first name and initial   Last name",
    w2.employee ?? 'Maria Lopez',
  );
  box(left + half, y, column, '11 Nonqualified plans');
  box(left + half + column, y, column, '12a See instructions for box 12');
  y -= rowHeight;
  box(left, y, width * 0.2, "15 State  Employer's state ID number", 'IL 1234567');
  box(left + width * 0.2, y, width * 0.2, '16 State wages, tips, etc.', printedAmount(w2.wages));
  box(
    left + width * 0.4,
    y,
    width * 0.2,
    '17 State income tax',
    printedAmount(Math.round(w2.wages * 0.0495)),
  );
  box(left + width * 0.6, y, width * 0.2, '18 Local wages, tips, etc.');
  box(left + width * 0.8, y, width * 0.2, '19 Local income tax');
  y -= rowHeight + 4 * scale;
  text('Form', left, y - 14 * scale, 8 * scale);
  text('W-2', left + 20 * scale, y - 16 * scale, 20 * scale, fonts.bold);
  text('Wage and Tax Statement', left + 70 * scale, y - 14 * scale, 12 * scale, fonts.bold);
  text(String(w2.taxYear), left + 250 * scale, y - 18 * scale, 22 * scale, fonts.bold);
  text(
    'Department of the Treasury - Internal Revenue Service',
    left + 330 * scale,
    y - 12 * scale,
    label,
  );
  text(copyLine, left, y - 30 * scale, 7.5 * scale, fonts.bold);
}

/** A provider's summary: a title, the employer, then "1 Wages, tips, other comp.  52,345.67". */
function drawSummaryCopy(
  page: PDFPage,
  fonts: Fonts,
  w2: SampleW2,
  copyLine: string,
  top: number,
): void {
  const { socialSecurityTax, medicareTax } = payrollTaxes(w2);
  const text = (s: string, x: number, y: number, size: number, font = fonts.regular) =>
    page.drawText(s, { x, y, size, font, color: rgb(0, 0, 0) });
  text(`${w2.taxYear} W-2 Wage and Tax Statement`, 50, top, 14, fonts.bold);
  text(copyLine, 50, top - 18, 9);
  text('Employer name and address', 50, top - 44, 8);
  text(w2.employer, 50, top - 58, 11);
  text('100 Main Street, Springfield, IL 62701', 50, top - 72, 10);
  text('Employer ID (EIN) 12-3456789', 330, top - 58, 10);
  const rows: [string, number][] = [
    ['1 Wages, tips, other comp.', w2.wages],
    ['2 Federal income tax withheld', w2.withheld],
    ['3 Social security wages', w2.socialSecurityWages],
    ['4 Social security tax withheld', socialSecurityTax],
    ['5 Medicare wages and tips', w2.medicareWages],
    ['6 Medicare tax withheld', medicareTax],
  ];
  let y = top - 104;
  for (const [caption, cents] of rows) {
    text(caption, 50, y, 10);
    const figure = printedAmount(cents);
    text(figure, 330 - fonts.regular.widthOfTextAtSize(figure, 10), y, 10);
    y -= 18;
  }
  text(`Employee: ${w2.employee ?? 'Maria Lopez'}   SSN XXX-XX-1234`, 50, y - 10, 10);
}

/** A W-2 as a PDF with a text layer, in one of the layouts. */
export async function samplePdf(w2: SampleW2, layout: SampleLayout): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  if (layout === 'grid') {
    const page = document.addPage([612, 792]);
    drawGridCopy(
      page,
      fonts,
      w2,
      "Copy B-To Be Filed With Employee's FEDERAL Tax Return.",
      26,
      760,
      1,
    );
  } else if (layout === 'four-up') {
    const page = document.addPage([612, 792]);
    const copies = [
      "Copy B-To Be Filed With Employee's FEDERAL Tax Return.",
      "Copy C-For EMPLOYEE'S RECORDS.",
      "Copy 2-To Be Filed With Employee's State, City, or Local Income Tax Return.",
      "Copy 2-To Be Filed With Employee's State, City, or Local Income Tax Return.",
    ];
    copies.forEach((copy, index) => {
      const left = 12 + (index % 2) * 300;
      const top = 780 - Math.floor(index / 2) * 392;
      drawGridCopy(page, fonts, w2, copy, left, top, 0.52);
    });
  } else {
    const page = document.addPage([612, 792]);
    drawSummaryCopy(page, fonts, w2, "Copy C-For EMPLOYEE'S RECORDS", 740);
    drawSummaryCopy(
      page,
      fonts,
      w2,
      "Copy 2-To Be Filed With Employee's State, City, or Local Income Tax Return",
      360,
    );
  }
  return document.save();
}

/** A letter of plain text pages: a document that is not a W-2 (pay stubs mention wages too). */
export async function samplePlainPdf(lines: readonly string[], pages = 1): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index += 1) {
    const page = document.addPage([612, 792]);
    lines.forEach((line, row) => page.drawText(line, { x: 50, y: 740 - row * 16, size: 11, font }));
  }
  return document.save();
}

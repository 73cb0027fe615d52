import type { PDFFont } from 'pdf-lib';
import type { CasePageCopy } from '../../app/copy/en/case';
import type { FeeItem } from '../../app/fees';
import { formatCents } from '../../app/money';
import type { Payment } from './store';

/**
 * "Download receipt" (decision 181): one page in the case's language with the firm's name, the
 * case reference, our fee (its items under a price list) and the payments not voided. pdf-lib
 * loads with the first receipt, as with signing (server/signing/record.ts).
 */
export interface ReceiptFacts {
  readonly siteName: string;
  readonly reference: string;
  readonly text: CasePageCopy;
  /** The case's fee in cents, when known. */
  readonly feeCents: number | undefined;
  /** A price list's items of that fee; undefined under the income table or a fee typed by staff. */
  readonly items: readonly FeeItem[] | undefined;
  readonly payments: readonly Payment[];
  /** A day as the page writes it: "November 29, 2026". */
  readonly day: (isoDay: string) => string;
}

/** Text as a standard font writes it (WinAnsi); anything else as its code point. */
function encodable(font: PDFFont, text: string): string {
  const chars = [...text].map((char) => {
    try {
      font.encodeText(char);
      return char;
    } catch {
      return `[U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}]`;
    }
  });
  return chars.join('');
}

export async function receiptPdf(facts: ReceiptFacts): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const text = facts.text.payment.pdf;
  let y = 738;
  const line = (words: string, options: { size?: number; font?: PDFFont; x?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    page.drawText(encodable(font, words), { x: options.x ?? 54, y, size, font });
    y -= size + 8;
  };
  const kept = facts.payments.filter((payment) => payment.voided === null);
  const paidCents = kept.reduce((sum, payment) => sum + payment.amountCents, 0);
  line(facts.siteName, { size: 18, font: bold });
  line(text.title, { size: 14, font: bold });
  line(`${text.reference}: ${facts.reference}`);
  y -= 8;
  if (facts.feeCents !== undefined) {
    line(`${text.fee}: ${formatCents(facts.feeCents)}`, { font: bold });
    for (const item of facts.items ?? []) {
      line(`${facts.text.fees.items[item.form]}: ${formatCents(item.price * 100)}`, { x: 72 });
    }
    y -= 8;
  }
  line(text.payments, { font: bold });
  for (const payment of kept) {
    line(
      text.paid(
        formatCents(payment.amountCents),
        text.methods[payment.method],
        facts.day(payment.paidOn),
      ),
      { x: 72 },
    );
  }
  line(`${text.totalPaid}: ${formatCents(paidCents)}`);
  if (facts.feeCents !== undefined && facts.feeCents > paidCents) {
    line(`${text.due}: ${formatCents(facts.feeCents - paidCents)}`);
  }
  doc.setTitle(`${facts.siteName} ${text.title} ${facts.reference}`);
  return doc.save();
}

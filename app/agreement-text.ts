import type { Copy } from '~/copy/en';
import {
  FEE_TIERS,
  feeCharged,
  type FeeSchedule,
  feeForIncome,
  INCOME_TABLE,
  netRefund,
  type PriceList,
  priceListLines,
} from '~/fees';
import { formatUsd, formatUsdWhole } from '~/money';
import { TERMS_VERSION } from '~/site/legal';

/**
 * The user agreement as a visitor reads it, every word in order: the terms, then the fee table
 * (from the fee module the calculator uses, decision 002) and the rule that caps the fee at the
 * refund with an example worked by that module; or, under a price list (decision 180), the price
 * list, that the fee is owed whatever the refund and that direct deposit costs nothing. One source for the page that shows it
 * (app/components/Terms.tsx renders this) and for its version (agreement-version.server.ts hashes
 * its lines), so the version a visitor accepts is the hash of the very words on the page.
 */
export interface AgreementText {
  /** The date of the text (TERMS_VERSION), shown as "Version of …" above it. */
  readonly date: string;
  readonly terms: readonly { readonly heading: string; readonly body: string }[];
  readonly fee: {
    readonly heading: string;
    readonly intro: string;
    readonly columns: readonly [string, string];
    readonly rows: readonly (readonly [string, string])[];
    /** The cap on the fee and its worked example. */
    readonly notes: readonly string[];
  };
}

export function agreementText(
  copy: Pick<Copy, 'agreement' | 'fees'>,
  schedule: FeeSchedule = INCOME_TABLE,
): AgreementText {
  if (schedule.kind === 'priceList') return priceListAgreement(copy, schedule.prices);
  const text = copy.agreement;
  const rows = FEE_TIERS.map((tier, i) => {
    const label =
      tier.upTo === null
        ? text.above(formatUsdWhole(FEE_TIERS[i - 1]?.upTo ?? 0))
        : text.upTo(formatUsdWhole(tier.upTo));
    return [label, formatUsd(tier.fee)] as const;
  });
  // A refund smaller than the lowest tier's fee shows the cap at work.
  const income = 0;
  const tierFee = feeForIncome(income);
  const refund = Math.floor(tierFee / 2);
  const charged = feeCharged(income, refund);
  return {
    date: TERMS_VERSION,
    terms: text.terms,
    fee: {
      heading: text.feeHeading,
      intro: text.feeIntro,
      columns: [text.feeIncome, text.feeAmount],
      rows,
      notes: [
        text.feeNeverAboveRefund(formatUsd(0)),
        text.feeExample(
          formatUsd(refund),
          formatUsd(tierFee),
          formatUsd(charged),
          formatUsd(netRefund(refund, charged)),
        ),
      ],
    },
  };
}

/** The agreement under a price list: the same terms, the list's every line (0 for a form left out). */
function priceListAgreement(
  copy: Pick<Copy, 'agreement' | 'fees'>,
  prices: PriceList,
): AgreementText {
  const text = copy.fees;
  return {
    date: TERMS_VERSION,
    terms: copy.agreement.terms,
    fee: {
      heading: copy.agreement.feeHeading,
      intro: text.priceListIntro,
      columns: [text.priceListColumns[0] ?? '', text.priceListColumns[1] ?? ''],
      rows: priceListLines(prices).map((line) => [text.items[line.form], formatUsd(line.price)]),
      notes: [text.priceListOwed, text.directDeposit],
    },
  };
}

/** The agreement as lines of plain text, in the page's order: what its version is a hash of. */
export function agreementLines(text: AgreementText): string[] {
  return [
    text.date,
    ...text.terms.flatMap((term) => [term.heading, term.body]),
    text.fee.heading,
    text.fee.intro,
    text.fee.columns.join('\t'),
    ...text.fee.rows.map((row) => row.join('\t')),
    ...text.fee.notes,
  ];
}

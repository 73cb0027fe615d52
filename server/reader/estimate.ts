import type { FilingStatus } from '~/tax/figures';
import { estimateRefund, type RefundEstimate } from '~/tax/engine';
import { type FeeSchedule, INCOME_TABLE } from '~/fees';
import { DEFAULT_FILING_STATUS } from '~/tax/request-fields';
import type { ReturnAnswers } from '../../app/return/answers';
import type { DocumentReading } from './readings';

/*
 * "Estimated refund", "Fee" and "Net refund" under "From your W-2s" (RETURN.md §3): the refund
 * engine with the W-2s' total wages (box 1) and withholding (box 2) for a tax year, and the return
 * details' filing status and children under 17 when the client gave them; without them, single
 * and none (`assumed`, and the page says so). One estimate a tax year the W-2s name, newest first.
 */

export interface ReturnFacts {
  readonly filingStatus: FilingStatus;
  /** Qualifying children under 17 (Schedule 8812 line 4). */
  readonly childrenUnder17: number;
}

/** The relationships that make a qualifying child (IRS Pub. 501): not a parent or other relative. */
const CHILD_RELATIONSHIPS: ReadonlySet<string> = new Set([
  'son',
  'daughter',
  'stepchild',
  'foster_child',
  'sibling',
  'grandchild',
]);

/**
 * The return details' facts for a tax year's estimate (decision 133): undefined until the client
 * chose a filing status. A child under 17 is a dependent of a qualifying child's relationship,
 * born in or before the tax year and after its last day 17 years earlier (under 17 on December
 * 31), who lived with the client more than half the year (7 months or more; a child born that year
 * counts whatever the months, as the IRS counts them; months not answered yet do not exclude).
 */
export function returnFactsFor(
  answers: Pick<ReturnAnswers, 'filingStatus' | 'dependents'>,
): ((taxYear: number) => ReturnFacts) | undefined {
  const { filingStatus } = answers;
  if (filingStatus === null) return undefined;
  return (taxYear) => ({
    filingStatus,
    childrenUnder17: answers.dependents.filter((dependent) => {
      const born = Number(dependent.dateOfBirth?.slice(0, 4));
      if (!Number.isInteger(born) || born > taxYear || born <= taxYear - 17) return false;
      if (dependent.relationship === null || !CHILD_RELATIONSHIPS.has(dependent.relationship)) {
        return false;
      }
      return born === taxYear || dependent.months === null || dependent.months >= 7;
    }).length,
  });
}

export interface W2Estimate {
  readonly taxYear: number;
  /** The year's W-2s added up, in cents. */
  readonly wages: number;
  readonly withheld: number;
  /** How many W-2s of the year were read (or corrected). */
  readonly forms: number;
  readonly estimate: RefundEstimate;
  /** No return details: single and no children were taken. */
  readonly assumed: boolean;
}

/** `facts` as given, or a tax year's (returnFactsFor); undefined: single and no children. */
export function w2Estimates(
  readings: readonly DocumentReading[],
  given: ReturnFacts | ((taxYear: number) => ReturnFacts) | undefined,
  fees: FeeSchedule = INCOME_TABLE,
): W2Estimate[] {
  const byYear = new Map<number, { wages: number; withheld: number; forms: number }>();
  for (const reading of readings) {
    if (reading.state !== 'w2') continue;
    const { taxYear, wages, withheld } = reading.figures;
    const year = byYear.get(taxYear) ?? { wages: 0, withheld: 0, forms: 0 };
    byYear.set(taxYear, {
      wages: year.wages + wages,
      withheld: year.withheld + withheld,
      forms: year.forms + 1,
    });
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([taxYear, year]) => {
      const facts = typeof given === 'function' ? given(taxYear) : given;
      return {
        taxYear,
        ...year,
        assumed: facts === undefined,
        // The engine takes US dollars (cents as fractions).
        estimate: estimateRefund(
          {
            income: year.wages / 100,
            deductions: 0,
            filingStatus: facts?.filingStatus ?? DEFAULT_FILING_STATUS,
            withheld: year.withheld / 100,
            children: facts?.childrenUnder17 ?? 0,
            taxYear,
          },
          fees,
        ),
      };
    });
}

import type { FilingStatus } from '~/tax/figures';
import { estimateRefund, type RefundEstimate } from '~/tax/engine';
import { DEFAULT_FILING_STATUS } from '~/tax/request-fields';
import type { ReturnAnswers } from '../../app/return/answers';
import type { DocumentReading } from './readings';
import { estimateState, isStateCode, type StateEstimate } from '~/tax/states';

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
  /**
   * Each state the year's W-2s name in boxes 15 to 17, with its estimate (ESTIMATE.md §2): a
   * full-year resident's, so only when the year's W-2s name one state; with several, each is
   * not estimated (part-year and non-resident returns are the preparer's).
   */
  readonly states: readonly StateEstimate[];
}

interface StateLines {
  /** Box 16 and box 17 of the year's W-2s added up, in cents, by state. */
  readonly byCode: Map<string, { wages: number; withheld: number }>;
}

/** The state estimates of a tax year from its W-2s' state lines and its federal estimate. */
function stateEstimates(
  lines: StateLines,
  federal: RefundEstimate,
  children: number,
): StateEstimate[] {
  const codes = [...lines.byCode.keys()].filter(isStateCode).sort();
  return codes.map((code) => {
    const { wages, withheld } = lines.byCode.get(code) ?? { wages: 0, withheld: 0 };
    const withheldDollars = Math.round(withheld / 100);
    if (codes.length > 1) {
      return {
        code,
        estimated: false,
        provisional: false,
        tax: null,
        credits: {},
        withheld: withheldDollars,
        refund: null,
      };
    }
    return estimateState(code, withheldDollars, {
      taxYear: federal.taxYear,
      filingStatus: federal.filingStatus,
      wages: Math.round(wages / 100),
      federalAgi: federal.agi,
      children,
      federalEarnedIncomeCredit: federal.credits.earnedIncomeCredit,
    });
  });
}

/** `facts` as given, or a tax year's (returnFactsFor); undefined: single and no children. */
export function w2Estimates(
  readings: readonly DocumentReading[],
  given: ReturnFacts | ((taxYear: number) => ReturnFacts) | undefined,
): W2Estimate[] {
  const byYear = new Map<number, { wages: number; withheld: number; forms: number }>();
  const statesByYear = new Map<number, StateLines>();
  for (const reading of readings) {
    if (reading.state !== 'w2') continue;
    const { taxYear, wages, withheld, states = [] } = reading.figures;
    const year = byYear.get(taxYear) ?? { wages: 0, withheld: 0, forms: 0 };
    byYear.set(taxYear, {
      wages: year.wages + wages,
      withheld: year.withheld + withheld,
      forms: year.forms + 1,
    });
    const lines = statesByYear.get(taxYear) ?? { byCode: new Map() };
    for (const line of states) {
      const sum = lines.byCode.get(line.code) ?? { wages: 0, withheld: 0 };
      lines.byCode.set(line.code, {
        wages: sum.wages + line.wages,
        withheld: sum.withheld + line.withheld,
      });
    }
    statesByYear.set(taxYear, lines);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([taxYear, year]) => {
      const facts = typeof given === 'function' ? given(taxYear) : given;
      const children = facts?.childrenUnder17 ?? 0;
      // The engine takes US dollars (cents as fractions).
      const estimate = estimateRefund({
        income: year.wages / 100,
        deductions: 0,
        filingStatus: facts?.filingStatus ?? DEFAULT_FILING_STATUS,
        withheld: year.withheld / 100,
        children,
        taxYear,
      });
      const lines = statesByYear.get(taxYear) ?? { byCode: new Map() };
      return {
        taxYear,
        ...year,
        assumed: facts === undefined,
        estimate,
        states: stateEstimates(lines, estimate, children),
      };
    });
}

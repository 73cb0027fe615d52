import type { FilingStatus } from '~/tax/figures';
import { estimateRefund, type RefundEstimate } from '~/tax/engine';
import { type FeeSchedule, INCOME_TABLE } from '~/fees';
import { DEFAULT_FILING_STATUS } from '~/tax/request-fields';
import type { ReturnAnswers } from '../../app/return/answers';
import { countsInEstimate, type DocumentReading } from './readings';
import { isStateCode, type StateEstimate } from '~/tax/states';
import type { StateRequest } from '~/tax/states/request';

/*
 * "Estimated refund", "Fee" and "Net refund" under "From your W-2s" (docs/documents.md): the refund
 * engine with the W-2s' total wages (box 1), withholding (box 2), tips and overtime (box 12 codes
 * TP and TT, printed from 2026) for a tax year, and the return details' filing status, ages and
 * dependents when the client gave them; without them, single and none (`assumed`, and the page
 * says so). One estimate a tax year the W-2s counted name, newest first; a W-2 not read, the same
 * as one already sent, or left out by staff is not counted (decision 164).
 */

export interface ReturnFacts {
  readonly filingStatus: FilingStatus;
  /** Qualifying children under 17 (Schedule 8812 line 4). */
  readonly childrenUnder17: number;
  /** Dependents who are not children under 17 (Schedule 8812 line 6); absent = none. */
  readonly otherDependents?: number;
  /** The filer's and, on a joint return, the spouse's age on December 31; null = not known. */
  readonly age?: number | null;
  readonly spouseAge?: number | null;
}

/** Box 12 codes on the 2026 W-2: qualified tips (TP) and qualified overtime compensation (TT). */
const BOX_12_TIPS = 'TP';
const BOX_12_OVERTIME = 'TT';

/**
 * The age on December 31 of the tax year for a date of birth ("YYYY-MM-DD"), as the IRS counts
 * it: a person reaches an age the day before the birthday, so one born on January 1 is a year
 * older on the December 31 before (65 for the senior deduction if born January 1, 1961, in 2025).
 * Null for no date, or a birth after the year.
 */
export function ageAtYearEnd(dateOfBirth: string | null, taxYear: number): number | null {
  const match = dateOfBirth === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (match === null) return null;
  const age = taxYear - Number(match[1]) + (match[2] === '01' && match[3] === '01' ? 1 : 0);
  return age < 0 ? null : age;
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
  answers: Pick<ReturnAnswers, 'filingStatus' | 'dependents'> &
    Partial<Pick<ReturnAnswers, 'dateOfBirth' | 'spouseDateOfBirth'>>,
): ((taxYear: number) => ReturnFacts) | undefined {
  const { filingStatus } = answers;
  if (filingStatus === null) return undefined;
  return (taxYear) => {
    const isChildUnder17 = (dependent: ReturnAnswers['dependents'][number]): boolean => {
      const born = Number(dependent.dateOfBirth?.slice(0, 4));
      if (!Number.isInteger(born) || born > taxYear || born <= taxYear - 17) return false;
      if (dependent.relationship === null || !CHILD_RELATIONSHIPS.has(dependent.relationship)) {
        return false;
      }
      return born === taxYear || dependent.months === null || dependent.months >= 7;
    };
    const childrenUnder17 = answers.dependents.filter(isChildUnder17).length;
    // The credit for other dependents (decision 173): a parent, whether or not they lived with the
    // client; any other relative, or a child of 17 or older, who lived with the client more than
    // half the year (months not answered yet do not exclude); born by the year's end.
    const otherDependents = answers.dependents.filter((dependent) => {
      if (isChildUnder17(dependent) || dependent.relationship === null) return false;
      const born = ageAtYearEnd(dependent.dateOfBirth, taxYear);
      if (born === null) return false;
      return (
        dependent.relationship === 'parent' || dependent.months === null || dependent.months >= 7
      );
    }).length;
    return {
      filingStatus,
      childrenUnder17,
      otherDependents,
      age: ageAtYearEnd(answers.dateOfBirth ?? null, taxYear),
      spouseAge:
        filingStatus === 'married_joint'
          ? ageAtYearEnd(answers.spouseDateOfBirth ?? null, taxYear)
          : null,
    };
  };
}

export interface W2Estimate {
  readonly taxYear: number;
  /** The year's W-2s added up, in cents. */
  readonly wages: number;
  readonly withheld: number;
  /** How many W-2s of the year were read (or corrected) and counted. */
  readonly forms: number;
  readonly estimate: RefundEstimate;
  /** No return details: single and no children were taken. */
  readonly assumed: boolean;
  /**
   * Each state the year's W-2s name in boxes 15 to 17, with its estimate (docs/product.md): a
   * full-year resident's, so only when the year's W-2s name one state; with several, each is
   * not estimated (part-year and non-resident returns are the preparer's).
   */
  readonly states: readonly StateEstimate[];
}

interface StateLines {
  /** Box 16 and box 17 of the year's W-2s added up, in cents, by state. */
  readonly byCode: Map<string, { wages: number; withheld: number }>;
}

/**
 * The state a tax year's W-2s name, for the engine to estimate with the federal return (priced
 * once): only when they name one state, a full-year resident's; none otherwise.
 */
function oneState(lines: StateLines): StateRequest | undefined {
  const codes = [...lines.byCode.keys()].filter(isStateCode);
  const [code] = codes;
  if (codes.length !== 1 || code === undefined) return undefined;
  const { wages, withheld } = lines.byCode.get(code) ?? { wages: 0, withheld: 0 };
  return { code, wages: wages / 100, withheld: Math.round(withheld / 100) };
}

/** With several states (part-year or non-resident returns, the preparer's), none estimated. */
function notEstimated(lines: StateLines): StateEstimate[] {
  const codes = [...lines.byCode.keys()].filter(isStateCode).sort();
  return codes.map((code) => ({
    code,
    estimated: false,
    provisional: false,
    tax: null,
    credits: {},
    withheld: Math.round((lines.byCode.get(code)?.withheld ?? 0) / 100),
    refund: null,
  }));
}

/** `facts` as given, or a tax year's (returnFactsFor); undefined: single and no children. */
export function w2Estimates(
  readings: readonly DocumentReading[],
  given: ReturnFacts | ((taxYear: number) => ReturnFacts) | undefined,
  fees: FeeSchedule = INCOME_TABLE,
): W2Estimate[] {
  const byYear = new Map<
    number,
    { wages: number; withheld: number; forms: number; tips: number; overtime: number }
  >();
  const statesByYear = new Map<number, StateLines>();
  for (const reading of readings) {
    // Unreadable ones, the same W-2 sent again and those staff left out are not counted.
    if (reading.state !== 'w2' || !countsInEstimate(reading)) continue;
    const { taxYear, wages, withheld, box12 = [], states = [] } = reading.figures;
    const year = byYear.get(taxYear) ?? { wages: 0, withheld: 0, forms: 0, tips: 0, overtime: 0 };
    const box = (code: string) =>
      box12.reduce((sum, entry) => (entry.code === code ? sum + entry.amount : sum), 0);
    byYear.set(taxYear, {
      wages: year.wages + wages,
      withheld: year.withheld + withheld,
      forms: year.forms + 1,
      tips: year.tips + box(BOX_12_TIPS),
      overtime: year.overtime + box(BOX_12_OVERTIME),
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
    .map(([taxYear, { tips, overtime, ...year }]) => {
      const facts = typeof given === 'function' ? given(taxYear) : given;
      const children = facts?.childrenUnder17 ?? 0;
      // The engine takes US dollars (cents as fractions).
      const income = year.wages / 100;
      const lines = statesByYear.get(taxYear) ?? { byCode: new Map() };
      const state = oneState(lines);
      const estimate = estimateRefund(
        {
          income,
          deductions: 0,
          filingStatus: facts?.filingStatus ?? DEFAULT_FILING_STATUS,
          withheld: year.withheld / 100,
          children,
          taxYear,
          // The 2025 to 2028 law (decision 173), each only when known, as the API reads a request.
          ...(tips > 0 ? { tips: tips / 100 } : {}),
          ...(overtime > 0 ? { overtime: overtime / 100 } : {}),
          ...(facts?.otherDependents ? { otherDependents: facts.otherDependents } : {}),
          ...(facts?.age == null ? {} : { age: facts.age }),
          ...(facts?.spouseAge == null ? {} : { spouseAge: facts.spouseAge }),
        },
        fees,
        state,
      );
      const states = estimate.state === null ? notEstimated(lines) : [estimate.state];
      return {
        taxYear,
        ...year,
        assumed: facts === undefined,
        estimate,
        states,
      };
    });
}

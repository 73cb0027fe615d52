/**
 * Michigan Form MI-1040, for a full-year resident with wages only.
 * Where to read each form and section cited: ../SOURCES.md.
 */
import { applyRate, filers } from '../arithmetic';
import type { StateReturn, StateReturnInput } from '../types';

export interface MichiganFigures {
  readonly taxYear: number;
  readonly provisional: boolean;
  /** MI-1040 tax line: the rate on taxable income, basis points (MCL 206.51). */
  readonly rate: number;
  /** MI-1040 exemption allowance: each personal and dependent exemption (MCL 206.30(2), (7)). */
  readonly exemption: number;
  /** MI-1040 Michigan earned income tax credit: share of the federal EIC, basis points (MCL 206.272). */
  readonly earnedIncomeCreditShare: number;
}

export function michiganReturn(figures: MichiganFigures, input: StateReturnInput): StateReturn {
  // Federal AGI, with no Michigan additions or subtractions for wages, is the income subject to tax.
  const income = input.federalAgi;
  // Exemption allowance: the filer (and spouse on a joint return) and each dependent.
  const exemptions = (filers(input.filingStatus) + input.children) * figures.exemption;
  // Taxable income and the tax at the flat rate.
  const tax = applyRate(Math.max(0, income - exemptions), figures.rate);
  // The refundable Michigan EIC: a share of the federal one.
  const earnedIncomeCredit = applyRate(
    input.federalEarnedIncomeCredit,
    figures.earnedIncomeCreditShare,
  );
  return {
    tax: tax - earnedIncomeCredit,
    credits: earnedIncomeCredit > 0 ? { earnedIncomeCredit } : {},
  };
}

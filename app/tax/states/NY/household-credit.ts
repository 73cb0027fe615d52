/**
 * IT-201 line 40, the New York State household credit (Tax Law §606(b)), from the instructions'
 * tables 1 to 3: unchanged since 1986 and the same each year estimated.
 */
import type { FilingStatus } from '../types';

/** A row: federal AGI up to and including `agiUpTo`, the credit `amount`. */
export interface HouseholdCreditRow {
  readonly agiUpTo: number;
  readonly amount: number;
}

export interface HouseholdCreditTables {
  /** Table 1: single. */
  readonly single: readonly HouseholdCreditRow[];
  /** Table 2: the first person in the household, then each one more (`additional`). */
  readonly first: readonly HouseholdCreditRow[];
  readonly additional: readonly HouseholdCreditRow[];
}

export const HOUSEHOLD_CREDIT: HouseholdCreditTables = {
  single: [
    { agiUpTo: 5_000, amount: 75 },
    { agiUpTo: 6_000, amount: 60 },
    { agiUpTo: 7_000, amount: 50 },
    { agiUpTo: 20_000, amount: 45 },
    { agiUpTo: 25_000, amount: 40 },
    { agiUpTo: 28_000, amount: 20 },
  ],
  first: [
    { agiUpTo: 5_000, amount: 90 },
    { agiUpTo: 6_000, amount: 75 },
    { agiUpTo: 7_000, amount: 65 },
    { agiUpTo: 22_000, amount: 60 },
    { agiUpTo: 25_000, amount: 50 },
    { agiUpTo: 28_000, amount: 40 },
    { agiUpTo: 32_000, amount: 20 },
  ],
  additional: [
    { agiUpTo: 20_000, amount: 15 },
    { agiUpTo: 25_000, amount: 10 },
    { agiUpTo: 32_000, amount: 5 },
  ],
};

function lookUp(rows: readonly HouseholdCreditRow[], agi: number): number {
  return rows.find((row) => agi <= row.agiUpTo)?.amount ?? 0;
}

/**
 * The household credit before the tax limits it. Married filing separately (table 3) reads the
 * couple's joint AGI, which the request does not have: no credit (decision 225).
 */
export function householdCredit(
  tables: HouseholdCreditTables,
  status: FilingStatus,
  agi: number,
  dependents: number,
): number {
  if (status === 'married_separate') return 0;
  if (status === 'single') return lookUp(tables.single, agi);
  // Table 2: the household is the filers and the dependents (line 6 exemptions).
  const people = (status === 'married_joint' ? 2 : 1) + dependents;
  return lookUp(tables.first, agi) + (people - 1) * lookUp(tables.additional, agi);
}

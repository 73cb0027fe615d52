/**
 * The credits an estimate shows (docs/product.md, "The client's journey"), apart from the reading
 * of the answer (calculator.answer.ts): the page renders them with no zod in its first scripts, and
 * loads the answer's reader when an answer comes (JavaScript budget).
 */
/** The credits an answer carried above 0, by the name the page shows them under. */
export interface Credits {
  readonly childTaxCredit?: number;
  readonly additionalChildTaxCredit?: number;
  readonly earnedIncomeCredit?: number;
  readonly otherDependentsCredit?: number;
}

/** The credits in the order the page lists them (docs/product.md, "The client's journey"). */
export const CREDIT_KEYS = [
  'childTaxCredit',
  'additionalChildTaxCredit',
  'earnedIncomeCredit',
  'otherDependentsCredit',
] as const satisfies readonly (keyof Credits)[];

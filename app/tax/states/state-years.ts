import type { StateReturn, StateReturnInput, StateYears } from './types';

/** A state's years from its form and its figures by year: a year is added as data. */
export function stateYears<F extends { readonly taxYear: number; readonly provisional: boolean }>(
  form: (figures: F, input: StateReturnInput) => StateReturn,
  years: readonly F[],
): StateYears {
  return Object.fromEntries(
    years.map((figures) => [
      figures.taxYear,
      {
        taxYear: figures.taxYear,
        provisional: figures.provisional,
        compute: (input: StateReturnInput) => form(figures, input),
      },
    ]),
  );
}

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { type FeeSchedule, INCOME_TABLE, PRICED_FORMS, type PricedForm } from './fees';

/**
 * FEE_SCHEDULE_FILE, read once at start (app/settings.server.ts): the price list a firm charges
 * (docs/product.md, Fees; decision 180). Every problem is one sentence naming it, which the
 * settings module turns into the one line the server stops with.
 */

/** The most a price can be: a price list, not a figure of the return. */
const MAX_PRICE = 100_000;

const price = z
  .number('a whole number of dollars')
  .int('a whole number of dollars')
  .min(0, 'a whole number of dollars, 0 or more')
  .max(MAX_PRICE, `a whole number of dollars up to ${MAX_PRICE}`);

const FORMS_SHAPE = Object.fromEntries(PRICED_FORMS.map((form) => [form, price.optional()])) as {
  [form in PricedForm]: z.ZodOptional<typeof price>;
};

const PRICE_LIST = z.strictObject({
  federalReturn: price,
  forms: z.strictObject(FORMS_SHAPE).optional(),
  stateReturn: price.optional(),
});

/** Where in the file a problem is: `forms.scheduleA`, or the file itself. */
function placeOf(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'the file' : path.map(String).join('.');
}

/** The price list in `file`, or a sentence saying why the server cannot use it. */
export function readPriceList(file: string): FeeSchedule | { readonly problem: string } {
  const where = resolve(file);
  let text: string;
  try {
    text = readFileSync(where, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    return { problem: `FEE_SCHEDULE_FILE ${where} cannot be read (${code})` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: `FEE_SCHEDULE_FILE ${where} is not JSON` };
  }
  const parsed = PRICE_LIST.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const unknown = issue?.code === 'unrecognized_keys' ? issue.keys.join(', ') : undefined;
    const place = placeOf(issue?.path ?? []);
    const why =
      unknown !== undefined
        ? `has an unknown key ${unknown} in ${place} (known: federalReturn, forms {${PRICED_FORMS.join(', ')}}, stateReturn)`
        : issue?.code === 'invalid_type' && issue.path.length === 0
          ? 'must hold a JSON object { "federalReturn": …, "forms": { … }, "stateReturn": … }'
          : `: ${place} must be ${issue?.message ?? 'valid'}`;
    return { problem: `FEE_SCHEDULE_FILE ${where}${why.startsWith(':') ? '' : ' '}${why}` };
  }
  const { federalReturn, forms = {}, stateReturn = 0 } = parsed.data;
  return { kind: 'priceList', prices: { federalReturn, forms, stateReturn } };
}

/**
 * The schedule in force: the income table without FEE_SCHEDULE_FILE, which an IRS e-file
 * provider may not charge (Publication 1345: no fee computed from a figure of the return).
 */
export function readFeeSchedule(
  file: string | undefined,
  efileProvider: boolean,
): FeeSchedule | { readonly problem: string } {
  if (file !== undefined) return readPriceList(file);
  if (efileProvider) {
    return {
      problem:
        'IRS_EFILE_PROVIDER=true needs FEE_SCHEDULE_FILE: IRS Publication 1345 forbids an e-file provider a fee computed from the income or the refund, which the default income table is',
    };
  }
  return INCOME_TABLE;
}

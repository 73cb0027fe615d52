import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/staff.cases.$reference.w2.$id';
import {
  W2CorrectionPage,
  type W2CorrectionData,
  type W2CorrectionForm,
} from '~/components/staff/case/w2-correction';
import { staffCopy } from '~/copy/staff';
import { centsFieldText } from '~/money';
import { staffMeta } from '~/staff/meta';
import { SUPPORTED_TAX_YEARS } from '~/tax/years';
import type { CaseDetail } from '../../server/cases/detail';
import { parseDollars } from '../../server/cases/money';
import { textField } from '~/ui/forms.server';
import { caseReadings, correctW2Figures, type W2Figures } from '../../server/reader/readings';
import { audit, AUDIT } from '../../server/staff/audit';
import { casePath } from '../../server/staff/case-page.server';
import { caseAction, type CaseFormArgs, staffCase } from '../../server/staff/case-routes.server';
import {
  actor,
  notice,
  postedNow,
  requireStaff,
  staffHandler,
  staffServices,
} from '../../server/staff/route-checks.server';

const text = staffCopy.w2;

/** The correction form's rows: box 12's four lines (12a to 12d) and two state lines at least. */
const BOX12_ROWS = 4;
const STATE_ROWS = 2;
/** At most as many as a reading keeps (server/reader/result.ts). */
const BOX12_MAX = 8;
const STATES_MAX = 4;

/** The correction form as posted: text, so that a refused form shows again as typed. */
function formFrom(fields: Record<string, string>): W2CorrectionForm {
  const field = (name: string) => textField.parse(fields[name]);
  const rows = <T,>(
    max: number,
    least: number,
    row: (n: number) => T,
    filled: (row: T) => boolean,
  ) => {
    const all = Array.from({ length: max }, (_, index) => row(index + 1));
    const last = all.findLastIndex(filled);
    return all.slice(0, Math.max(least, last + 1));
  };
  return {
    employer: field('employer'),
    taxYear: field('taxYear'),
    wages: field('wages'),
    withheld: field('withheld'),
    ein: field('ein'),
    box12: rows(
      BOX12_MAX,
      BOX12_ROWS,
      (n) => ({ code: field(`box12Code${n}`), amount: field(`box12Amount${n}`) }),
      (line) => line.code.trim() !== '' || line.amount.trim() !== '',
    ),
    states: rows(
      STATES_MAX,
      STATE_ROWS,
      (n) => ({
        code: field(`stateCode${n}`),
        wages: field(`stateWages${n}`),
        withheld: field(`stateWithheld${n}`),
      }),
      (line) => line.code.trim() !== '' || line.wages.trim() !== '' || line.withheld.trim() !== '',
    ),
  };
}

/** A W-2 amount as staff type it ("52,345.67", "$52345.67") in cents; empty is not an amount. */
const amount = z.string().transform((typed, context) => {
  const cents = parseDollars(typed);
  if (typeof cents === 'number') return cents;
  context.addIssue({ code: 'custom', message: text.invalidAmount });
  return z.NEVER;
});

/** Box b as typed ("12-3456789" or nine digits); empty for none. */
const ein = z
  .string()
  .trim()
  .transform((typed, context) => {
    if (typed === '') return undefined;
    const digits = /^(\d{2})-?(\d{7})$/.exec(typed);
    if (digits) return `${digits[1]}-${digits[2]}`;
    context.addIssue({ code: 'custom', message: text.invalidEin });
    return z.NEVER;
  });

/** The form checked: each field's sentence from the catalogue, box 2 at most box 1. */
const correctionCheck = z
  .object({
    employer: z.string().trim().min(1, text.employerRequired).max(200, text.employerRequired),
    taxYear: z.coerce
      .number()
      .refine((year) => SUPPORTED_TAX_YEARS.includes(year), text.invalidYear),
    wages: amount,
    withheld: amount,
  })
  .refine((figures) => figures.withheld <= figures.wages, {
    message: text.withheldAboveWages,
    path: ['withheld'],
  });

type Errors = NonNullable<W2CorrectionData['errors']>;

/**
 * The whole form checked: boxes 1 and 2 as before; box b; each box 12 line a code (one or two
 * letters) with its amount; each state line its code (two letters), box 16 and box 17, box 17 at
 * most box 16. Empty lines are none. The figures, or each refused field's sentence.
 */
function checkForm(form: W2CorrectionForm): { figures: W2Figures } | { errors: Errors } {
  const errors: Record<string, string> = {};
  const main = correctionCheck.safeParse(form);
  if (!main.success) {
    for (const issue of main.error.issues) {
      const name = String(issue.path[0] ?? '');
      errors[name] ??= issue.message;
    }
  }
  const box = ein.safeParse(form.ein);
  if (!box.success) errors.ein = box.error.issues[0]?.message ?? text.invalidEin;
  const cents = (typed: string, name: string) => {
    const parsed = amount.safeParse(typed);
    if (parsed.success) return parsed.data;
    errors[name] = text.invalidAmount;
    return 0;
  };
  const box12 = form.box12.flatMap((line, index) => {
    const n = index + 1;
    const code = line.code.trim().toUpperCase();
    if (code === '' && line.amount.trim() === '') return [];
    if (!/^[A-Z]{1,2}$/.test(code)) errors[`box12Code${n}`] = text.invalidBox12Code;
    return [{ code, amount: cents(line.amount, `box12Amount${n}`) }];
  });
  const states = form.states.flatMap((line, index) => {
    const n = index + 1;
    const code = line.code.trim().toUpperCase();
    if (code === '' && line.wages.trim() === '' && line.withheld.trim() === '') return [];
    if (!/^[A-Z]{2}$/.test(code)) errors[`stateCode${n}`] = text.invalidState;
    const wages = cents(line.wages, `stateWages${n}`);
    const withheld = cents(line.withheld, `stateWithheld${n}`);
    if (errors[`stateWithheld${n}`] === undefined && withheld > wages) {
      errors[`stateWithheld${n}`] = text.stateWithheldAboveWages;
    }
    return [{ code, wages, withheld }];
  });
  if (!main.success || Object.keys(errors).length > 0) return { errors };
  return {
    figures: {
      ...main.data,
      ...(box.data === undefined ? {} : { ein: box.data }),
      ...(box12.length === 0 ? {} : { box12 }),
      ...(states.length === 0 ? {} : { states }),
    },
  };
}

export const meta: Route.MetaFunction = ({ params, matches }) =>
  staffMeta(`${text.correctHeading} · ${params.reference}`, matches);

/** The document this path names and its reading: 404 when the case has no reading of it. */
async function readingOf(context: Route.LoaderArgs['context'], detail: CaseDetail, id: string) {
  const { db, documents } = staffServices(context);
  const document = detail.documents.find((each) => each.id === id);
  const reading = (await caseReadings(db, documents.documentsKeys, detail.found.id)).find(
    (each) => each.documentId === id,
  );
  if (document === undefined || reading === undefined) throw notice(404, text.notFound);
  return { document, reading };
}

/** The form as the page first shows it: the figures read, or empty for a W-2 not read. */
function formOf(reading: Awaited<ReturnType<typeof readingOf>>['reading']): W2CorrectionForm {
  const figures = reading.state === 'w2' ? reading.figures : undefined;
  const padded = <T,>(lines: readonly T[], least: number, empty: T) => [
    ...lines,
    ...Array.from({ length: Math.max(0, least - lines.length) }, () => empty),
  ];
  return {
    employer: figures?.employer ?? '',
    taxYear: figures === undefined ? '' : String(figures.taxYear),
    wages: figures === undefined ? '' : centsFieldText(figures.wages),
    withheld: figures === undefined ? '' : centsFieldText(figures.withheld),
    ein: figures?.ein ?? '',
    box12: padded(
      (figures?.box12 ?? []).map((line) => ({
        code: line.code,
        amount: centsFieldText(line.amount),
      })),
      BOX12_ROWS,
      { code: '', amount: '' },
    ),
    states: padded(
      (figures?.states ?? []).map((state) => ({
        code: state.code,
        wages: centsFieldText(state.wages),
        withheld: centsFieldText(state.withheld),
      })),
      STATE_ROWS,
      { code: '', wages: '', withheld: '' },
    ),
  };
}

/**
 * "Correct the W-2 figures" (docs/documents.md; decision 134): the page the case page's "Correct"
 * button gets, its form prefilled with what was read; viewing it is audited as the case page is.
 */
export const loader = staffHandler(async ({ request, context, params }: Route.LoaderArgs) => {
  // After a refused correction the page is the action's.
  if (postedNow(context)) return null;
  const session = await requireStaff(request, context);
  const detail = await staffCase(context);
  const { document, reading } = await readingOf(context, detail, params.id);
  const { reference } = detail.found;
  await audit(
    staffServices(context).db,
    actor(session, context),
    AUDIT.caseViewed,
    `case ${reference}`,
  );
  return {
    reference,
    documentName: document.originalName,
    documentId: document.id,
    csrf: session.csrfToken,
    form: formOf(reading),
  } satisfies W2CorrectionData;
});

/**
 * "Save figures": the figures (boxes 1 and 2, box b, box 12, boxes 15 to 17) checked and sealed in
 * place of the reading's, audited "W-2
 * figures corrected" (correctW2Figures: which case and document, never a figure); then the case
 * page says so. A refused form comes back as typed, each sentence beside its field.
 */
export const action = caseAction(async (post: CaseFormArgs<Route.ActionArgs>) => {
  const { session, fields, detail } = post;
  const { context, params } = post.args;
  const { document } = await readingOf(context, detail, params.id);
  const { reference } = detail.found;
  const form = formFrom(fields);
  const checked = checkForm(form);
  if ('errors' in checked) {
    const { errors } = checked;
    const page: W2CorrectionData = {
      reference,
      documentName: document.originalName,
      documentId: document.id,
      csrf: session.csrfToken,
      form,
      errors,
    };
    return data(page, { status: 400 });
  }
  const { db, documents } = staffServices(context);
  const corrected = await correctW2Figures(db, documents.documentsKeys, post.who, {
    caseId: detail.found.id,
    reference,
    documentId: params.id,
    figures: checked.figures,
  });
  // The case or the document went away between reading it and writing to it.
  if (!corrected) throw notice(404, text.notFound);
  return `${casePath(reference)}?w2Corrected=1`;
});

export default function StaffW2Correction({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return page ? <W2CorrectionPage {...page} /> : null;
}

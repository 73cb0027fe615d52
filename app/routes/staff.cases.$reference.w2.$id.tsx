import { data } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/staff.cases.$reference.w2.$id';
import { W2CorrectionPage, type W2CorrectionData } from '~/components/staff/case/w2-correction';
import { staffCopy } from '~/copy/staff';
import { centsFieldText } from '~/money';
import { staffHeaders } from '~/staff/headers';
import { staffMeta } from '~/staff/meta';
import { SUPPORTED_TAX_YEARS } from '~/tax/years';
import { fieldsOf } from '~/ui/forms.server';
import type { CaseDetail } from '../../server/cases/detail';
import { parseDollars } from '../../server/cases/money';
import { textField } from '../../server/http/form-fields';
import { caseReadings, correctW2Figures } from '../../server/reader/readings';
import { audit, AUDIT } from '../../server/staff/audit';
import { caseOf, casePath } from '../../server/staff/case-page.server';
import {
  actor,
  notice,
  postedNow,
  requireStaff,
  seeOther,
  staffHandler,
  staffPost,
  staffServices,
} from '../../server/staff/route-checks.server';

const text = staffCopy.w2;

/** The correction form as posted: text, so that a refused form shows again as typed. */
const correctionFields = z.object({
  employer: textField,
  taxYear: textField,
  wages: textField,
  withheld: textField,
});
type CorrectionForm = z.infer<typeof correctionFields>;

/** A W-2 amount as staff type it ("52,345.67", "$52345.67") in cents; empty is not an amount. */
const amount = z.string().transform((typed, context) => {
  const cents = parseDollars(typed);
  if (typeof cents === 'number') return cents;
  context.addIssue({ code: 'custom', message: text.invalidAmount });
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

export const headers = staffHeaders;

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
function formOf(reading: Awaited<ReturnType<typeof readingOf>>['reading']): CorrectionForm {
  if (reading.state !== 'w2') return { employer: '', taxYear: '', wages: '', withheld: '' };
  const { figures } = reading;
  return {
    employer: figures.employer,
    taxYear: String(figures.taxYear),
    wages: centsFieldText(figures.wages),
    withheld: centsFieldText(figures.withheld),
  };
}

/**
 * "Correct the W-2 figures" (RETURN.md §3; decision 134): the page the case page's "Correct" button
 * gets, its form prefilled with what was read; viewing it is audited as the case page is.
 */
export const loader = staffHandler(async ({ request, context, params }: Route.LoaderArgs) => {
  // After a refused correction the page is the action's.
  if (postedNow(context)) return null;
  const session = await requireStaff(request, context);
  const detail = await caseOf(request, context, params.reference, `/w2/${params.id}`);
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
 * "Save figures": the four figures checked and sealed in place of the reading's, audited "W-2
 * figures corrected" (correctW2Figures: which case and document, never a figure); then the case
 * page says so. A refused form comes back as typed, each sentence beside its field.
 */
export const action = staffHandler(async ({ request, context, params }: Route.ActionArgs) => {
  const { session, fields } = await staffPost(request, context);
  const detail = await caseOf(request, context, params.reference, `/w2/${params.id}`);
  const { document } = await readingOf(context, detail, params.id);
  const { reference } = detail.found;
  const form = fieldsOf(correctionFields, fields);
  const checked = correctionCheck.safeParse(form);
  if (!checked.success) {
    const errors: Partial<Record<keyof CorrectionForm, string>> = {};
    for (const issue of checked.error.issues) {
      const field = correctionFields.keyof().safeParse(issue.path[0]);
      if (field.success) errors[field.data] ??= issue.message;
    }
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
  const corrected = await correctW2Figures(db, documents.documentsKeys, actor(session, context), {
    caseId: detail.found.id,
    reference,
    documentId: params.id,
    figures: checked.data,
  });
  // The case or the document went away between reading it and writing to it.
  if (!corrected) throw notice(404, text.notFound);
  throw seeOther(`${casePath(reference)}?w2Corrected=1`);
});

export default function StaffW2Correction({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return page ? <W2CorrectionPage {...page} /> : null;
}

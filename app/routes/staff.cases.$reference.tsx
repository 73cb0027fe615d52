import { z } from 'zod';
import type { Route } from './+types/staff.cases.$reference';
import { CasePage } from '~/components/staff/case/case-page';
import { type CaseStatus, isCaseStatus, statusLabel } from '~/cases/statuses';
import { CATALOGUES } from '~/copy/languages.server';
import { staffCopy as text } from '~/copy/staff';
import { fieldsOf } from '~/ui/forms.server';
import { parseDollars } from '../../server/cases/money';
import { updateCase } from '../../server/cases/store';
import { textField } from '~/ui/forms.server';
import { longerThan } from '../../server/http/text-length';
import { audit, AUDIT } from '../../server/staff/audit';
import { caseNotice, casePage, casePath } from '../../server/staff/case-page.server';
import { caseAction, type CaseFormArgs, staffCase } from '../../server/staff/case-routes.server';
import { clientMail } from '../../server/staff/client-mail';
import {
  notice,
  postedNow,
  requireStaff,
  staffHandler,
  staffServices,
} from '../../server/staff/route-checks.server';

/** A note to the client is a few sentences, not a letter. */
const NOTE_MAX = 2000;

const errors = text.cases.errors;

/** "Update case" as posted: every field text, so that a refused form shows again as typed. */
const updateFields = z.object({
  status: textField,
  note: textField,
  estimate: textField,
  /** "E-mail the client": a checkbox, sent as "on" only when checked. */
  notify: textField,
});

/** "Update case" checked, each field's sentence from the catalogue; the first wrong one is shown. */
const updateCheck = z.object({
  status: z.custom<CaseStatus>(isCaseStatus, errors.status),
  note: z.string().refine((note) => !longerThan(note.trim(), NOTE_MAX), errors.note(NOTE_MAX)),
  notify: z.string().transform((value) => value === 'on'),
  estimate: z.string().transform((typed, context) => {
    const cents = parseDollars(typed);
    if (cents !== undefined) return cents;
    context.addIssue({ code: 'custom', message: errors.estimate });
    return z.NEVER;
  }),
});

/** A case's page: who the client is, its documents (downloads), messages, events and forms. */
export const loader = staffHandler(async ({ request, context }: Route.LoaderArgs) => {
  // After a refused "Update case" the page is the action's.
  if (postedNow(context)) return null;
  const session = await requireStaff(request, context);
  const detail = await staffCase(context);
  return casePage(context, session, detail, { notice: caseNotice(request) });
});

/** "Update case": status, note to the client, estimate, and "E-mail the client". */
export const action = caseAction(async (post: CaseFormArgs<Route.ActionArgs>) => {
  const { session, detail } = post;
  const { context } = post.args;
  const form = fieldsOf(updateFields, post.fields);
  const checked = updateCheck.safeParse(form);
  if (!checked.success) {
    return post.refused(400, { form, error: checked.error.issues[0]?.message });
  }
  const { db, clientMail: signature, publicUrl } = staffServices(context);
  const { reference } = detail.found;
  const newStatus = checked.data.status;
  // The status e-mail, when "E-mail the client" is checked: the new status's name in the case's
  // language and a link, never the note (decision 070).
  const mail = clientMail(
    { clientMail: signature, publicUrl },
    detail.found.id,
    (words, lang, link, sign) => {
      const status = statusLabel(newStatus, CATALOGUES[lang]);
      return {
        subject: words.statusSubject(reference, status),
        body: words.statusBody(reference, status, link, sign.siteName, sign.phone),
      };
    },
  );
  const result = await updateCase(
    db,
    {
      caseId: detail.found.id,
      status: newStatus,
      note: checked.data.note,
      estimatedRefundCents: checked.data.estimate,
      staffId: session.accountId,
    },
    checked.data.notify ? mail.make : undefined,
  );
  // The case went away between reading it and writing to it.
  if (!result.ok) throw notice(404, text.cases.notFound);
  const { who } = post;
  if (result.changed) {
    await audit(
      db,
      who,
      result.statusChanged ? AUDIT.statusChanged : AUDIT.caseUpdated,
      result.statusChanged ? `case ${reference}: ${checked.data.status}` : `case ${reference}`,
    );
  }
  if (mail.sent()) await audit(db, who, AUDIT.signInLinkSent, `case ${reference}`);
  return `${casePath(reference)}?updated=${result.changed ? '1' : '0'}#update-heading`;
}, 'GET, HEAD, POST');

export default function StaffCase({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return page ? <CasePage {...page} /> : null;
}

import { z } from 'zod';
import type { Route } from './+types/staff.cases.$reference.requests';
import { CasePage } from '~/components/staff/case/case-page';
import { staffCopy } from '~/copy/staff';
import { staffHeaders } from '~/staff/headers';
import { staffMeta } from '~/staff/meta';
import { fieldsOf } from '~/ui/forms.server';
import { addRequest, REQUEST_NAME_MAX } from '../../server/cases/requests';
import { textField } from '../../server/http/form-fields';
import { requiredText } from '../../server/http/text-length';
import { audit, AUDIT } from '../../server/staff/audit';
import { caseOf, casePath, refusedOn } from '../../server/staff/case-page.server';
import { clientMail } from '../../server/staff/client-mail';
import {
  actor,
  notice,
  postOnly,
  seeOther,
  staffHandler,
  staffPost,
  staffServices,
} from '../../server/staff/route-checks.server';

const text = staffCopy.requests;

/** "Request document" as posted: text, so that a refused one shows again as typed. */
const requestFields = z.object({ document: textField });

/** The name checked: something, at most REQUEST_NAME_MAX characters, trimmed. */
const requestCheck = z.object({
  document: requiredText(REQUEST_NAME_MAX, {
    empty: text.errors.empty,
    tooLong: text.errors.tooLong(REQUEST_NAME_MAX),
  }),
});

export const headers = staffHeaders;

export const meta: Route.MetaFunction = ({ params, matches }) =>
  staffMeta(params.reference, matches);

export const loader = staffHandler(({ request, context }: Route.LoaderArgs) =>
  postOnly(request, context),
);

/**
 * "Request document" on a staff case page (docs/back-office.md, "Documents requested"; decision
 * 087): audited (which case and request, never the document's name), the client e-mailed, and
 * answered by post/redirect/get, or by the case page with the form as typed and why.
 */
export const action = staffHandler(async ({ request, context, params }: Route.ActionArgs) => {
  const { session, fields } = await staffPost(request, context);
  const detail = await caseOf(request, context, params.reference, '/requests');
  const form = fieldsOf(requestFields, fields);
  const checked = requestCheck.safeParse(form);
  if (!checked.success) {
    const error = checked.error.issues[0]?.message ?? text.errors.empty;
    return refusedOn(context, session, detail, 400, {
      requests: { value: form.document, error },
    });
  }
  const { db, clientMail: signature, publicUrl } = staffServices(context);
  const { reference } = detail.found;
  const who = actor(session, context);
  // What happened and a link, never the document's name (decision 087).
  const mail = clientMail(
    { clientMail: signature, publicUrl },
    detail.found.id,
    (words, _lang, link, sign) => ({
      subject: words.requestSubject(reference),
      body: words.requestBody(reference, link, sign.siteName, sign.phone),
    }),
  );
  const result = await addRequest(
    db,
    { caseId: detail.found.id, name: checked.data.document, staffId: session.accountId },
    mail.make,
  );
  // The case went away between reading it and writing to it.
  if (!result.ok) throw notice(404, staffCopy.cases.notFound);
  await audit(db, who, AUDIT.documentRequested, `case ${reference}: request ${result.id}`);
  if (mail.sent()) await audit(db, who, AUDIT.signInLinkSent, `case ${reference}`);
  throw seeOther(`${casePath(reference)}?requested=1#requests-heading`);
});

export default function StaffRequests({ actionData }: Route.ComponentProps) {
  return actionData ? <CasePage {...actionData} /> : null;
}

import { z } from 'zod';
import { CaseFormPage } from '~/staff/no-page';
import type { Route } from './+types/staff.cases.$reference.requests';
import { staffCopy } from '~/copy/staff';
import { fieldsOf } from '~/ui/forms.server';
import { addRequest, REQUEST_NAME_MAX } from '../../server/cases/requests';
import { textField } from '~/ui/forms.server';
import { requiredText } from '../../server/http/text-length';
import { audit, AUDIT } from '../../server/staff/audit';
import { casePath } from '../../server/staff/case-page.server';
import { caseAction, type CaseFormArgs } from '../../server/staff/case-routes.server';
import { clientMail } from '../../server/staff/client-mail';
import { notice, postOnlyLoader, staffServices } from '../../server/staff/route-checks.server';

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

export const loader = postOnlyLoader;

/**
 * "Request document" on a staff case page (docs/back-office.md, "Documents requested"; decision
 * 087): audited (which case and request, never the document's name), the client e-mailed, and
 * answered by post/redirect/get, or by the case page with the form as typed and why.
 */
export const action = caseAction(async (post: CaseFormArgs<Route.ActionArgs>) => {
  const { session, detail } = post;
  const { context } = post.args;
  const form = fieldsOf(requestFields, post.fields);
  const checked = requestCheck.safeParse(form);
  if (!checked.success) {
    const error = checked.error.issues[0]?.message ?? text.errors.empty;
    return post.refused(400, {
      requests: { value: form.document, error },
    });
  }
  const { db, clientMail: signature, publicUrl } = staffServices(context);
  const { reference } = detail.found;
  const { who } = post;
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
  return `${casePath(reference)}?requested=1#requests-heading`;
});

export default CaseFormPage;

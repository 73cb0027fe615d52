import { z } from 'zod';
import type { Route } from './+types/staff.cases.$reference.reply';
import { staffCopy } from '~/copy/staff';
import { CaseFormPage } from '~/staff/no-page';
import { fieldsOf, firstError, textField } from '~/ui/forms.server';
import { addStaffReply, THREAD_MESSAGE_MAX } from '../../server/cases/thread';
import { requiredText } from '../../server/http/text-length';
import { audit, AUDIT } from '../../server/staff/audit';
import { casePath } from '../../server/staff/case-page.server';
import { caseAction, type CaseFormArgs } from '../../server/staff/case-routes.server';
import { clientMail } from '../../server/staff/client-mail';
import { notice, postOnlyLoader, staffServices } from '../../server/staff/route-checks.server';

const errors = staffCopy.cases.thread.errors;

/** "Send reply" as posted: text, so that a refused reply shows again as typed. */
const replyFields = z.object({ reply: textField });

/** The reply checked: something to say, at most THREAD_MESSAGE_MAX characters, trimmed. */
const replyCheck = z.object({
  reply: requiredText(THREAD_MESSAGE_MAX, {
    empty: errors.empty,
    tooLong: errors.tooLong(THREAD_MESSAGE_MAX),
  }),
});

export const loader = postOnlyLoader;

/**
 * "Reply to the client" on a case page (docs/back-office.md, "The conversation with the client"):
 * the reply joins the case's thread, the audit log records it (which case, never the words), and
 * the case page says it was sent. A refused reply comes back on the case page as typed.
 */
export const action = caseAction(async (post: CaseFormArgs<Route.ActionArgs>) => {
  const { session, detail, who } = post;
  const form = fieldsOf(replyFields, post.fields);
  const checked = replyCheck.safeParse(form);
  if (!checked.success) {
    return post.refused(400, {
      reply: { reply: form.reply, error: firstError(checked, errors.empty) },
    });
  }
  const { db, clientMail: signature, publicUrl } = staffServices(post.args.context);
  const { reference } = detail.found;
  // The client's e-mail: what happened and a link, never the reply's words.
  const mail = clientMail(
    { clientMail: signature, publicUrl },
    detail.found.id,
    (words, _lang, link, sign) => ({
      subject: words.replySubject(reference),
      body: words.replyBody(reference, link, sign.siteName, sign.phone),
    }),
  );
  const result = await addStaffReply(
    db,
    {
      caseId: detail.found.id,
      staffId: session.accountId,
      body: checked.data.reply,
      clientAddress: who.clientAddress,
    },
    mail.make,
  );
  // The case went away between reading it and writing to it.
  if (!result.ok) throw notice(404, staffCopy.cases.notFound);
  await audit(db, who, AUDIT.replySent, `case ${reference}`);
  if (mail.sent()) await audit(db, who, AUDIT.signInLinkSent, `case ${reference}`);
  return `${casePath(reference)}?replied=1#reply-heading`;
});

export default CaseFormPage;

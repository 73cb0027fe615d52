import { z } from 'zod';
import { staffCopy } from '../../../app/copy/staff';
import { addStaffReply, THREAD_MESSAGE_MAX } from '../../cases/thread';
import { requiredText } from '../../text-length';
import { audit, AUDIT } from '../audit';
import { clientMail } from '../client-mail';
import { actor, type StaffPages } from '../http';
import { fieldsOf, textField } from '../../form-fields';
import { sendCasePage } from './case';
import { caseAction } from './case-action';
import { casePath } from './cases';

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

/**
 * "Reply to the client" on a case page (docs/back-office.md, "The conversation with the client"):
 * the reply joins the case's thread, the audit log records it (which case, never the words), and
 * the case page says it was sent. A refused reply comes back on the case page as typed.
 */
export const replyScreen = (pages: StaffPages) =>
  caseAction(pages, 'reply', async (req, res, detail) => {
    const form = fieldsOf(replyFields, req);
    const checked = replyCheck.safeParse(form);
    if (!checked.success) {
      const error = checked.error.issues[0]?.message ?? errors.empty;
      return sendCasePage(pages, req, res, 400, detail, { reply: { reply: form.reply, error } });
    }
    const { reference } = detail.found;
    const who = actor(req);
    // The client's e-mail: what happened and a link, never the reply's words.
    const mail = clientMail(pages.options, detail.found.id, (words, _lang, link, signature) => ({
      subject: words.replySubject(reference),
      body: words.replyBody(reference, link, signature.siteName, signature.phone),
    }));
    const result = await addStaffReply(
      pages.db,
      {
        caseId: detail.found.id,
        staffId: req.staffSession?.accountId ?? 0,
        body: checked.data.reply,
        clientAddress: who.clientAddress,
      },
      mail.make,
    );
    // The case went away between reading it and writing to it.
    if (!result.ok) return pages.notice(req, res, 404, staffCopy.cases.notFound);
    await audit(pages.db, who, AUDIT.replySent, `case ${reference}`);
    if (mail.sent()) await audit(pages.db, who, AUDIT.signInLinkSent, `case ${reference}`);
    res.redirect(303, `${casePath(reference)}?replied=1`);
  });

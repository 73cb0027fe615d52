import { Router } from 'express';
import { z } from 'zod';
import { staffCopy } from '../../../app/copy/staff';
import { casePage as englishCase } from '../../../app/copy/en/case';
import { casePage as spanishCase } from '../../../app/copy/es/case';
import { caseContact, issueSignInLink } from '../../cases/sign-in-links';
import { addStaffReply, type QueuedMail, THREAD_MESSAGE_MAX } from '../../cases/thread';
import { longerThan } from '../../text-length';
import { audit, AUDIT } from '../audit';
import { actor, fieldsOf, methodNotAllowed, type StaffPages, textField } from '../http';
import { caseOf, sendCasePage } from './case';
import { casePath } from './cases';

const errors = staffCopy.cases.thread.errors;
const MAIL_WORDS = { en: englishCase.mail, es: spanishCase.mail } as const;

/** "Send reply" as posted: text, so that a refused reply shows again as typed. */
const replyFields = z.object({ reply: textField });

/** The reply checked: something to say, at most THREAD_MESSAGE_MAX characters, trimmed. */
const replyCheck = z.object({
  reply: z
    .string()
    .trim()
    .refine((reply) => reply !== '', errors.empty)
    .refine((reply) => !longerThan(reply, THREAD_MESSAGE_MAX), errors.tooLong(THREAD_MESSAGE_MAX)),
});

/**
 * "Reply to the client" on a case page (docs/back-office.md, "The conversation with the client"):
 * the reply joins the case's thread, the audit log records it (which case, never the words), and
 * the case page says it was sent. A refused reply comes back on the case page as typed.
 */
export function replyScreen(pages: StaffPages): Router {
  const router = Router();
  router
    .route('/staff/cases/:reference/reply')
    .post(async (req, res) => {
      const detail = await caseOf(pages, req, res, '/reply');
      if (!detail) return;
      const form = fieldsOf(replyFields, req);
      const checked = replyCheck.safeParse(form);
      if (!checked.success) {
        const error = checked.error.issues[0]?.message ?? errors.empty;
        return sendCasePage(pages, req, res, 400, detail, { reply: { reply: form.reply, error } });
      }
      const { reference } = detail.found;
      const who = actor(req);
      const { clientMail, publicUrl } = pages.options;
      const caseId = detail.found.id;
      // The client's e-mail (docs/back-office.md, "E-mails to the visitor"): to the case's e-mail
      // for updates, in its language, with a fresh sign-in link; never the reply's words.
      let linkSent = false;
      const mail = async (tx: Parameters<typeof issueSignInLink>[0]) => {
        const contact = clientMail ? await caseContact(tx, caseId) : undefined;
        if (!clientMail || !contact?.email) return undefined;
        const words = MAIL_WORDS[contact.language];
        const link = await issueSignInLink(tx, caseId, publicUrl);
        linkSent = true;
        const queued: QueuedMail = {
          to: contact.email,
          notification: {
            subject: words.replySubject(reference),
            body: words.replyBody(reference, link, clientMail.siteName, clientMail.phone),
          },
        };
        return queued;
      };
      const result = await addStaffReply(
        pages.db,
        {
          caseId,
          staffId: req.staffSession?.accountId ?? 0,
          body: checked.data.reply,
          clientAddress: who.clientAddress,
        },
        mail,
      );
      // The case went away between reading it and writing to it.
      if (!result.ok) return pages.notice(req, res, 404, staffCopy.cases.notFound);
      await audit(pages.db, who, AUDIT.replySent, `case ${reference}`);
      if (linkSent) await audit(pages.db, who, AUDIT.signInLinkSent, `case ${reference}`);
      res.redirect(303, `${casePath(reference)}?replied=1`);
    })
    .all(methodNotAllowed(pages, 'POST'));
  return router;
}

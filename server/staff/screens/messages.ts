import { type Request, type Response, Router } from 'express';
import { createElement } from 'react';
import { z } from 'zod';
import { staffCopy as text } from '../../../app/copy/staff';
import {
  findMessage,
  listMessages,
  markMessageHandled,
  markMessageRead,
} from '../../contact/inbox';
import { audit, AUDIT, type AuditAction } from '../audit';
import {
  actor,
  csrfOf,
  fieldsOf,
  methodNotAllowed,
  queryOf,
  rowId,
  STAFF_PAGE_SIZE,
  type StaffPages,
  textField,
} from '../http';
import { MessagesPage, OneMessagePage } from '../work-views';

const messagesQuery = z.object({ before: rowId });
const messagePath = z.object({ id: rowId });

/** Where a button sends staff back to: only a path of this back office, else the Messages screen. */
const backField = (fallback: string) =>
  textField.transform((back) => (/^\/staff\/[A-Za-z0-9/?=]*$/.test(back) ? back : fallback));
const handledForm = z.object({ back: backField('/staff/messages') });

/**
 * "Messages": every contact message, newest first, unread ones marked; a message's page; "Mark
 * read" and "Mark handled". Opening a message changes nothing: staff mark it read with the button
 * (or by marking it handled), each a post with the form token (decision 057).
 */
export function messagesScreen(pages: StaffPages): Router {
  const { db } = pages;
  const router = Router();

  /** The message a path names; undefined (and a 404 page) when there is none. */
  const idOf = (req: Request, res: Response): number | undefined => {
    const { id } = messagePath.parse(req.params);
    if (id === null) pages.notice(req, res, 404, text.messages.notFound);
    return id ?? undefined;
  };

  router
    .route('/staff/messages')
    .get(async (req, res) => {
      const { before } = queryOf(messagesQuery, req);
      const { rows, older } = await listMessages(db, { before, pageSize: STAFF_PAGE_SIZE });
      await audit(
        db,
        actor(req),
        AUDIT.messagesListed,
        before === null ? 'first page' : `before message ${before}`,
      );
      pages.page(
        req,
        res,
        200,
        text.messages.heading,
        createElement(MessagesPage, {
          rows,
          older,
          paged: before !== null,
          csrf: csrfOf(req),
          back: req.originalUrl,
        }),
      );
    })
    .all(methodNotAllowed(pages, 'GET, HEAD'));

  router
    .route('/staff/messages/:id')
    .get(async (req, res) => {
      const id = idOf(req, res);
      if (id === undefined) return;
      const row = await findMessage(db, id);
      if (!row) return pages.notice(req, res, 404, text.messages.notFound);
      await audit(db, actor(req), AUDIT.messageViewed, `message ${id}`);
      pages.page(
        req,
        res,
        200,
        text.messages.open(row.name),
        createElement(OneMessagePage, { row, csrf: csrfOf(req) }),
      );
    })
    .all(methodNotAllowed(pages, 'GET, HEAD'));

  /**
   * A post that changes a message: recorded in the audit log when it changed something, then back
   * to the page its button was on. 404 for no such message.
   */
  async function change(
    req: Request,
    res: Response,
    changed: (id: number) => Promise<boolean>,
    action: AuditAction,
    backForm: z.ZodType<{ back: string }>,
  ) {
    const id = idOf(req, res);
    if (id === undefined) return;
    if (await changed(id)) await audit(db, actor(req), action, `message ${id}`);
    else if (!(await findMessage(db, id))) {
      return pages.notice(req, res, 404, text.messages.notFound);
    }
    res.redirect(303, fieldsOf(backForm, req).back);
  }

  router
    .route('/staff/messages/:id/read')
    .post((req, res) =>
      change(
        req,
        res,
        (id) => markMessageRead(db, id),
        AUDIT.messageRead,
        // Back to the message, now marked read.
        z.object({ back: backField(`/staff/messages/${String(req.params.id)}`) }),
      ),
    )
    .all(methodNotAllowed(pages, 'POST'));

  router
    .route('/staff/messages/:id/handled')
    .post((req, res) =>
      change(
        req,
        res,
        (id) => markMessageHandled(db, id, req.staffSession?.accountId ?? null),
        AUDIT.messageHandled,
        handledForm,
      ),
    )
    .all(methodNotAllowed(pages, 'POST'));
  return router;
}

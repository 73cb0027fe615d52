import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { staffCopy as text } from '../../../app/copy/staff';
import {
  caseMessageExists,
  cursorText,
  findMessage,
  type InboxMessage,
  inboxCursor,
  type InboxRow,
  listInbox,
  markHandled,
  markMessageRead,
} from '../../contact/inbox';
import { audit, AUDIT, type AuditAction } from '../audit';
import { actor, csrfOf, methodNotAllowed, STAFF_PAGE_SIZE, type StaffPages } from '../http';
import { fieldsOf, queryOf, rowId, textField } from '../../form-fields';
import { useOfficeTime } from '../office-time';
import { CsrfField, Pager, StaffTable } from '../views';

const messagesQuery = z.object({ before: inboxCursor });
const messagePath = z.object({ id: rowId });

/** Where a button sends staff back to: only a path of this back office, else the Messages screen. */
const backField = (fallback: string) =>
  textField.transform((back) => (/^\/staff\/[A-Za-z0-9/?=]*$/.test(back) ? back : fallback));

/**
 * "Messages": every contact message and every message a visitor wrote on their case page, newest
 * first, unread ones marked, each linked to its case (decision 076); a contact message's page;
 * "Mark read" and "Mark handled". Opening a message or a case changes nothing: staff mark a
 * message read with the button (or by marking it handled), each a post with the form token
 * (decision 057).
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
      const { rows, older } = await listInbox(db, { before, pageSize: STAFF_PAGE_SIZE });
      await audit(
        db,
        actor(req),
        AUDIT.messagesListed,
        before === null ? 'first page' : `before ${cursorText(before)}`,
      );
      pages.page(
        req,
        res,
        200,
        text.messages.heading,
        <MessagesPage
          rows={rows}
          older={older}
          paged={before !== null}
          csrf={csrfOf(req)}
          back={req.originalUrl}
        />,
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
        <OneMessagePage row={row} csrf={csrfOf(req)} />,
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
    /** Where to go when the form names no page of the back office to go back to. */
    fallback: (id: number) => string,
    /** The kind of message: a contact message (by default) or a visitor's case-page message. */
    kind: {
      exists: (id: number) => Promise<boolean>;
      subject: (id: number) => string;
    } = {
      exists: async (id) => (await findMessage(db, id)) !== undefined,
      subject: messageSubject,
    },
  ) {
    const id = idOf(req, res);
    if (id === undefined) return;
    if (await changed(id)) await audit(db, actor(req), action, kind.subject(id));
    else if (!(await kind.exists(id))) {
      return pages.notice(req, res, 404, text.messages.notFound);
    }
    res.redirect(303, fieldsOf(z.object({ back: backField(fallback(id)) }), req).back);
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
        (id) => `/staff/messages/${id}`,
      ),
    )
    .all(methodNotAllowed(pages, 'POST'));

  router
    .route('/staff/messages/:id/handled')
    .post((req, res) =>
      change(
        req,
        res,
        (id) => markHandled(db, 'contact', id, req.staffSession?.accountId ?? null),
        AUDIT.messageHandled,
        () => '/staff/messages',
      ),
    )
    .all(methodNotAllowed(pages, 'POST'));

  // A message a visitor wrote on their case page: read in the case's thread, handled here.
  router
    .route(`${CASE_MESSAGES_PATH}:id/handled`)
    .post((req, res) =>
      change(
        req,
        res,
        (id) => markHandled(db, 'case', id, req.staffSession?.accountId ?? null),
        AUDIT.messageHandled,
        () => '/staff/messages',
        { exists: (id) => caseMessageExists(db, id), subject: (id) => `case message ${id}` },
      ),
    )
    .all(methodNotAllowed(pages, 'POST'));
  return router;
}

/** Where the case-page messages' buttons post (a contact message's are under /staff/messages/). */
const CASE_MESSAGES_PATH = '/staff/messages/case/';
const messageSubject = (id: number) => `message ${id}`;

/** A message as the Messages screen and a message's page show it. */
type MessageRow = Pick<InboxRow, 'read_at' | 'handled_at' | 'reference'>;

function CaseLink({ row }: { row: MessageRow }) {
  if (row.reference === null) return <>{text.cases.noCase}</>;
  return <a href={`/staff/cases/${row.reference}`}>{row.reference}</a>;
}

function State({ row }: { row: MessageRow }) {
  const t = text.messages;
  if (row.handled_at) return <>{t.handled}</>;
  return row.read_at ? <>{t.read}</> : <strong className="staff-unread">{t.unread}</strong>;
}

/** Reading a message changes nothing: staff mark it read themselves (decision 057). */
function ReadButton({ row, csrf }: { row: InboxMessage; csrf: string }) {
  if (row.read_at || row.handled_at) return null;
  return (
    <form method="post" action={`/staff/messages/${row.id}/read`}>
      <CsrfField token={csrf} />
      <button type="submit" className="button">
        {text.messages.markRead}
      </button>
    </form>
  );
}

/** Where "Mark handled" posts for a message of either kind. */
const handledPath = (source: InboxRow['source'], id: number) =>
  source === 'case' ? `${CASE_MESSAGES_PATH}${id}/handled` : `/staff/messages/${id}/handled`;

function HandleButton(props: { row: MessageRow; action: string; csrf: string; back: string }) {
  if (props.row.handled_at) return null;
  return (
    <form method="post" action={props.action}>
      <CsrfField token={props.csrf} />
      <input type="hidden" name="back" value={props.back} />
      <button type="submit" className="button button--secondary">
        {text.messages.markHandled}
      </button>
    </form>
  );
}

/** A contact message: the name typed, linked to its page, and the e-mail; else the case page. */
function From({ row }: { row: InboxRow }) {
  if (row.from === null) return <>{text.messages.fromCasePage}</>;
  return (
    <>
      <a href={`/staff/messages/${row.id}`}>{text.messages.open(row.from.name)}</a>
      <br />
      {row.from.email}
    </>
  );
}

/** Newest first, 50 a page, paged by time and id (an index), never by offset. */
function MessagesPage(props: {
  rows: InboxRow[];
  older: string | null;
  paged: boolean;
  csrf: string;
  back: string;
}) {
  const t = text.messages;
  const when = useOfficeTime();
  return (
    <>
      <h1>{t.heading}</h1>
      {props.rows.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <StaffTable
          headings={[
            t.received,
            t.from,
            t.message,
            t.state,
            text.cases.caseOf,
            <span key="handle" className="visually-hidden">
              {t.markHandled}
            </span>,
          ]}
        >
          {props.rows.map((row) => (
            <tr
              key={`${row.source}-${row.id}`}
              className={row.read_at ? undefined : 'staff-unread'}
            >
              <td>{when(row.created_at)}</td>
              <td>
                <From row={row} />
              </td>
              <td>{row.message.length > 80 ? `${row.message.slice(0, 80)}…` : row.message}</td>
              <td>
                <State row={row} />
              </td>
              <td>
                <CaseLink row={row} />
              </td>
              <td>
                <HandleButton
                  row={row}
                  action={handledPath(row.source, row.id)}
                  csrf={props.csrf}
                  back={props.back}
                />
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <Pager path="/staff/messages" paged={props.paged} older={props.older} text={t} />
    </>
  );
}

function OneMessagePage({ row, csrf }: { row: InboxMessage; csrf: string }) {
  const t = text.messages;
  const when = useOfficeTime();
  return (
    <div className="narrow">
      <h1>{t.open(row.name)}</h1>
      <dl className="review">
        <dt>{t.received}</dt>
        <dd>{when(row.created_at)}</dd>
        <dt>{t.from}</dt>
        <dd>{row.name}</dd>
        <dt>{t.email}</dt>
        <dd>
          <a href={`mailto:${row.email}`}>{row.email}</a>
        </dd>
        <dt>{t.state}</dt>
        <dd>
          <State row={row} />
        </dd>
        <dt>{text.cases.caseOf}</dt>
        <dd>
          <CaseLink row={row} />
        </dd>
        <dt>{t.message}</dt>
        <dd className="review__message">{row.message}</dd>
      </dl>
      <div className="actions">
        <ReadButton row={row} csrf={csrf} />
        <HandleButton
          row={row}
          action={handledPath('contact', row.id)}
          csrf={csrf}
          back={`/staff/messages/${row.id}`}
        />
      </div>
      <p>
        <a href="/staff/messages">{t.back}</a>
      </p>
    </div>
  );
}

import { type Request, Router } from 'express';
import { z } from 'zod';
import { staffCopy } from '../../../app/copy/staff';
import type { CaseDetail } from '../../cases/detail';
import {
  addRequest,
  type DocumentRequest,
  markReceived,
  REQUEST_NAME_MAX,
} from '../../cases/requests';
import { requiredText } from '../../text-length';
import { audit, AUDIT } from '../audit';
import { clientMail } from '../client-mail';
import { actor, methodNotAllowed, type StaffPages } from '../http';
import { fieldsOf, queryOf, rowId, textField } from '../../form-fields';
import { useOfficeTime } from '../office-time';
import { Alert, CsrfField, LabelledControl, StaffTable, SubmitRow } from '../views';
import { caseOf, sendCasePage } from './case';
import { casePath } from './cases';

/**
 * "Documents requested" on a staff case page (docs/back-office.md, "Documents requested";
 * decision 087): the case's requests with their state, the form "Request document", and "Mark
 * received" for an open one whose document came another way. Each post is checked as every staff
 * post is (origin and form token: server/staff/web.ts), audited (which case and request, never
 * the document's name), and answered by post/redirect/get, or by the case page with the form as
 * typed and why. Names and reasons are written as text.
 */
const text = staffCopy.requests;

/** The form back as typed with why it was refused, or a "Mark received" that came too late. */
export interface RequestsPartState {
  readonly value: string;
  readonly error: string;
}

const requestsPath = (reference: string) => `${casePath(reference)}/requests`;
const receivedPath = (reference: string, id: number) => `${requestsPath(reference)}/${id}/received`;

/** "Request document" as posted: text, so that a refused one shows again as typed. */
const requestFields = z.object({ document: textField });

/** The name checked: something, at most REQUEST_NAME_MAX characters, trimmed. */
const requestCheck = z.object({
  document: requiredText(REQUEST_NAME_MAX, {
    empty: text.errors.empty,
    tooLong: text.errors.tooLong(REQUEST_NAME_MAX),
  }),
});

/** "?requested=1" and "?received=1" after post/redirect/get: the case page's notice. */
const noticeQuery = z.object({
  requested: textField.transform((value) => (value === '1' ? text.requestedNotice : undefined)),
  received: textField.transform((value) => (value === '1' ? text.receivedNotice : undefined)),
});

export function requestsNotice(req: Request): string | undefined {
  const query = queryOf(noticeQuery, req);
  return query.requested ?? query.received;
}

export function requestsScreen(pages: StaffPages): Router {
  const { db } = pages;
  const router = Router();

  router
    .route('/staff/cases/:reference/requests')
    .post(async (req, res) => {
      const detail = await caseOf(pages, req, res, '/requests');
      if (!detail) return;
      const form = fieldsOf(requestFields, req);
      const checked = requestCheck.safeParse(form);
      if (!checked.success) {
        const error = checked.error.issues[0]?.message ?? text.errors.empty;
        return sendCasePage(pages, req, res, 400, detail, {
          requests: { value: form.document, error },
        });
      }
      const { reference } = detail.found;
      const who = actor(req);
      // What happened and a link, never the document's name (decision 087).
      const mail = clientMail(pages.options, detail.found.id, (words, _lang, link, signature) => ({
        subject: words.requestSubject(reference),
        body: words.requestBody(reference, link, signature.siteName, signature.phone),
      }));
      const result = await addRequest(
        db,
        {
          caseId: detail.found.id,
          name: checked.data.document,
          staffId: req.staffSession?.accountId ?? 0,
        },
        mail.make,
      );
      // The case went away between reading it and writing to it.
      if (!result.ok) return pages.notice(req, res, 404, staffCopy.cases.notFound);
      await audit(db, who, AUDIT.documentRequested, `case ${reference}: request ${result.id}`);
      if (mail.sent()) await audit(db, who, AUDIT.signInLinkSent, `case ${reference}`);
      res.redirect(303, `${casePath(reference)}?requested=1`);
    })
    .all(methodNotAllowed(pages, 'POST'));

  router
    .route('/staff/cases/:reference/requests/:id/received')
    .post(async (req, res) => {
      const typed = String(req.params.id);
      const detail = await caseOf(
        pages,
        req,
        res,
        `/requests/${encodeURIComponent(typed)}/received`,
      );
      if (!detail) return;
      const id = rowId.parse(typed);
      const marked =
        id !== null &&
        (await markReceived(db, {
          caseId: detail.found.id,
          requestId: id,
          staffId: req.staffSession?.accountId ?? 0,
        }));
      if (!marked) {
        return sendCasePage(pages, req, res, 409, detail, {
          requests: { value: '', error: text.errors.closed },
        });
      }
      const { reference } = detail.found;
      await audit(db, actor(req), AUDIT.requestMarkedReceived, `case ${reference}: request ${id}`);
      res.redirect(303, `${casePath(reference)}?received=1`);
    })
    .all(methodNotAllowed(pages, 'POST'));
  return router;
}

/** A request's state as staff read it: the word the spec names, then what goes with it. */
function RequestState({ reference, request }: { reference: string; request: DocumentRequest }) {
  const when = useOfficeTime();
  if (request.state === 'not_applicable') {
    return (
      <>
        <strong>{text.notApplicable}</strong>{' '}
        <span className="staff-long">
          {request.reason === null ? `(${text.noReason})` : `“${request.reason}”`}
        </span>
      </>
    );
  }
  if (request.state === 'received') {
    const at = request.answeredAt === null ? '' : when(request.answeredAt);
    return (
      <>
        <strong>{text.received}</strong>{' '}
        {request.document ? (
          <>
            <a href={`${casePath(reference)}/documents/${request.document.id}`} download>
              {request.document.originalName}
            </a>{' '}
            ({at})
          </>
        ) : (
          `(${text.markedBy(request.receivedBy ?? '', at)})`
        )}
      </>
    );
  }
  return <strong>{text.requested}</strong>;
}

/** The part of the case page: the requests, then the form that adds one. */
export function RequestsPart(props: {
  detail: Pick<CaseDetail, 'found' | 'requests'>;
  csrf: string;
  state?: RequestsPartState | undefined;
}) {
  const when = useOfficeTime();
  const { reference } = props.detail.found;
  const { requests } = props.detail;
  return (
    <section aria-labelledby="requests-heading">
      <h2 id="requests-heading">{text.heading}</h2>
      {requests.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <StaffTable headings={[text.document, text.asked, text.state]}>
          {requests.map((request) => (
            <tr key={request.id}>
              <td className="staff-long">{request.name}</td>
              <td>{when(request.requestedAt)}</td>
              <td>
                <RequestState reference={reference} request={request} />
                {request.state === 'requested' ? (
                  <form method="post" action={receivedPath(reference, request.id)}>
                    <CsrfField token={props.csrf} />
                    <button type="submit" className="button button--secondary">
                      {text.markReceived}
                    </button>
                  </form>
                ) : null}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      <form method="post" action={requestsPath(reference)} className="narrow">
        <CsrfField token={props.csrf} />
        {props.state ? <Alert>{props.state.error}</Alert> : null}
        <LabelledControl
          id="request-document"
          label={text.field}
          hint={text.hint(REQUEST_NAME_MAX)}
        >
          {(control) => (
            <input
              {...control}
              name="document"
              required
              maxLength={REQUEST_NAME_MAX}
              defaultValue={props.state?.value ?? ''}
            />
          )}
        </LabelledControl>
        <SubmitRow label={text.submit} />
      </form>
    </section>
  );
}

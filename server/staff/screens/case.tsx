import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { type CaseStatus, isCaseStatus, statusLabel } from '../../../app/cases/statuses';
import { CATALOGUES } from '../../../app/copy/languages.server';
import { en } from '../../../app/copy/en';
import { staffCopy as text } from '../../../app/copy/staff';
import { type CaseDetail, caseDetail, caseHasDocument } from '../../cases/detail';
import { centsFieldText, formatCents } from '../../../app/money';
import { parseDollars } from '../../cases/money';
import { normalizeReference } from '../../cases/reference';
import { updateCase } from '../../cases/store';
import { signingEventWhat } from '../../signing/events';
import { isDocumentId } from '../../documents/ids';
import { permanentRedirectStatus } from '../../request-checks';
import { longerThan } from '../../text-length';
import { audit, AUDIT } from '../audit';
import { clientMail } from '../client-mail';
import { type CaseWorkspace, caseWorkspace } from '../../cases/workspace';
import { useOfficeTime } from '../office-time';
import { AssignmentForm, type AssignFormState } from './assignment-view';
import { casePath, label, StatusOptions } from './cases';
import { AgreementPart } from './agreement-view';
import { ClientSection } from './client-view';
import { type NoteFormState, NotesSection } from './notes-view';
import { ReplyForm, type ReplyFormState, StaffThread } from './thread-view';
import { RequestsPart, type RequestsPartState, requestsNotice } from './requests';
import { Alert, CsrfField, LabelledControl, StaffTable, SubmitRow } from '../views';
import { actor, csrfOf, methodNotAllowed, type StaffPages } from '../http';
import { fieldsOf, queryOf, textField } from '../../form-fields';

/** A note to the client is a few sentences, not a letter. */
export const NOTE_MAX = 2000;

const errors = text.cases.errors;
/** The case page's words, as its view reads them. */
const caseText = text.cases;

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

/** "1" after a post that changed something, "0" after one that changed nothing. */
const outcome = (changed: string, unchanged: string) =>
  textField.transform((value) => (value === '1' ? changed : value === '0' ? unchanged : undefined));

/**
 * What the case page says after a post: "?updated=" (Update case), "?replied=1" (a reply sent),
 * "?assigned=" (Assign), "?noted=1" (a note added).
 */
const caseQuery = z.object({
  updated: outcome(text.cases.updated, text.cases.unchanged),
  replied: textField.transform((value) => (value === '1' ? text.cases.thread.sent : undefined)),
  assigned: outcome(text.assignment.saved, text.cases.unchanged),
  noted: textField.transform((value) => (value === '1' ? text.notes.added : undefined)),
});

/**
 * The case a path names, or undefined when it answered: 404 for none, a redirect for a reference
 * typed loosely (to its canonical path, plus `rest`, such as `/reply`).
 */
export async function caseOf(
  pages: StaffPages,
  req: Request,
  res: Response,
  rest = '',
): Promise<CaseDetail | undefined> {
  const typed = String(req.params.reference);
  const reference = normalizeReference(typed);
  if (reference !== undefined && reference !== typed) {
    // A form posted to a loosely typed path stays a post, with its form.
    res.redirect(permanentRedirectStatus(req.method), casePath(reference) + rest);
    return undefined;
  }
  const detail = reference === undefined ? undefined : await caseDetail(pages.db, reference);
  if (!detail) pages.notice(req, res, 404, text.cases.notFound);
  return detail;
}

/** What a case page shows besides the case: a form back as typed, its error, a notice. */
export interface CasePageExtra {
  readonly form?: UpdateForm;
  readonly error?: string;
  readonly notice?: string;
  readonly reply?: ReplyFormState;
  readonly assign?: AssignFormState;
  readonly note?: NoteFormState;
  readonly requests?: RequestsPartState;
}

/** The case page, audited as viewed. */
export async function sendCasePage(
  pages: StaffPages,
  req: Request,
  res: Response,
  status: number,
  detail: CaseDetail,
  extra: CasePageExtra = {},
): Promise<void> {
  const workspace = await caseWorkspace(pages.db, detail.found.id);
  // The case went away since it was read.
  if (!workspace) return pages.notice(req, res, 404, text.cases.notFound);
  await audit(pages.db, actor(req), AUDIT.caseViewed, `case ${detail.found.reference}`);
  pages.page(
    req,
    res,
    status,
    detail.found.reference,
    <CasePage detail={detail} workspace={workspace} csrf={csrfOf(req)} {...extra} />,
  );
}

/** A case's page: its documents (downloads), messages and events, and "Update case". */
export function caseScreen(pages: StaffPages): Router {
  const { db, options } = pages;
  const router = Router();
  const caseOfPath = (req: Request, res: Response) => caseOf(pages, req, res);
  const casePage = (
    req: Request,
    res: Response,
    status: number,
    detail: CaseDetail,
    extra: CasePageExtra = {},
  ) => sendCasePage(pages, req, res, status, detail, extra);

  router
    .route('/staff/cases/:reference')
    .get(async (req, res) => {
      const detail = await caseOfPath(req, res);
      if (detail) {
        const query = queryOf(caseQuery, req);
        const notice =
          query.updated ?? query.replied ?? query.assigned ?? query.noted ?? requestsNotice(req);
        await casePage(req, res, 200, detail, { notice });
      }
    })
    .post(async (req, res) => {
      const detail = await caseOfPath(req, res);
      if (!detail) return;
      const form = fieldsOf(updateFields, req);
      const checked = updateCheck.safeParse(form);
      if (!checked.success) {
        return casePage(req, res, 400, detail, { form, error: checked.error.issues[0]?.message });
      }
      const { reference } = detail.found;
      const newStatus = checked.data.status;
      // The status e-mail, when "E-mail the client" is checked: the new status's name in the
      // case's language and a link, never the note (decision 070).
      const mail = clientMail(options, detail.found.id, (words, lang, link, signature) => {
        const status = statusLabel(newStatus, CATALOGUES[lang]);
        return {
          subject: words.statusSubject(reference, status),
          body: words.statusBody(reference, status, link, signature.siteName, signature.phone),
        };
      });
      const result = await updateCase(
        db,
        {
          caseId: detail.found.id,
          status: newStatus,
          note: checked.data.note,
          estimatedRefundCents: checked.data.estimate,
          staffId: req.staffSession?.accountId ?? 0,
        },
        checked.data.notify ? mail.make : undefined,
      );
      // The case went away between reading it and writing to it.
      if (!result.ok) return pages.notice(req, res, 404, text.cases.notFound);
      if (result.changed) {
        await audit(
          db,
          actor(req),
          result.statusChanged ? AUDIT.statusChanged : AUDIT.caseUpdated,
          result.statusChanged ? `case ${reference}: ${checked.data.status}` : `case ${reference}`,
        );
      }
      if (mail.sent()) await audit(db, actor(req), AUDIT.signInLinkSent, `case ${reference}`);
      res.redirect(303, `${casePath(reference)}?updated=${result.changed ? '1' : '0'}`);
    })
    .all(methodNotAllowed(pages, 'GET, HEAD, POST'));

  router
    .route('/staff/cases/:reference/documents/:id')
    .get(async (req, res) => {
      const reference = normalizeReference(String(req.params.reference));
      const id = String(req.params.id);
      const documents = options.documents();
      if (
        reference === undefined ||
        !isDocumentId(id) ||
        documents === undefined ||
        !(await caseHasDocument(db, reference, id))
      ) {
        return pages.notice(req, res, 404, text.notFound);
      }
      await audit(db, actor(req), AUDIT.documentDownloaded, `document ${id} of case ${reference}`);
      // Gone from the store, unreadable, or the store down: a page, as every staff answer.
      await documents.sendDocument(id, res, (_res, status, _code, say, headers = {}) => {
        res.set(headers);
        pages.notice(req, res, status, {
          heading: text.cases.documentUnavailable,
          body: say(en.documents),
        });
      });
    })
    .all(methodNotAllowed(pages, 'GET, HEAD'));
  return router;
}

function eventWhat(event: CaseDetail['events'][number]): string {
  if (event.kind === 'document') return caseText.kinds.document;
  if (event.kind === 'message') return caseText.kinds.message;
  if (event.kind === 'reminder') return caseText.kinds.reminder;
  const signingKind = signingEventWhat(event.kind);
  if (signingKind !== undefined) return signingKind;
  return event.status ? caseText.kinds.status(label(event.status)) : caseText.kinds.update;
}

export interface UpdateForm {
  readonly status: string;
  readonly note: string;
  readonly estimate: string;
  readonly notify: string;
}

export function CasePage(props: {
  detail: CaseDetail;
  /** Who the client is, who works the case, the internal notes. */
  workspace: CaseWorkspace;
  csrf: string;
  /** What was typed, when the form comes back with an error. */
  form?: UpdateForm;
  error?: string;
  notice?: string;
  /** The reply form back as typed, with its error. */
  reply?: ReplyFormState;
  assign?: AssignFormState;
  note?: NoteFormState;
  /** "Request document" back as typed, with its error. */
  requests?: RequestsPartState;
}) {
  const { found, documents, thread, events } = props.detail;
  const { workspace } = props;
  const when = useOfficeTime();
  const estimate =
    found.estimatedRefundCents === null ? '' : centsFieldText(found.estimatedRefundCents);
  const form = props.form ?? { status: found.status, note: '', estimate, notify: 'on' };
  return (
    <>
      <h1>{found.reference}</h1>
      {props.notice ? (
        <p className="message message--success" role="status">
          {props.notice}
        </p>
      ) : null}
      <ClientSection client={workspace.client} />
      <AssignmentForm
        reference={found.reference}
        csrf={props.csrf}
        assignee={workspace.assignee}
        staff={workspace.staff}
        state={props.assign}
      />
      <dl className="review">
        <dt>{caseText.status}</dt>
        <dd>{label(found.status)}</dd>
        <dt>{caseText.estimatedRefund}</dt>
        <dd>
          {found.estimatedRefundCents === null
            ? caseText.noEstimate
            : formatCents(found.estimatedRefundCents)}
        </dd>
        <dt>{caseText.lastActivity}</dt>
        <dd>{when(found.lastActivityAt)}</dd>
      </dl>

      <h2>{caseText.documents}</h2>
      {documents.length === 0 ? (
        <p>{caseText.noDocuments}</p>
      ) : (
        <ul>
          {documents.map((document) => (
            <li key={document.id}>
              <a href={`${casePath(found.reference)}/documents/${document.id}`} download>
                {document.originalName}
              </a>{' '}
              ({when(document.createdAt)})
            </li>
          ))}
        </ul>
      )}

      <RequestsPart detail={props.detail} csrf={props.csrf} state={props.requests} />

      <AgreementPart accepted={props.detail.agreements} />

      <h2>{caseText.messages}</h2>
      <StaffThread thread={thread} />
      <ReplyForm reference={found.reference} csrf={props.csrf} state={props.reply} />

      <NotesSection
        reference={found.reference}
        csrf={props.csrf}
        notes={workspace.notes}
        state={props.note}
      />

      <h2>{caseText.events}</h2>
      {events.length === 0 ? (
        <p>{caseText.noEvents}</p>
      ) : (
        <StaffTable
          headings={[caseText.eventTime, caseText.eventWhat, caseText.eventNote, caseText.eventBy]}
        >
          {events.map((event, index) => (
            <tr key={index}>
              <td>{when(event.at)}</td>
              <td>{eventWhat(event)}</td>
              <td>{event.note}</td>
              <td>
                {event.by ?? (event.kind === 'reminder' ? caseText.automatic : caseText.visitor)}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}

      <h2>{caseText.updateHeading}</h2>
      <form method="post" action={casePath(found.reference)} className="narrow">
        <CsrfField token={props.csrf} />
        {props.error ? <Alert>{props.error}</Alert> : null}
        <LabelledControl id="case-update-status" label={caseText.status}>
          {(control) => (
            <select {...control} name="status" defaultValue={form.status}>
              <StatusOptions />
            </select>
          )}
        </LabelledControl>
        <LabelledControl id="case-update-note" label={caseText.note} hint={caseText.noteHint}>
          {(control) => <textarea {...control} name="note" rows={3} defaultValue={form.note} />}
        </LabelledControl>
        <LabelledControl
          id="case-update-estimate"
          label={caseText.estimate}
          hint={caseText.estimateHint}
        >
          {(control) => (
            <input {...control} name="estimate" inputMode="decimal" defaultValue={form.estimate} />
          )}
        </LabelledControl>
        <div className="field">
          <label htmlFor="case-update-notify">
            <input
              type="checkbox"
              id="case-update-notify"
              name="notify"
              value="on"
              defaultChecked={form.notify === 'on'}
              aria-describedby="case-update-notify-hint"
            />{' '}
            {caseText.emailClient}
          </label>
          <p className="hint" id="case-update-notify-hint">
            {caseText.emailClientHint}
          </p>
        </div>
        <SubmitRow label={caseText.update} />
      </form>
      <p>
        <a href="/staff/cases">{caseText.back}</a>
      </p>
    </>
  );
}

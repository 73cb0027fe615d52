import type { Lang } from '~/site/pages';
import { staffCopy as text } from '~/copy/staff';
import { useOfficeTime } from '~/staff/office-time';
import type { CaseDetail } from '../../../../server/cases/detail';
import { centsFieldText } from '~/money';
import { caseState } from '~/cases/case-state';
import { CaseSummary } from './summary-view';
import type { CaseWorkspace } from '../../../../server/cases/workspace';
import { casePath, label, StatusOptions } from '../cases';
import { Alert, CsrfField, LabelledControl, StaffTable, SubmitRow } from '../parts';
import { AgreementPart } from './agreement-view';
import { DocumentsPart } from './documents-view';
import type { CaseW2s } from '../../../../server/reader/case-w2s';
import { type AssignFormState, AssignmentForm } from './assignment-view';
import { signingEventWhat } from '../../../../server/signing/events';
import { ClientSection } from './client-view';
import { type NoteFormState, NotesSection } from './notes-view';
import { type SigningFormState, SigningSection } from './signing-view';
import { type PaymentFormState, PaymentsSection } from './payments-view';
import type { Payment } from '../../../../server/payments/store';
import type { FeeSchedule } from '~/fees';
import type { StaffSigningView } from '~/signing/staff-signing.server';
import { type RequestsPartState, RequestsPart } from './requests-view';
import { ReturnDetailsSection } from './return-details-view';
import type { StaffReturnDetails } from '~/return/staff-details.server';
import { type ReplyFormState, ReplyForm, StaffThread } from './thread-view';

/** The case page's words, as its view reads them. */
const caseText = text.cases;

/** "Update case" as typed, when the form comes back with an error. */
export interface UpdateForm {
  readonly status: string;
  readonly note: string;
  readonly estimate: string;
  readonly notify: string;
}

/** What a case page shows besides the case: a form back as typed, its error, a notice. */
export interface CasePageExtra {
  readonly form?: UpdateForm | undefined;
  readonly error?: string | undefined;
  readonly notice?: string | undefined;
  /** The reply form back as typed, with its error. */
  readonly reply?: ReplyFormState | undefined;
  readonly assign?: AssignFormState | undefined;
  readonly note?: NoteFormState | undefined;
  /** "Request document" back as typed, with its error. */
  readonly requests?: RequestsPartState | undefined;
  /** "Send for signature" back as typed, with its error. */
  readonly signing?: SigningFormState | undefined;
  /** "Record payment" back as typed, with its error. */
  readonly payment?: PaymentFormState | undefined;
}

/** A case's page: its documents (downloads), messages and events, and every form. */
export interface CasePageData extends CasePageExtra {
  readonly detail: CaseDetail;
  /** Who the client is, who works the case, the internal notes. */
  readonly workspace: CaseWorkspace;
  readonly csrf: string;
  /** The longest note and request name (server/cases: CASE_NOTE_MAX, REQUEST_NAME_MAX). */
  readonly limits: { readonly note: number; readonly request: number };
  /** The agreement's version each language's page shows today. */
  readonly agreementVersions: Readonly<Record<Lang, string>>;
  /** "Return for signature" (app/signing/staff-signing.server.ts). */
  readonly signingView: StaffSigningView;
  /** "Payments": what the client paid, the schedule in force and the case's fee. */
  readonly payments?: {
    readonly list: readonly Payment[];
    readonly schedule: FeeSchedule;
    readonly feeCents: number | undefined;
  };
  /** The W-2s' figures beside each document, and the estimate from them (documents-view.tsx). */
  readonly w2s?: CaseW2s | undefined;
  /** "Return details": the client's answers; undefined until they start them. */
  readonly returnDetails?: StaffReturnDetails | undefined;
}

function eventWhat(event: CaseDetail['events'][number]): string {
  if (event.kind === 'document') return caseText.kinds.document;
  if (event.kind === 'message') return caseText.kinds.message;
  if (event.kind === 'reminder') return caseText.kinds.reminder;
  if (event.kind === 'email') return caseText.kinds.email;
  if (event.kind === 'return_sent') return caseText.kinds.returnSent;
  if (event.kind === 'return_changed') return caseText.kinds.returnChanged;
  const signingKind = signingEventWhat(event.kind);
  if (signingKind !== undefined) return signingKind;
  return event.status ? caseText.kinds.status(label(event.status)) : caseText.kinds.update;
}

/** The case's one state (app/cases/case-state.ts), from what the page loaded. */
function stateOf(props: CasePageData) {
  const { found, requests, documents } = props.detail;
  return caseState({
    status: found.status,
    estimatedRefundCents: found.estimatedRefundCents,
    contactName: props.workspace.client.name,
    answers: props.returnDetails?.answers,
    w2Refunds: (props.w2s?.estimates ?? []).map((year) => ({
      taxYear: year.taxYear,
      refund: year.estimate.refund,
    })),
    documentsReceived: documents.length,
    openRequests: requests.filter((request) => request.state === 'requested').map((r) => r.name),
  });
}

export function CasePage(props: CasePageData) {
  const { found, documents, thread, events } = props.detail;
  const { workspace } = props;
  const when = useOfficeTime();
  const estimate =
    found.estimatedRefundCents === null ? '' : centsFieldText(found.estimatedRefundCents);
  const form = props.form ?? { status: found.status, note: '', estimate, notify: 'on' };
  const state = stateOf(props);
  return (
    <>
      <h1>{found.reference}</h1>
      <CaseSummary state={state} lastActivityAt={found.lastActivityAt} />
      {props.notice ? (
        <p className="message message--success" role="status">
          {props.notice}
        </p>
      ) : null}
      {/* Two columns on a wide screen (issue 40): what the case is on the left; what staff do
          on the right, which stays in view as the left one scrolls. Each action comes back to
          its own part of the page (the redirect's #fragment names its heading). */}
      <div className="staff-case">
        <div className="staff-case__facts">
          <ClientSection client={workspace.client} name={state.name} />
          {props.detail.clientMailFailedAt ? (
            <p className="message message--error">
              {caseText.clientMailUndeliverable} ({when(props.detail.clientMailFailedAt)})
            </p>
          ) : null}
          <DocumentsPart
            reference={found.reference}
            documents={documents}
            w2s={props.w2s}
            csrf={props.csrf}
          />

          <ReturnDetailsSection
            reference={found.reference}
            csrf={props.csrf}
            details={props.returnDetails}
          />

          <AgreementPart accepted={props.detail.agreements} current={props.agreementVersions} />

          <h2 id="messages-heading">{caseText.messages}</h2>
          <StaffThread thread={thread} />
          <h2 id="events-heading">{caseText.events}</h2>
          {events.length === 0 ? (
            <p>{caseText.noEvents}</p>
          ) : (
            <StaffTable
              headings={[
                caseText.eventTime,
                caseText.eventWhat,
                caseText.eventNote,
                caseText.eventBy,
              ]}
            >
              {events.map((event, index) => (
                <tr key={index}>
                  <td>{when(event.at)}</td>
                  <td>{eventWhat(event)}</td>
                  <td>{event.note}</td>
                  <td>
                    {event.by ??
                      (event.kind === 'reminder' ? caseText.automatic : caseText.visitor)}
                  </td>
                </tr>
              ))}
            </StaffTable>
          )}
        </div>
        <div className="staff-case__actions">
          <h2 id="update-heading">{caseText.updateHeading}</h2>
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
                <input
                  {...control}
                  name="estimate"
                  inputMode="decimal"
                  defaultValue={form.estimate}
                />
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
                />
                {` ${caseText.emailClient}`}
              </label>
              <p className="hint" id="case-update-notify-hint">
                {caseText.emailClientHint}
              </p>
            </div>
            <SubmitRow label={caseText.update} />
          </form>
          <ReplyForm reference={found.reference} csrf={props.csrf} state={props.reply} />

          <AssignmentForm
            reference={found.reference}
            csrf={props.csrf}
            assignee={workspace.assignee}
            staff={workspace.staff}
            state={props.assign}
          />
          <RequestsPart
            detail={props.detail}
            csrf={props.csrf}
            state={props.requests}
            max={props.limits.request}
          />
          <SigningSection
            reference={found.reference}
            csrf={props.csrf}
            view={props.signingView}
            state={props.signing}
          />

          {props.payments ? (
            <PaymentsSection
              reference={found.reference}
              csrf={props.csrf}
              payments={props.payments.list}
              schedule={props.payments.schedule}
              feeCents={props.payments.feeCents}
              state={props.payment}
            />
          ) : null}

          <NotesSection
            reference={found.reference}
            csrf={props.csrf}
            notes={workspace.notes}
            max={props.limits.note}
            state={props.note}
          />

          <form method="post" action={`${casePath(found.reference)}/sessions`}>
            <CsrfField token={props.csrf} />
            <button type="submit" className="button button--secondary">
              {caseText.endSessions}
            </button>
          </form>
        </div>
      </div>
      <p>
        <a href="/staff/cases">{caseText.back}</a>
      </p>
    </>
  );
}

import { data, redirect, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { agreementVersions } from '../../app/agreement-version.server';
import type { CasePageData, CasePageExtra } from '../../app/components/staff/case/case-page';
import { staffCopy as text } from '../../app/copy/staff';
import { staffReturnDetails } from '../../app/return/staff-details.server';
import { staffSigningView } from '../../app/signing/staff-signing.server';
import { queryOf } from '../../app/ui/forms.server';
import { type CaseDetail, caseDetail } from '../cases/detail';
import { CASE_NOTE_MAX } from '../cases/notes';
import { normalizeReference } from '../cases/reference';
import { REQUEST_NAME_MAX } from '../cases/requests';
import { caseWorkspace } from '../cases/workspace';
import { caseW2s } from '../reader/case-w2s';
import { caseFeeCents, casePayments } from '../payments/store';
import { textField } from '../../app/ui/forms.server';
import { permanentRedirectStatus } from '../http/request-checks';
import { audit, AUDIT } from './audit';
import { actor, notice, staffServices } from './route-checks.server';
import type { StaffSession } from './sessions';

/**
 * The staff case page's loading (docs/back-office.md, "Staff"), shared by its own route and the
 * routes of its forms (app/routes/staff.cases.$reference*.tsx), whose refused post answers with
 * the case page, the form as typed and why.
 */

type Context = Readonly<RouterContextProvider>;

export const casePath = (reference: string) => `/staff/cases/${reference}`;

/**
 * The case a path names: 404 for none, a redirect for a reference typed loosely (to its canonical
 * path, plus `rest`, such as `/reply`; a form posted there stays a post, with its form).
 */
export async function caseOf(
  request: Request,
  context: Context,
  typed: string,
  rest = '',
): Promise<CaseDetail> {
  const reference = normalizeReference(typed);
  if (reference !== undefined && reference !== typed) {
    throw redirect(casePath(reference) + rest, permanentRedirectStatus(request.method));
  }
  const detail =
    reference === undefined ? undefined : await caseDetail(staffServices(context).db, reference);
  if (!detail) throw notice(404, text.cases.notFound);
  return detail;
}

/** The case page, audited as viewed; 404 when the case went away since it was read. */
export async function casePage(
  context: Context,
  session: StaffSession,
  detail: CaseDetail,
  extra: CasePageExtra = {},
): Promise<CasePageData> {
  const { db, documents, fees } = staffServices(context);
  const [workspace, w2s, returnDetails, payments] = await Promise.all([
    caseWorkspace(db, detail.found.id),
    caseW2s(db, documents.documentsKeys, detail.found.id, fees),
    staffReturnDetails(db, detail.found.id),
    casePayments(db, detail.found.id),
  ]);
  if (!workspace) throw notice(404, text.cases.notFound);
  await audit(db, actor(session, context), AUDIT.caseViewed, `case ${detail.found.reference}`);
  const signingView = await staffSigningView(context, detail, w2s.estimates[0]?.estimate);
  return {
    ...extra,
    detail,
    workspace,
    csrf: session.csrfToken,
    limits: { note: CASE_NOTE_MAX, request: REQUEST_NAME_MAX },
    agreementVersions: agreementVersions(fees),
    signingView,
    payments: {
      list: payments,
      schedule: fees,
      feeCents: caseFeeCents(signingView.state.current?.feeCents, w2s.estimates[0]?.estimate),
    },
    w2s,
    returnDetails,
  };
}

/** A refused form: the case page with it as typed and why, with the status. */
export async function refusedOn(
  context: Context,
  session: StaffSession,
  detail: CaseDetail,
  status: number,
  extra: CasePageExtra,
  headers: Record<string, string> = {},
) {
  return data(await casePage(context, session, detail, extra), { status, headers });
}

/** "1" after a post that changed something, "0" after one that changed nothing. */
const outcome = (changed: string, unchanged: string) =>
  textField.transform((value) => (value === '1' ? changed : value === '0' ? unchanged : undefined));
const once = (sentence: string) =>
  textField.transform((value) => (value === '1' ? sentence : undefined));

/**
 * What the case page says after a post (post/redirect/get): "?updated=" (Update case),
 * "?replied=1" (a reply sent), "?assigned=" (Assign), "?noted=1" (a note added), "?requested=1"
 * and "?received=1" (a document requested, marked received), "?sessionsEnded=1" (the client's
 * sessions ended), "?sentForSignature=1" and "?paperAccepted=1" (review and sign), "?w2Corrected=1"
 * and "?w2Standing=" (a W-2 left out of the estimate, counted again, not a duplicate).
 */
const caseQuery = z.object({
  updated: outcome(text.cases.updated, text.cases.unchanged),
  replied: once(text.cases.thread.sent),
  assigned: outcome(text.assignment.saved, text.cases.unchanged),
  noted: once(text.notes.added),
  requested: once(text.requests.requestedNotice),
  received: once(text.requests.receivedNotice),
  sessionsEnded: once(text.cases.sessionsEnded),
  sentForSignature: once(text.signing.sentNotice),
  paperAccepted: once(text.signing.paperAcceptedNotice),
  w2Corrected: once(text.w2.corrected),
  w2Standing: textField.transform((value) =>
    value === 'leave-out'
      ? text.w2.leftOutNotice
      : value === 'count'
        ? text.w2.countedNotice
        : value === 'not-duplicate'
          ? text.w2.notDuplicateNotice
          : undefined,
  ),
});

export function caseNotice(request: Request): string | undefined {
  const query = queryOf(caseQuery, request);
  return (
    query.updated ??
    query.replied ??
    query.assigned ??
    query.noted ??
    query.requested ??
    query.received ??
    query.sessionsEnded ??
    query.sentForSignature ??
    query.paperAccepted ??
    query.w2Corrected ??
    query.w2Standing
  );
}

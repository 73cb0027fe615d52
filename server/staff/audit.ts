import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../db/schema';

type Executor = Kysely<Schema> | Transaction<Schema>;

/** The events of the audit log, as the screen shows them (BACKOFFICE.md, "Audit log"). */
export const AUDIT = {
  signIn: 'sign-in',
  failedSignIn: 'failed sign-in',
  signOut: 'sign-out',
  enrolment: 'enrolment',
  accountAdded: 'account added',
  accountDisabled: 'account disabled',
  mfaReset: 'authenticator reset',
  /** The Messages screen: which page, never what it showed. */
  messagesListed: 'messages listed',
  messageViewed: 'message viewed',
  messageHandled: 'message handled',
  /** By the retention job (server/cases/retention.ts): how many, never what. */
  recordsDisposed: 'records disposed',
  /** The Cases screen: its filter and page; a search's words are not kept (an e-mail address). */
  casesListed: 'cases listed',
  caseViewed: 'case viewed',
  documentDownloaded: 'document downloaded',
  statusChanged: 'status changed',
  /** Note or estimated refund changed, status not. */
  caseUpdated: 'case updated',
} as const;

export type AuditAction = (typeof AUDIT)[keyof typeof AUDIT];

/** Who did it: a staff member, or the command line (actor id null). */
export interface Actor {
  readonly id: number | null;
  readonly name: string;
  readonly clientAddress: string;
}

export const COMMAND_LINE: Actor = { id: null, name: 'command line', clientAddress: 'local' };

/** Appends one event. The table takes inserts only (a trigger refuses the rest). */
export async function audit(
  db: Executor,
  actor: Actor,
  action: AuditAction,
  subject = '',
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actor.id,
      actor: actor.name,
      action,
      subject,
      client_address: actor.clientAddress,
    })
    .execute();
}

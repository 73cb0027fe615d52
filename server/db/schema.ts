import type { ColumnType, Generated } from 'kysely';

/**
 * The tables, as the typed query layer sees them (server/db/migrations.ts writes them).
 */
type CreatedAt = ColumnType<Date, Date | undefined, never>;
/**
 * A bigint column: node-postgres reads it as a string, PGlite as a number (or a bigint past 2^53),
 * so it is read through `Number()` (server/cases/store.ts); written as a number.
 */
type BigintColumn = ColumnType<string | number | bigint, number, number>;

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  client_address: string;
  created_at: CreatedAt;
  /** When a staff member first opened it; null = unread. */
  read_at: Date | null;
  handled_at: Date | null;
  handled_by: number | null;
  /** The visitor's case (server/cases); null for messages stored before cases existed. */
  case_id: string | null;
}

/** Status keys: app/cases/statuses.ts (the database checks the same list). */
export interface CasesTable {
  id: Generated<string>;
  /** `QR-XXXX-XXXX-XXXX`, Crockford base32 (server/cases/reference.ts). */
  reference: string;
  status: Generated<string>;
  estimated_refund_cents: ColumnType<
    string | number | bigint | null,
    number | null | undefined,
    number | null
  >;
  created_at: CreatedAt;
  last_activity_at: ColumnType<Date, Date | undefined, Date>;
  /** "Email for updates": where the case's e-mails go; null until the visitor gives one. */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language of the case's e-mails and pages after a sign-in link (migration 9). */
  language: ColumnType<'en' | 'es', 'en' | 'es' | undefined, 'en' | 'es'>;
}

/** Sign-in links to a case (migration 9): the token's SHA-256 only, single use, 72 hours. */
export interface CaseSignInLinksTable {
  token_hash: string;
  case_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface CaseEventsTable {
  id: Generated<string | number>;
  case_id: string;
  at: ColumnType<Date, Date | undefined, never>;
  /** 'reminder': a reminder of open document requests (migration 14), shown to staff only. */
  kind: 'document' | 'message' | 'status' | 'reminder';
  /** The status the case moved to, when this event changed it; null otherwise. */
  status: string | null;
  /** A note to the client, shown on the tracker. */
  note: string | null;
  /** Who made the change; null for what the visitor did. */
  staff_id: number | null;
}

export interface DocumentsTable {
  /** The storage id the upload gave it (server/documents/ids.ts). */
  id: string;
  case_id: string;
  original_name: string;
  content_type: string;
  size_bytes: BigintColumn;
  created_at: CreatedAt;
}

export interface RateEventsTable {
  id: Generated<number>;
  /** What is limited, e.g. `contact` or `sign-in:account`. */
  kind: string;
  /** Whom it is limited for: a client address or an account's e-mail. */
  key: string;
  at: CreatedAt;
}

export interface StaffAccountsTable {
  id: Generated<number>;
  email: string;
  is_admin: boolean;
  /** scrypt, see server/staff/passwords.ts; null until enrolment. */
  password_hash: string | null;
  /** Base32 TOTP secret; null until enrolment (and after reset-mfa). */
  totp_secret: string | null;
  /** The last TOTP time step accepted, so that a code works once. */
  totp_last_step: number | null;
  enrolled_at: Date | null;
  disabled_at: Date | null;
  created_at: CreatedAt;
}

export interface StaffEnrolmentsTable {
  /** SHA-256 of the token in the link: the database never holds the link itself. */
  token_hash: string;
  account_id: number;
  /** The authenticator secret offered on the enrolment page, kept until it is confirmed. */
  totp_secret: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  account_id: number;
  code_hash: string;
  used_at: Date | null;
}

export interface StaffSessionsTable {
  /** SHA-256 of the cookie's token. */
  id_hash: string;
  account_id: number;
  /** The form token tied to this session (forgery protection). */
  csrf_token: string;
  created_at: CreatedAt;
  last_seen_at: Date;
  ended_at: Date | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  /** Null for the command line and for failed sign-ins of unknown accounts. */
  actor_id: number | null;
  /** Who, as written at the time (an e-mail, or `command line`). */
  actor: string;
  action: string;
  /** What it was done to: an e-mail, `message 12`, …; empty when nothing. */
  subject: Generated<string>;
  client_address: Generated<string>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  created_at: CreatedAt;
  attempts: Generated<number>;
  next_attempt_at: Date;
  sent_at: Date | null;
  last_error: string | null;
}

/** Keys every instance shares (server/cases/cookie.ts). */
export interface ServerKeysTable {
  name: string;
  key: Buffer;
  created_at: CreatedAt;
}

/** Refused sign-ins summarised: one per client and account per window (migration 5). */
export interface SignInFailuresTable {
  window_start: Date;
  client: string;
  account: string;
  attempts: Generated<number>;
  /** The audit_log row that stands for them. */
  audit_id: number | null;
}

/** A case's thread: the visitor's messages from the case page and staff's replies (migration 8). */
export interface CaseMessagesTable {
  id: Generated<number>;
  case_id: string;
  author: 'visitor' | 'staff';
  /** The staff member who replied; null for the visitor's messages. */
  staff_id: number | null;
  /** Text only: every page writes it as text, never as markup. */
  body: string;
  client_address: Generated<string>;
  created_at: CreatedAt;
  /** When staff marked a visitor's message read; null = unread. */
  read_at: Date | null;
  /** When staff marked a visitor's message handled (the Messages screen, migration 10). */
  handled_at: Date | null;
  handled_by: number | null;
}

/** "I Agree & Continue" recorded in a case (migration 10, decision 075). */
export interface AgreementAcceptancesTable {
  id: Generated<number>;
  case_id: string;
  /** SHA-256 (hex) of the agreement's text in `language` (app/agreement-version.server.ts). */
  version: string;
  language: 'en' | 'es';
  /** As the server saw it (behind a trusted proxy, from X-Forwarded-For); at most 100 characters. */
  client_address: string;
  /** At most 512 characters (longer is cut). */
  user_agent: string;
  accepted_at: CreatedAt;
}

/** A document staff requested from a case's client (migration 14, decision 087). */
export interface DocumentRequestsTable {
  id: Generated<number>;
  case_id: string;
  /** As staff typed it (at most 200 characters); text only wherever it is shown. */
  name: string;
  state: ColumnType<
    'requested' | 'received' | 'not_applicable',
    'requested' | undefined,
    'received' | 'not_applicable'
  >;
  requested_at: CreatedAt;
  requested_by: number;
  /** When the client answered or staff marked it received; null while open. */
  answered_at: Date | null;
  /** The file the client sent for it. */
  document_id: string | null;
  /** Who marked it received, when it came another way. */
  received_by: number | null;
  /** The client's reason for "I don't have this" (at most 500 characters). */
  reason: string | null;
}

/** When a case's client was last told of its open requests, and the reminders since (decision 088). */
export interface RequestRemindersTable {
  case_id: string;
  last_told_at: Date;
  reminders: Generated<number>;
}

export interface Schema {
  document_requests: DocumentRequestsTable;
  request_reminders: RequestRemindersTable;
  agreement_acceptances: AgreementAcceptancesTable;
  case_sign_in_links: CaseSignInLinksTable;
  case_messages: CaseMessagesTable;
  sign_in_failures: SignInFailuresTable;
  server_keys: ServerKeysTable;
  cases: CasesTable;
  case_events: CaseEventsTable;
  documents: DocumentsTable;
  contact_messages: ContactMessagesTable;
  rate_events: RateEventsTable;
  staff_accounts: StaffAccountsTable;
  staff_enrolments: StaffEnrolmentsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  mail_outbox: MailOutboxTable;
}

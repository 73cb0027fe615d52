import type { StaffNotify } from '../mail/staff-notices';
import { type Kysely, sql } from 'kysely';
import { signing as english } from '../../app/copy/en/signing';
import type { SigningCopy } from '../../app/copy/en/signing';
import { signing as spanish } from '../../app/copy/es/signing';
import type { Lang } from '../../app/site/pages';
import type { Schema } from '../db/schema';
import type { SealedFiles } from '../documents/sealed-files';
import type { Executor, ReturnIdentity } from './identity';

/** The words of signing in each language of a case. */
export const SIGNING_COPY: Readonly<Record<Lang, SigningCopy>> = { en: english, es: spanish };

/**
 * The client's return details as signing needs them (docs/return.md, server/returns on the `return`
 * branch): who signs, and the lock that keeps the answers as they were once a return made from
 * them is sent for signature.
 */
export interface ReturnDetailsAccess {
  /** The details the client sent ("Send to your preparer"); undefined while not sent. */
  read(db: Executor, caseId: string): Promise<ReturnIdentity | undefined>;
  /** Called in the transaction that sends a return for signature. */
  lock(db: Executor, caseId: string): Promise<void>;
}

/** What the functions of signing need, built once by the office (server/office.ts). */
export interface SigningOptions {
  readonly db: Kysely<Schema>;
  /** The document store's whole files (server/documents/sealed-files.ts): `documents.sealed`. */
  readonly files: SealedFiles;
  readonly details: ReturnDetailsAccess;
  /** UPLOAD_MAX_BYTES: no file of signing is larger than an upload may be. */
  readonly maxBytes: number;
  /** STALL_TIMEOUT_SECONDS, in milliseconds: a form's body that sends nothing this long is dropped. */
  readonly stallMs?: number;
  /** OFFICE_TIME_ZONE, for the record page. */
  readonly officeTimeZone: string;
  /** PUBLIC_URL: the e-mails' sign-in links point there. */
  readonly publicUrl: string;
  /** What the client's e-mails sign with; undefined when mail is off (no e-mail, no code). */
  readonly clientMail: { readonly siteName: string; readonly phone: string } | undefined;
  /** Where staff are told that a client signed (STAFF_EMAIL); undefined when off. */
  readonly staffNotify?: StaffNotify | undefined;
}

/** The case's reference and language, locked for the caller's transaction; undefined when gone. */
export async function lockedCase(
  db: Executor,
  caseId: string,
): Promise<{ reference: string; language: Lang; status: string } | undefined> {
  return db
    .selectFrom('cases')
    .select(['reference', 'language', 'status'])
    .where('id', '=', caseId)
    .forUpdate()
    .executeTakeFirst();
}

/** Moves a case's last activity to now (an action on it with no event of its own). */
export async function touchCase(db: Executor, caseId: string): Promise<void> {
  await db
    .updateTable('cases')
    .set({ last_activity_at: sql<Date>`greatest(last_activity_at, now())` })
    .where('id', '=', caseId)
    .execute();
}

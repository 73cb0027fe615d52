import type { Kysely } from 'kysely';
import { languageOfVersion } from '../../app/agreement-version.server';
import { type FeeSchedule, INCOME_TABLE } from '../../app/fees';
import { officeDay } from '../../app/time';
import { agreementRecord as englishWords } from '../../app/copy/en/agreement-record';
import { agreementRecord as spanishWords } from '../../app/copy/es/agreement-record';
import { CATALOGUES } from '../../app/copy/languages.server';
import type { Lang } from '../../app/site/pages';
import { clientKey } from '../http/client-key';
import type { Schema } from '../db/schema';
import { takePlace, type Window } from '../db/rate-limit';
import { audit, AUDIT, visitorActor } from '../staff/audit';
import type { CaseService, Visitor } from './service';
import { type CaseNotify, isUuid, openOrJoinCase } from './store';

/**
 * "I Agree & Continue" recorded in the visitor's case (docs/back-office.md, "The agreement,
 * recorded"; decision 075): the case the browser's cookie names, or a new one, gets the time, the
 * version of the text accepted, its language, and the client's address and user agent as the
 * server saw them. Called by the agreement page's action (app/routes/agreement.tsx), which the
 * native form and the hydrated page's fetcher both post to (decision 136).
 */

/** Acceptances per client per 10 minutes: each one without a case cookie opens a case. */
export const AGREEMENT_LIMIT: Window = { limit: 10, windowMs: 10 * 60 * 1000 };
const AGREEMENT_KIND = 'agreement';
/** What is kept of a user agent (a header may be 16 KiB): the rest is cut. */
export const USER_AGENT_MAX = 512;
/** What is kept of an address: an IPv6 address with its zone fits; a forwarded oddity is cut. */
export const ADDRESS_MAX = 100;

export interface Acceptance {
  /** The version the page gave (its hidden field): the SHA-256 of the text the visitor read. */
  readonly version: string;
  /** The client's address as the server sees it (behind a trusted proxy, X-Forwarded-For's). */
  readonly clientAddress: string;
  readonly userAgent: string | undefined;
}

export type AgreementAnswer =
  | {
      readonly ok: true;
      /** False when this case had accepted this version already: nothing new was written. */
      readonly recorded: boolean;
      readonly reference: string;
      /** The case cookie, set again for 30 days. */
      readonly setCookie: string;
    }
  | { readonly ok: false; readonly reason: 'unknown version' | 'unavailable' }
  | { readonly ok: false; readonly reason: 'rate limited'; readonly retryAfterMs: number };

export interface AgreementRecorder {
  /** Never throws: a failure of the database is logged and answered as 'unavailable'. */
  record(visitor: Visitor, acceptance: Acceptance): Promise<AgreementAnswer>;
}

/** The first `max` characters (code points, as the database counts them). */
function cut(text: string, max: number): string {
  // A header is at most 16 KiB (node:http's limit): only a short prefix is split.
  return Array.from(text.slice(0, 2 * max))
    .slice(0, max)
    .join('');
}

type Recorded =
  | { readonly ok: true; readonly recorded: boolean; readonly caseId: string; reference: string }
  | { readonly ok: false; readonly reason: 'unknown version' }
  | { readonly ok: false; readonly reason: 'rate limited'; readonly retryAfterMs: number };

/**
 * In one transaction: the client's place under AGREEMENT_LIMIT, the case joined or opened (a
 * new case is in the acceptance's language, and staff are told of it as of any new case), the
 * acceptance (none when this case accepted this version before: the first stands), and the audit
 * entry "agreement recorded" when one was written.
 */
export async function recordAgreement(
  db: Kysely<Schema>,
  caseId: string | undefined,
  acceptance: Acceptance,
  notify?: CaseNotify,
  fees: FeeSchedule = INCOME_TABLE,
): Promise<Recorded> {
  const language: Lang | undefined = languageOfVersion(acceptance.version, fees);
  if (language === undefined) return { ok: false, reason: 'unknown version' };
  const address = cut(acceptance.clientAddress, ADDRESS_MAX);
  return db.transaction().execute(async (tx): Promise<Recorded> => {
    const taken = await takePlace(tx, AGREEMENT_KIND, clientKey(address), AGREEMENT_LIMIT);
    if (!taken.allowed)
      return { ok: false, reason: 'rate limited', retryAfterMs: taken.retryAfterMs };
    // A case it opens speaks the acceptance's language (decision 073); one joined keeps its own.
    const joined = await openOrJoinCase(tx, caseId, notify, language);
    const inserted = await tx
      .insertInto('agreement_acceptances')
      .values({
        case_id: joined.id,
        version: acceptance.version,
        language,
        client_address: address,
        user_agent: cut(acceptance.userAgent ?? '', USER_AGENT_MAX),
      })
      .onConflict((conflict) => conflict.columns(['case_id', 'version']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      await audit(tx, visitorActor(address), AUDIT.agreementRecorded, `case ${joined.reference}`);
    }
    return {
      ok: true,
      recorded: inserted !== undefined,
      caseId: joined.id,
      reference: joined.reference,
    };
  });
}

export function createAgreementRecorder(options: {
  readonly db: Kysely<Schema>;
  readonly cases: CaseService;
  readonly notify: CaseNotify | undefined;
  readonly log: (line: string) => void;
  /** The schedule the agreement's fee section states (its version depends on it). */
  readonly fees?: FeeSchedule;
}): AgreementRecorder {
  const { db, cases, notify, log, fees = INCOME_TABLE } = options;
  return {
    async record(visitor, acceptance) {
      try {
        const result = await recordAgreement(
          db,
          await cases.caseIdOf(visitor),
          acceptance,
          notify,
          fees,
        );
        if (!result.ok) return result;
        return {
          ok: true,
          recorded: result.recorded,
          reference: result.reference,
          setCookie: cases.cookieFor(result.caseId, visitor.https, visitor),
        };
      } catch (error) {
        log(`Agreement not recorded: ${error instanceof Error ? error.message : String(error)}`);
        return { ok: false, reason: 'unavailable' };
      }
    },
  };
}

export interface AgreementAccepted {
  readonly acceptedAt: Date;
  readonly version: string;
  readonly language: Lang;
  readonly clientAddress: string;
  readonly userAgent: string;
}

/** A case's recorded acceptances, newest first (the staff case page; the visitor's the first). */
export async function caseAgreements(
  db: Kysely<Schema>,
  caseId: string,
): Promise<AgreementAccepted[]> {
  if (!isUuid(caseId)) return [];
  const rows = await db
    .selectFrom('agreement_acceptances')
    .select(['accepted_at', 'version', 'language', 'client_address', 'user_agent'])
    .where('case_id', '=', caseId)
    .orderBy('accepted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    acceptedAt: row.accepted_at,
    version: row.version,
    language: row.language,
    clientAddress: row.client_address,
    userAgent: row.user_agent,
  }));
}

/**
 * The visitor's case page's line for the latest acceptance, in the page's language: "Agreement
 * accepted on November 26, 2026" (the day in the office's time zone, OFFICE_TIME_ZONE).
 */
export function acceptedLine(at: Date, lang: Lang, timeZone: string): string {
  const { year, month, day } = officeDay(at, timeZone);
  const words = lang === 'es' ? spanishWords : englishWords;
  return words.accepted(CATALOGUES[lang].longDate(day, month, year));
}

import type { Kysely } from 'kysely';
import type { Lang } from '../../app/site/pages';
import type { Schema } from '../db/schema';
import { CaseCookie, newSession } from './cookie';
import { caseOfSession, signOutOfCase } from './sessions';
import type { Notification } from '../mail/outbox';
import { newReference } from './reference';
import { type CaseNotify, isUuid, type NewDocument, recordDocument } from './store';

/**
 * What the request says about the visitor: its Cookie header, whether it came over https, and
 * the language it is answered in (the page's, when the request says), which a case it opens
 * takes (decision 073); a case joined keeps its own.
 */
export interface Visitor {
  readonly cookie: string | undefined;
  readonly https: boolean;
  readonly language?: Lang | undefined;
}

/** What the answer carries: the case's reference, and the cookie to (re)set for 30 days. */
export interface CaseAnswer {
  readonly reference: string;
  readonly setCookie: string;
}

/**
 * The case flow as the upload and the contact form use it: the browser's case from its signed
 * cookie, or a new case (with a notification to staff) when it has none that holds.
 */
export interface CaseService {
  recordDocument(visitor: Visitor, document: NewDocument): Promise<CaseAnswer>;
  /**
   * For a caller that joins the case in its own statement (the contact message's one call,
   * migration 4): the case the cookie names, a reference for a new one, the notification a new
   * case sends, and how to answer once the statement has said which case it was.
   */
  plan(visitor: Visitor): Promise<CasePlan>;
  /**
   * The case the browser's cookie gives access to (a UUID): its signature holds and its session
   * goes on (sessions.ts); undefined otherwise: the visitor's case page.
   */
  caseIdOf(visitor: Visitor): Promise<string | undefined>;
  /**
   * The cookie for a case, issued now for 30 days (set again on each message), in the browser's
   * session when its cookie is for this case, else a new one.
   */
  cookieFor(caseId: string, https: boolean, visitor?: Visitor): string;
  /** "Sign out of this case" (sessions.ts): the Set-Cookie header that removes the cookie. */
  signOut(visitor: Visitor): Promise<string>;
}

export interface CasePlan {
  /** The case the browser's signed cookie names (a UUID), or undefined. */
  readonly caseId: string | undefined;
  /** The reference a new case takes (a fresh one per plan). */
  readonly newReference: string;
  /** The mail a new case sends staff, when notifications are on. */
  readonly newCaseMail: Notification | undefined;
  /** The language a new case takes (the visitor's page's); undefined: the default. */
  readonly language: Lang | undefined;
  answer(joined: { id: string; reference: string }): CaseAnswer;
}

export function createCaseService(options: {
  db: Kysely<Schema>;
  /** The cookie's signing keys, newest first (server/http/signed-cookie.ts). */
  cookieKeys: readonly Buffer[];
  notify: CaseNotify | undefined;
}): CaseService {
  const { db, notify } = options;
  const cookie = new CaseCookie(options.cookieKeys);
  const caseIdOf = (visitor: Visitor) =>
    caseOfSession(db, cookie.open(visitor.cookie, visitor.https));
  const cookieFor = (caseId: string, https: boolean, visitor?: Visitor) => {
    const current = visitor && cookie.open(visitor.cookie, visitor.https);
    const session = current?.caseId === caseId ? current.session : undefined;
    return cookie.header(caseId, https, session ?? newSession());
  };
  const answer = (visitor: Visitor, joined: { id: string; reference: string }): CaseAnswer => ({
    reference: joined.reference,
    // Set again on every visit that joins: 30 days from the last upload or message.
    setCookie: cookieFor(joined.id, visitor.https, visitor),
  });
  return {
    async recordDocument(visitor, document) {
      const caseId = await caseIdOf(visitor);
      return answer(visitor, await recordDocument(db, caseId, document, notify, visitor.language));
    },
    caseIdOf,
    cookieFor,
    signOut: (visitor) => signOutOfCase(db, cookie, visitor),
    async plan(visitor) {
      const caseId = await caseIdOf(visitor);
      const reference = newReference();
      return {
        caseId: caseId !== undefined && isUuid(caseId) ? caseId : undefined,
        newReference: reference,
        newCaseMail: notify?.notification(reference),
        language: visitor.language,
        answer: (joined) => answer(visitor, joined),
      };
    },
  };
}

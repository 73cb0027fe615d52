import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { type Actor, audit, AUDIT } from '../staff/audit';
import type { CaseCookie, CaseCookieValue } from './cookie';

type Executor = Kysely<Schema> | Transaction<Schema>;

/**
 * A browser's access to a case (decision 103): its case cookie's signature holds (cookie.ts), and
 * the database says the session goes on: this browser did not "Sign out of this case", and staff
 * did not "End the client's sessions" after the cookie was issued. Checked on every request that
 * reads the cookie, so that it holds on every instance at once.
 */
const sessionHash = (session: string) => createHash('sha256').update(session).digest('base64url');

/** The case the opened cookie gives access to, or undefined: signed out, ended, or no such case. */
export async function caseOfSession(
  db: Executor,
  opened: CaseCookieValue | undefined,
): Promise<string | undefined> {
  if (opened === undefined) return undefined;
  const row = await db
    .selectFrom('cases')
    .select(['sessions_ended_at'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('case_sign_outs')
            .select('case_id')
            .where('session_hash', '=', sessionHash(opened.session ?? ''))
            .where('case_id', '=', opened.caseId),
        )
        .as('signed_out'),
    )
    .where('id', '=', opened.caseId)
    .executeTakeFirst();
  if (!row || row.signed_out) return undefined;
  // A cookie issued in the second the sessions were ended is ended with them.
  const endedAt = row.sessions_ended_at;
  if (endedAt !== null && opened.issued <= Math.floor(new Date(endedAt).getTime() / 1000)) {
    return undefined;
  }
  return opened.caseId;
}

/**
 * "Sign out of this case": ends this browser's session on the server (a copy of its cookie opens
 * nothing either) and answers the Set-Cookie header that removes the cookie. A cookie issued
 * before sessions has none to end: removing it is all there is, and staff's "End the client's
 * sessions" ends it. Signing out twice, or without a case, is no error.
 */
export async function signOutOfCase(
  db: Executor,
  cookie: CaseCookie,
  visitor: { readonly cookie: string | undefined; readonly https: boolean },
): Promise<string> {
  const opened = cookie.open(visitor.cookie, visitor.https);
  if (opened?.session !== undefined) {
    await db
      .insertInto('case_sign_outs')
      .values({ session_hash: sessionHash(opened.session), case_id: opened.caseId })
      .onConflict((oc) => oc.column('session_hash').doNothing())
      .execute();
  }
  return cookie.clear(visitor.https);
}

/**
 * Staff's "End the client's sessions": every case cookie of the case issued until now stops
 * working, in every browser, and every sign-in link mailed until now is spent (a link is a session
 * not yet opened), audited "client sessions ended". A new sign-in link opens it again. False when
 * there is no such case.
 */
export async function endClientSessions(
  db: Kysely<Schema>,
  caseId: string,
  actor: Actor,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const ended = await tx
      .updateTable('cases')
      .set({ sessions_ended_at: new Date() })
      .where('id', '=', caseId)
      .returning('reference')
      .executeTakeFirst();
    if (!ended) return false;
    await tx
      .updateTable('case_sign_in_links')
      .set({ used_at: new Date() })
      .where('case_id', '=', caseId)
      .where('used_at', 'is', null)
      .execute();
    await audit(tx, actor, AUDIT.clientSessionsEnded, `case ${ended.reference}`);
    return true;
  });
}

/** Sign-outs older than a case cookie can live are of no more use (server/db/housekeeping.ts). */
export async function pruneSignOuts(db: Executor, olderThan: Date): Promise<void> {
  await db.deleteFrom('case_sign_outs').where('at', '<', olderThan).execute();
}

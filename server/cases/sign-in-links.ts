import { type Kysely, sql, type Transaction } from 'kysely';
import type { Lang } from '../../app/site/pages';
import type { Schema } from '../db/schema';
import { newToken, tokenHash } from '../staff/tokens';
import { isUuid } from './store';

/**
 * Sign-in links to a visitor's case (docs/back-office.md, "The visitor's case page"; decision
 * 070): `PUBLIC_URL/case/open/TOKEN`, 32 random bytes, of which the database keeps the SHA-256
 * only; single use, valid 72 hours. Opening one sets the case cookie.
 */
export const SIGN_IN_LINK_HOURS = 72;
export const SIGN_IN_PATH_PREFIX = '/case/open/';

type Executor = Kysely<Schema> | Transaction<Schema>;

/** A fresh link to the case, stored (hashed) in the caller's transaction with what it is sent in. */
export async function issueSignInLink(
  db: Executor,
  caseId: string,
  publicUrl: string,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('case_sign_in_links')
    .values({
      token_hash: tokenHash(token),
      case_id: caseId,
      expires_at: new Date(now.getTime() + SIGN_IN_LINK_HOURS * 60 * 60 * 1000),
    })
    .execute();
  return `${publicUrl}${SIGN_IN_PATH_PREFIX}${token}`;
}

/**
 * Spends a link: the case it opens and the case's language, once; undefined for a token that is
 * unknown, used or expired (all alike). One statement, so two openings at once spend it once.
 */
export async function openSignInLink(
  db: Kysely<Schema>,
  token: string,
): Promise<{ caseId: string; language: Lang } | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const { rows } = await sql<{ case_id: string; language: Lang }>`
    update case_sign_in_links l set used_at = now()
    from cases c
    where l.token_hash = ${tokenHash(token)} and l.used_at is null and l.expires_at > now()
      and c.id = l.case_id
    returning l.case_id, c.language`.execute(db);
  const row = rows[0];
  return row && isUuid(row.case_id) ? { caseId: row.case_id, language: row.language } : undefined;
}

/** What a sign-in link would open, read without spending it (peekSignInLink). */
export type SignInLinkPeek =
  | {
      readonly state: 'usable' | 'used';
      readonly caseId: string;
      readonly reference: string;
      readonly language: Lang;
    }
  /** Unknown, malformed or past its 72 hours: "This link has expired or was already used." */
  | { readonly state: 'expired' };

/**
 * What `GET /case/open/TOKEN` (and HEAD) may show, changing nothing (docs/back-office.md, "Safer
 * links, mail and backups"): mail scanners and link previews fetch links, so only the post of
 * "Continue to your case" spends one (openSignInLink). 'usable': the page with the button (and,
 * when the browser holds another case, the sentence saying which case continuing opens); 'used':
 * spent already, which opens the case page only in a browser that holds that same case, and is
 * otherwise answered as 'expired'.
 */
export async function peekSignInLink(db: Executor, token: string): Promise<SignInLinkPeek> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { state: 'expired' };
  const row = await db
    .selectFrom('case_sign_in_links as l')
    .innerJoin('cases as c', 'c.id', 'l.case_id')
    .select(['l.case_id', 'l.used_at', 'l.expires_at', 'c.reference', 'c.language'])
    .where('l.token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= Date.now()) return { state: 'expired' };
  return {
    state: row.used_at === null ? 'usable' : 'used',
    caseId: row.case_id,
    reference: row.reference,
    language: row.language,
  };
}

/** The case's e-mail for updates and language: where and how its e-mails go. */
export async function caseContact(
  db: Executor,
  caseId: string,
): Promise<{ email: string | null; language: Lang } | undefined> {
  const row = await db
    .selectFrom('cases')
    .select(['email', 'language'])
    .where('id', '=', caseId)
    .executeTakeFirst();
  return row && { email: row.email, language: row.language };
}

/**
 * What a link names, without using it: its case, the case's language and reference, and whether
 * it would still open it (unused, within 72 hours). Undefined for a token that names no link.
 * Opening a link's page reads this only (mail scanners fetch links); only its post spends it.
 */
export async function findSignInLink(
  db: Kysely<Schema>,
  token: string,
): Promise<{ caseId: string; language: Lang; reference: string; usable: boolean } | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const row = await db
    .selectFrom('case_sign_in_links as l')
    .innerJoin('cases as c', 'c.id', 'l.case_id')
    .select([
      'l.case_id',
      'c.language',
      'c.reference',
      sql<boolean>`l.used_at is null and l.expires_at > now()`.as('usable'),
    ])
    .where('l.token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  return row && isUuid(row.case_id)
    ? { caseId: row.case_id, language: row.language, reference: row.reference, usable: row.usable }
    : undefined;
}

import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { takePlace, type Window } from '../db/rate-limit';
import { enqueueMail } from '../mail/outbox';
import { type Actor, AUDIT, audit } from '../staff/audit';
import { clientMail, type ClientMailOptions } from '../staff/client-mail';
import { normalizeReference } from './reference';
import { caseContact } from './sign-in-links';
import { findCaseByReference } from './store';

/**
 * "Send me a link" on the case page without a case cookie (docs/back-office.md, "The visitor's
 * case page"; decision 073). Whatever is typed, the visitor gets one sentence; only a reference
 * and e-mail that match a case queue the e-mail with a fresh sign-in link, to the case's own
 * address. The limits are taken before anything is looked up, and are the same whether the case
 * exists or not, so neither the answer, nor a 429, nor its timing says whether it matched: the
 * lookup runs after the answer is sent.
 */
export const LINK_LIMITS = {
  /** Tries per client (its address, server/http/client-key.ts) per minute. */
  perClient: { limit: 10, windowMs: 60_000 },
  /** Links per case per hour: counted per reference and e-mail as typed, match or not. */
  perCase: { limit: 3, windowMs: 60 * 60_000 },
  /**
   * Link e-mails per address per day, whatever case asks (decision 101): several cases given one
   * victim's address as "Email for updates" cannot flood it. Counted when a link is mailed.
   */
  perAddress: { limit: 5, windowMs: 24 * 60 * 60_000 },
} as const satisfies Record<string, Window>;

const KINDS = {
  client: 'case link',
  /** A reference and e-mail asked for (their hash): the limit a visitor sees. */
  asked: 'case link asked',
  /** Links mailed per case: holds when the case's e-mail changed within the hour. */
  sent: 'case link sent',
  /** Links mailed per address (its hash), whatever the case. */
  address: 'case link address',
} as const;

/** An address as the per-address count keys it: lower case, hashed (never kept as typed). */
const addressKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** Who the audit log says mailed the link: the visitor who asked, from their address. */
const visitorActor = (clientKey: string): Actor => ({
  id: null,
  name: 'visitor',
  clientAddress: clientKey,
});

export interface LinkRequest {
  /** As typed, trimmed: read by the reference lookup's rules (case, spaces, dashes, O/0, I/L/1). */
  readonly reference: string;
  /** As typed, trimmed: compared with the case's e-mail for updates, ignoring case. */
  readonly email: string;
  /** The client's key (server/http/client-key.ts). */
  readonly clientKey: string;
}

export type LinkAsked =
  | { readonly ok: true }
  | { readonly ok: false; readonly limit: 'client' | 'case'; readonly retryAfterMs: number };

/**
 * The key of a reference and e-mail as typed: the reference as the lookup reads it (or as typed,
 * when it cannot be one) and the e-mail in lower case, hashed, so that what a stranger typed is
 * not kept as it was.
 */
function askedKey(request: LinkRequest): string {
  const reference = normalizeReference(request.reference) ?? request.reference.toUpperCase();
  return createHash('sha256')
    .update(`${reference}\n${request.email.toLowerCase()}`)
    .digest('base64url');
}

/** Counts the try against the client's limit, then against the reference and e-mail's. */
export async function takeLinkPlaces(db: Kysely<Schema>, request: LinkRequest): Promise<LinkAsked> {
  const client = await takePlace(db, KINDS.client, request.clientKey, LINK_LIMITS.perClient);
  if (!client.allowed) return { ok: false, limit: 'client', retryAfterMs: client.retryAfterMs };
  const asked = await takePlace(db, KINDS.asked, askedKey(request), LINK_LIMITS.perCase);
  if (!asked.allowed) return { ok: false, limit: 'case', retryAfterMs: asked.retryAfterMs };
  return { ok: true };
}

/**
 * Mails a sign-in link when the reference and e-mail match a case, with mail on (`mail`'s
 * signature): the link, the e-mail in the case's language, the case's count and the audit entry
 * in one transaction. Nothing is stored or sent for anything else.
 */
export async function sendLinkIfMatch(
  db: Kysely<Schema>,
  request: LinkRequest,
  mail: ClientMailOptions,
): Promise<void> {
  if (mail.clientMail === undefined) return;
  const found = await findCaseByReference(db, request.reference, 0);
  if (!found) return;
  const contact = await caseContact(db, found.id);
  const address = contact?.email;
  if (!address || address.toLowerCase() !== request.email.toLowerCase()) return;
  await db.transaction().execute(async (tx) => {
    const place = await takePlace(tx, KINDS.sent, found.id, LINK_LIMITS.perCase);
    if (!place.allowed) return;
    const toAddress = await takePlace(
      tx,
      KINDS.address,
      addressKey(address),
      LINK_LIMITS.perAddress,
    );
    if (!toAddress.allowed) return;
    const queued = await clientMail(mail, found.id, (words, _lang, link, signature) => ({
      subject: words.linkSubject(found.reference),
      body: words.linkBody(found.reference, link, signature.siteName, signature.phone),
    })).make(tx);
    if (!queued) return;
    await enqueueMail(tx, queued.to, queued.notification, found.id);
    await audit(
      tx,
      visitorActor(request.clientKey),
      AUDIT.signInLinkSent,
      `case ${found.reference}`,
    );
  });
}

import { sql, type Kysely } from 'kysely';
import { copy as english } from '../../app/copy';
import type { Copy } from '../../app/copy/en';
import type { Schema } from '../db/schema';
import { minutesFrom } from '../db/rate-limit';
import type { Notification } from '../mail/outbox';
import { checkContact, type Refusal } from './validate';

export const CONTACT_WINDOW_MS = 10 * 60 * 1000;
const KIND = 'contact';

export type SendResult = { ok: true; id: number } | { ok: false; refusal: Refusal };

export interface ContactService {
  /**
   * Checks, limits and stores a message from a client address; a refusal's sentence in `copy`'s
   * language (English by default).
   */
  send(input: Record<string, unknown>, clientAddress: string, copy?: Copy): Promise<SendResult>;
}

export interface ContactOptions {
  readonly db: Kysely<Schema>;
  /** Messages per client address per 10 minutes. */
  readonly rateLimit: number;
  /** Where staff are told of a new message; undefined: nobody is (notifications off). */
  readonly notify: { to: string; notification: Notification } | undefined;
  readonly log: (line: string) => void;
}

export function createContactService(options: ContactOptions): ContactService {
  const { db, rateLimit, notify, log } = options;
  return {
    async send(input, clientAddress, copy = english) {
      const errors = copy.contact.errors;
      const checked = checkContact(input, copy);
      if (!checked.ok) return checked;
      try {
        // One statement, one round trip: count the client's recent messages, and only when under
        // the limit record the event, store the message and queue the notification. Without a
        // lock, clients racing themselves with parallel requests may pass the limit by a few:
        // it is a brake on spam, not an account of it (decision 017).
        const since = new Date(Date.now() - CONTACT_WINDOW_MS);
        const { name, email, message } = checked.values;
        const result = await sql<{ id: number | null; count: number; oldest: Date | null }>`
          with recent as (
            select count(*)::int as count, min(at) as oldest from (
              select at from rate_events
              where kind = ${KIND} and key = ${clientAddress} and at > ${since}
              order by at limit ${rateLimit}
            ) as r
          ),
          event as (
            insert into rate_events (kind, key)
            select ${KIND}, ${clientAddress} from recent where count < ${rateLimit}
          ),
          stored as (
            insert into contact_messages (name, email, message, client_address)
            select ${name}, ${email}, ${message}, ${clientAddress} from recent
            where count < ${rateLimit}
            returning id
          ),
          mail as (
            insert into mail_outbox (to_address, subject, body)
            select ${notify?.to ?? ''}, ${notify?.notification.subject ?? ''},
                   ${notify?.notification.body ?? ''}
            from stored where ${notify !== undefined}
          )
          select (select id from stored) as id, count, oldest from recent`.execute(db);
        const row = result.rows[0];
        if (row?.id !== null && row?.id !== undefined) return { ok: true, id: row.id };
        const oldest = row?.oldest ? new Date(row.oldest).getTime() : Date.now();
        const retryAfterMs = Math.max(0, oldest + CONTACT_WINDOW_MS - Date.now());
        return {
          ok: false,
          refusal: {
            status: 429,
            code: 'rate_limited',
            message: errors.rateLimited(minutesFrom(retryAfterMs)),
            field: null,
            retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
          },
        };
      } catch (error) {
        log(
          `Contact message not stored: ${error instanceof Error ? error.message : String(error)}`,
        );
        return {
          ok: false,
          refusal: { status: 503, code: 'unavailable', message: errors.unavailable, field: null },
        };
      }
    },
  };
}

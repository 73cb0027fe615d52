import { sql, type Kysely } from 'kysely';
import { copy } from '../../app/copy';
import type { Schema } from '../db/schema';
import { minutesFrom } from '../db/rate-limit';
import type { Notification } from '../mail/outbox';
import { checkContact, type Refusal } from './validate';

export const CONTACT_WINDOW_MS = 10 * 60 * 1000;
const KIND = 'contact';

export type SendResult = { ok: true; id: number } | { ok: false; refusal: Refusal };

export interface ContactService {
  /** Checks, limits and stores a message from a client address. */
  send(input: Record<string, unknown>, clientAddress: string): Promise<SendResult>;
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
  const errors = copy.contact.errors;
  return {
    async send(input, clientAddress) {
      const checked = checkContact(input);
      if (!checked.ok) return checked;
      try {
        // One statement, one round trip: rate_take (migration 2) waits for this client's other
        // requests, counts its recent messages and, under the limit, records the event; only then
        // is the message stored and the notification queued. Exact under concurrency, on any
        // number of instances (decision 029).
        const { name, email, message } = checked.values;
        const result = await sql<{ id: number | null; retry_after_ms: number }>`
          with gate as (
            select allowed, retry_after_ms
            from rate_take(${KIND}, ${clientAddress}, ${rateLimit}, ${CONTACT_WINDOW_MS})
          ),
          stored as (
            insert into contact_messages (name, email, message, client_address)
            select ${name}, ${email}, ${message}, ${clientAddress} from gate where allowed
            returning id
          ),
          mail as (
            insert into mail_outbox (to_address, subject, body)
            select ${notify?.to ?? ''}, ${notify?.notification.subject ?? ''},
                   ${notify?.notification.body ?? ''}
            from stored where ${notify !== undefined}
          )
          select (select id from stored) as id, retry_after_ms from gate`.execute(db);
        const row = result.rows[0];
        if (row?.id !== null && row?.id !== undefined) return { ok: true, id: row.id };
        const retryAfterMs = row?.retry_after_ms ?? CONTACT_WINDOW_MS;
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

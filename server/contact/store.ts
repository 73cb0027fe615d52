import { REQUEST_CODES } from '../http/api-error';
import { clientKey } from '../http/client-key';
import { sql, type Kysely } from 'kysely';
import { copy as english } from '../../app/copy';
import type { Copy } from '../../app/copy/en';
import type { CaseService, Visitor } from '../cases/service';
import type { Schema } from '../db/schema';
import { minutesFrom, secondsFrom } from '../db/rate-limit';
import type { Notification } from '../mail/outbox';
import { checkContact, type Refusal } from './validate';

export const CONTACT_WINDOW_MS = 10 * 60 * 1000;

export type SendResult =
  | {
      ok: true;
      id: number;
      /** The visitor's case: its reference and the cookie to set. */
      reference: string;
      setCookie: string;
    }
  | { ok: false; refusal: Refusal };

export interface SendOptions {
  /** The request's case cookie and scheme: the message joins the browser's case. */
  readonly visitor: Visitor;
  /** The catalogue of the visitor's language, for the refusal's sentence. */
  readonly copy?: Copy;
}

export interface ContactService {
  /**
   * Checks, limits and stores a message from a client address. With `visitor` (the request's
   * cookie), ties it to the browser's case, opening one when it has none; a refusal's sentence
   * is in `copy`'s language (English by default).
   */
  send(
    input: Record<string, unknown>,
    clientAddress: string,
    options: SendOptions,
  ): Promise<SendResult>;
}

export interface ContactOptions {
  readonly db: Kysely<Schema>;
  /** Messages per client address per 10 minutes. */
  readonly rateLimit: number;
  /** Where staff are told of a new message; undefined: nobody is (notifications off). */
  readonly notify: { to: string; notification: Notification } | undefined;
  /** Gathers each message into the visitor's case (server/cases). */
  readonly cases: CaseService;
  readonly log: (line: string) => void;
}

export function createContactService(options: ContactOptions): ContactService {
  const { db, rateLimit, notify, cases, log } = options;
  return {
    async send(input, address, { visitor, copy = english }) {
      // Counted (and kept) per client as every limit counts one: an IPv6 client by its /64.
      const clientAddress = clientKey(address);
      const errors = copy.contact.errors;
      const refuseTooMany = (retryAfterMs: number): SendResult => ({
        ok: false,
        refusal: {
          status: 429,
          code: REQUEST_CODES.rateLimited,
          message: errors.rateLimited(minutesFrom(retryAfterMs)),
          field: null,
          retryAfterSeconds: secondsFrom(retryAfterMs),
        },
      });
      const checked = checkContact(input, copy);
      if (!checked.ok) return checked;
      try {
        // One call, one round trip: contact_send_in_case waits for this client's other requests
        // (rate_take's lock, migration 3), counts its recent messages and, under the limit,
        // records the event, stores the message and queues the notification. Exact under
        // concurrency, on any number of instances (decision 029).
        const { name, email, message } = checked.values;
        // With the visitor's case: the message, its case (joined or opened), the case's event
        // and both notifications in the same one call (contact_send_in_case, migration 4).
        for (let attempt = 1; ; attempt += 1) {
          const plan = await cases.plan(visitor);
          const sent = await sql<{
            message_id: number | null;
            retry_after_ms: number;
            case_id: string | null;
            reference: string | null;
          }>`
            select message_id, retry_after_ms, case_id, reference from contact_send_in_case(
              ${name}, ${email}, ${message}, ${clientAddress}, ${rateLimit},
              ${CONTACT_WINDOW_MS}, ${notify?.to ?? null}, ${notify?.notification.subject ?? null},
              ${notify?.notification.body ?? null}, ${plan.caseId ?? null}, ${plan.newReference},
              ${plan.newCaseMail?.subject ?? null}, ${plan.newCaseMail?.body ?? null},
              ${plan.language ?? null})`
            .execute(db)
            .catch((error: unknown) => {
              // Another case holds the new reference (60 random bits): once more, another one.
              if (attempt < 3 && String(error).includes('case reference taken')) return null;
              throw error;
            });
          if (sent === null) continue;
          const row = sent.rows[0];
          if (
            row !== undefined &&
            row.message_id !== null &&
            row.case_id !== null &&
            row.reference !== null
          ) {
            const joined = plan.answer({ id: row.case_id, reference: row.reference });
            return { ok: true, id: row.message_id, ...joined };
          }
          return refuseTooMany(row?.retry_after_ms ?? CONTACT_WINDOW_MS);
        }
      } catch (error) {
        log(
          `Contact message not stored: ${error instanceof Error ? error.message : String(error)}`,
        );
        return {
          ok: false,
          refusal: {
            status: 503,
            code: REQUEST_CODES.unavailable,
            message: errors.unavailable,
            field: null,
          },
        };
      }
    },
  };
}

import { sql, type Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Schema } from '../db/schema';
import { count } from '../observe/metrics';

export interface MailerOptions {
  readonly db: Kysely<Schema>;
  readonly smtpUrl: string;
  /** The From address. */
  readonly from: string;
  readonly log: (line: string) => void;
  /** How often the outbox is read. */
  readonly pollMs?: number;
}

export interface Mailer {
  /** Sends what is due now; resolves with how many went out. */
  runOnce(): Promise<number>;
  close(): void;
}

/** A mail being sent is leased for this long: another instance leaves it alone meanwhile. */
const LEASE_MS = 5 * 60 * 1000;
const BATCH = 10;
/** Retries wait 5 s, 10 s, 20 s … up to an hour: a mail server that is down loses nothing. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/**
 * Sends the outbox through SMTP (nodemailer), with retries. Every instance may run one: a batch
 * is claimed with SKIP LOCKED and a lease, so no mail goes out twice from two instances, and no
 * transaction stays open while the mail server answers.
 */
export function startMailer(options: MailerOptions): Mailer {
  const { db, log } = options;
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  let running: Promise<number> | null = null;

  async function claim() {
    const result = await sql<{
      id: number;
      to_address: string;
      subject: string;
      body: string;
      attempts: number;
    }>`
      update mail_outbox set next_attempt_at = ${new Date(Date.now() + LEASE_MS)}
      where id in (
        select id from mail_outbox
        where sent_at is null and next_attempt_at <= ${new Date()}
        order by id limit ${BATCH} for update skip locked
      )
      returning id, to_address, subject, body, attempts`.execute(db);
    return result.rows;
  }

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (const mail of await claim()) {
      try {
        await transport.sendMail({
          from: options.from,
          // One address as given, never parsed as a list or a "Name <address>" form.
          to: { name: '', address: mail.to_address },
          subject: mail.subject,
          text: mail.body,
        });
        await db
          .updateTable('mail_outbox')
          .set({ sent_at: new Date(), attempts: mail.attempts + 1, last_error: null })
          .where('id', '=', mail.id)
          .execute();
        sent += 1;
        count.mailSent();
      } catch (error) {
        count.mailFailed();
        const attempts = mail.attempts + 1;
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .updateTable('mail_outbox')
          .set({
            attempts,
            last_error: reason.slice(0, 500),
            next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)),
          })
          .where('id', '=', mail.id)
          .execute();
        log(`Mail ${mail.id} not sent (attempt ${attempts}), will retry: ${reason}`);
      }
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    running ??= sendDue().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    runOnce().catch((error: unknown) => log(`Outbox: ${String(error)}`));
  }, options.pollMs ?? 2000);
  timer.unref();

  return {
    runOnce,
    close() {
      clearInterval(timer);
      transport.close();
    },
  };
}

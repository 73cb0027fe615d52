import { sql, type Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { count } from '../observe/metrics';
import { staffDigest } from './digest';

export interface MailerOptions {
  readonly db: Kysely<Schema>;
  readonly smtpUrl: string;
  /** The From of every mail: MAIL_FROM (never STAFF_EMAIL; decision 100). */
  readonly from: string;
  /** PUBLIC_URL: the staff digest links to /staff under it. */
  readonly publicUrl: string;
  /** Staff notifications are gathered into at most one e-mail this often (NOTIFY_MINUTES). */
  readonly notifyMinutes: number;
  readonly log: (line: string) => void;
  /** How often the outbox is read. */
  readonly pollMs?: number;
}

export interface Mailer {
  /** Sends what is due now; resolves with how many mails went out. */
  runOnce(): Promise<number>;
  close(): void;
}

/** A mail being sent is leased for this long: another instance leaves it alone meanwhile. */
const LEASE_MS = 5 * 60 * 1000;
const BATCH = 10;
/** The staff notifications one digest lists at most; more wait for the next. */
const DIGEST_MAX = 5000;
/** Temporary failures are tried again this long after the mail was queued, then given up. */
export const GIVE_UP_AFTER_MS = 2 * 24 * 60 * 60 * 1000;
/** Instances take turns at the digest under this lock (one digest at a time, any instance). */
const DIGEST_LOCK = 4_242_100;

/** Retries wait 5 s, 10 s, 20 s … up to an hour: a mail server that is down loses nothing. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** A refusal for good: the mail server answered 5xx (RFC 5321), so trying again changes nothing. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

interface Claimed {
  readonly id: number;
  readonly to_address: string;
  readonly subject: string;
  readonly body: string;
  readonly attempts: number;
  readonly case_id: string | null;
  readonly created_at: Date;
}

/**
 * Sends the outbox through SMTP (nodemailer), with retries (decision 100). Every instance may run
 * one. Mail to clients goes first, each on its own: a sign-in link never waits behind staff
 * notifications. Staff notifications are then gathered into one e-mail that lists them, at most
 * one every NOTIFY_MINUTES, under a lock so that two instances do not both send one. Rows are
 * claimed with SKIP LOCKED and a lease, so no mail goes out twice, and no transaction stays open
 * while the mail server answers. A 5xx refusal ends a mail's tries at once, temporary failures
 * after two days; a client's mail that ends so is recorded on its case (staff see "E-mail to the
 * client could not be delivered"), and the row leaves the queue.
 */
export function startMailer(options: MailerOptions): Mailer {
  const { db, log } = options;
  // nodemailer is loaded with the first mail to send: a server that sends none never holds it.
  let transport: ReturnType<typeof createTransport> | undefined;
  const createTransport = async () =>
    (await import('nodemailer')).default.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  let running: Promise<number> | null = null;

  const send = async (to: string, subject: string, text: string) =>
    (await (transport ??= createTransport())).sendMail({
      from: options.from,
      // One address as given, never parsed as a list or a "Name <address>" form.
      to: { name: '', address: to },
      subject,
      text,
    });

  /**
   * The client mails due, oldest first, and of each case only its oldest unsent one: a case's
   * e-mails leave in the order their events happened ("Accepted" before "Refund sent"), a mail
   * waiting for a retry (or leased by another instance) holding back the ones after it.
   * RETURNING gives rows in no set order: they are sorted here.
   */
  async function claimClientMail(): Promise<Claimed[]> {
    const result = await sql<Claimed>`
      update mail_outbox set next_attempt_at = ${new Date(Date.now() + LEASE_MS)}
      where id in (
        select m.id from mail_outbox m
        where m.audience = 'client' and m.sent_at is null and m.failed_at is null
          and m.next_attempt_at <= ${new Date()}
          and not exists (
            select 1 from mail_outbox e
            where e.case_id = m.case_id and e.audience = 'client' and e.id < m.id
              and e.sent_at is null and e.failed_at is null)
        order by m.id limit ${BATCH} for update skip locked
      )
      returning id, to_address, subject, body, attempts, case_id, created_at`.execute(db);
    return result.rows.sort((a, b) => a.id - b.id);
  }

  async function sent(ids: readonly number[], attempts: number): Promise<void> {
    await db
      .updateTable('mail_outbox')
      .set({ sent_at: new Date(), attempts, last_error: null })
      .where('id', 'in', ids)
      .execute();
  }

  /** A failed try: another later, or the end of its tries (and the case told, for a client's). */
  async function failed(mails: readonly Claimed[], error: unknown): Promise<void> {
    count.mailFailed();
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const [first] = mails;
    if (!first) return;
    const attempts = first.attempts + 1;
    const ends =
      isPermanentRefusal(error) ||
      Date.now() - new Date(first.created_at).getTime() >= GIVE_UP_AFTER_MS;
    const ids = mails.map((mail) => mail.id);
    if (!ends) {
      await db
        .updateTable('mail_outbox')
        .set({
          attempts,
          last_error: reason,
          next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)),
        })
        .where('id', 'in', ids)
        .execute();
      log(`Mail ${ids.join(', ')} not sent (attempt ${attempts}), will retry: ${reason}`);
      return;
    }
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('mail_outbox')
        .set({ attempts, last_error: reason, failed_at: new Date() })
        .where('id', 'in', ids)
        .execute();
      const caseIds = mails.flatMap((mail) => (mail.case_id === null ? [] : [mail.case_id]));
      if (caseIds.length > 0) {
        await tx
          .updateTable('cases')
          .set({ client_mail_failed_at: new Date() })
          .where('id', 'in', caseIds)
          .execute();
      }
    });
    log(`Mail ${ids.join(', ')} not sent (attempt ${attempts}), given up: ${reason}`);
  }

  async function sendClientMail(): Promise<number> {
    let done = 0;
    for (;;) {
      const batch = await claimClientMail();
      done += await sendEach(batch);
      if (batch.length < BATCH) return done;
    }
  }

  async function sendEach(batch: readonly Claimed[]): Promise<number> {
    let done = 0;
    for (const mail of batch) {
      try {
        await send(mail.to_address, mail.subject, mail.body);
        await db.transaction().execute(async (tx) => {
          await tx
            .updateTable('mail_outbox')
            .set({ sent_at: new Date(), attempts: mail.attempts + 1, last_error: null })
            .where('id', '=', mail.id)
            .execute();
          // Delivered: what failed before is behind the client now.
          if (mail.case_id !== null) {
            await tx
              .updateTable('cases')
              .set({ client_mail_failed_at: null })
              .where('id', '=', mail.case_id)
              .where('client_mail_failed_at', 'is not', null)
              .execute();
          }
        });
        done += 1;
        count.mailSent();
      } catch (error) {
        await failed([mail], error);
      }
    }
    return done;
  }

  /**
   * The staff notifications due, claimed for one digest when none went out in the last
   * NOTIFY_MINUTES; none while another instance is at it or the time has not come.
   */
  async function claimDigest(): Promise<Claimed[]> {
    const waitMs = options.notifyMinutes * 60_000;
    return db.transaction().execute(async (tx) => {
      const lock = await sql<{ locked: boolean }>`
        select pg_try_advisory_xact_lock(${DIGEST_LOCK}) as locked`.execute(tx);
      if (lock.rows[0]?.locked !== true) return [];
      const last = await sql<{ at: Date | null }>`
        select max(sent_at) as at from mail_outbox
        where audience = 'staff' and sent_at is not null`.execute(tx);
      const lastAt = last.rows[0]?.at;
      if (lastAt && Date.now() - new Date(lastAt).getTime() < waitMs) return [];
      const result = await sql<Claimed>`
        update mail_outbox set next_attempt_at = ${new Date(Date.now() + LEASE_MS)}
        where id in (
          select id from mail_outbox
          where audience = 'staff' and sent_at is null and failed_at is null
            and next_attempt_at <= ${new Date()}
          order by id limit ${DIGEST_MAX} for update skip locked
        )
        returning id, to_address, subject, body, attempts, case_id, created_at`.execute(tx);
      return result.rows;
    });
  }

  async function sendDigest(): Promise<number> {
    const claimed = await claimDigest();
    if (claimed.length === 0) return 0;
    const byAddress = new Map<string, Claimed[]>();
    for (const mail of claimed) {
      byAddress.set(mail.to_address, [...(byAddress.get(mail.to_address) ?? []), mail]);
    }
    let done = 0;
    for (const [to, mails] of byAddress) {
      const digest = staffDigest(mails, options.publicUrl);
      try {
        await send(to, digest.subject, digest.body);
        await sent(
          mails.map((mail) => mail.id),
          (mails[0]?.attempts ?? 0) + 1,
        );
        done += 1;
        count.mailSent();
      } catch (error) {
        await failed(mails, error);
      }
    }
    return done;
  }

  async function sendDue(): Promise<number> {
    const toClients = await sendClientMail();
    return toClients + (await sendDigest());
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
      transport?.then(
        (opened) => opened.close(),
        () => {},
      );
    },
  };
}

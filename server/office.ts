import { MAX_RATE_WINDOW_SECONDS, type Settings } from '../app/settings.server';
import { type AgreementRecorder, createAgreementRecorder } from './cases/agreement';
import { type CasePageServices, createCasePageServices } from './cases/case-page-services';
import { startReminders } from './cases/reminders';
import { startRetention } from './cases/retention';
import { createTracker, type Tracker } from './cases/tracker';
import { loadCaseCookieKeys } from './cases/cookie';
import { type CaseService, createCaseService } from './cases/service';
import { createContactService, type ContactService } from './contact/store';
import { type Database, openDatabase } from './db';
import type { DocumentStorage } from './documents/storage';
import { pruneGrowingTables, refreshStatistics } from './db/housekeeping';
import type { PeriodicJob } from './db/periodic-pass';
import { givePlaceBack, takePlace, type Taken } from './db/rate-limit';
import { type Mailer, startMailer } from './mail/sender';
import type { LogLine } from './observe/logger';
import { answerBackup, BACKUP_COMMAND } from './operations/backup';
import { answerCookieKeys, COOKIE_KEYS_COMMAND } from './operations/keys-command';
import { runStaffCommand } from './staff/accounts';
import { COMMAND_LINE } from './staff/audit';
import { type ControlCommands, startControlSocket } from './staff/control';
import type { ClientMailOptions } from './staff/client-mail';
import type { StaffNotify } from './mail/staff-notices';

/**
 * The company side, in one place for server/app.ts: the database, contact messages (their API is
 * a fast route in server/routes.ts), and (in server/staff) the back office's accounts and
 * sessions (its pages are React Router routes, app/routes/staff*.tsx). Everything it keeps lives in the database, none in memory, so
 * that several instances can share one PostgreSQL server.
 */
export interface Office {
  readonly contact: ContactService;
  /** The Refund Tracker's lookups (the API and the home page's form without JavaScript). */
  readonly tracker: Tracker;
  /** Opens and joins visitors' cases (server/cases): the upload and the contact form use it. */
  readonly cases: CaseService;
  /** Records "I Agree & Continue" in the visitor's case: its API and the page's form use it. */
  readonly agreement: AgreementRecorder;
  readonly database: Database;
  /** The daily disposal of records past RETENTION_DAYS; null until startRetention(). */
  readonly retention: PeriodicJob | null;
  /** Starts it on the document store, once that has started (server/app.ts): now, then daily. */
  startRetention(storage: DocumentStorage): void;
  /** Sends the outbox; null when notifications are off (no SMTP_URL). */
  readonly mailer: Mailer | null;
  /**
   * What an e-mail to a case's client signs with and links to (server/staff/client-mail.ts): for
   * the pages that mail a client themselves (the return details' requests, returnRequestMail).
   */
  readonly clientMailOptions: ClientMailOptions;
  /** Where staff are told of what a client did (signed, return details, review); off: none. */
  readonly staffNotify: StaffNotify | undefined;
  /** Reminds clients of open document requests; null with mail off or REMINDER_DAYS=0. */
  readonly reminders: PeriodicJob | null;
  /**
   * Counts one upload against its client's limit (UPLOAD_RATE_LIMIT per UPLOAD_RATE_WINDOW_SECONDS)
   * in the database, so that the limit holds across instances and restarts.
   */
  takeUploadPlace(client: string): Promise<Taken>;
  /** Gives back the client's latest upload place: a post with no file chosen. */
  giveUploadPlaceBack(client: string): Promise<void>;
  /** What the visitor's case page and its forms use (app/routes/case*.tsx). */
  readonly casePage: CasePageServices;
  /** Resolves once work started after an answer is done ("Send me a link"'s lookup and mail). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface OfficeOptions {
  readonly settings: Settings;
  readonly log: LogLine;
  /** More commands for the control socket (server/app.ts: the documents key in use). */
  readonly commands?: ControlCommands;
}

/** The tables that only grow are cut back by the hour (server/db/housekeeping.ts). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const UPLOAD_KIND = 'upload';

export async function createOffice({
  settings,
  log,
  commands = {},
}: OfficeOptions): Promise<Office> {
  const { office, server, documents } = settings;
  const database = await openDatabase({
    databaseUrl: office.databaseUrl,
    ownerUrl: office.databaseOwnerUrl,
    dataDir: documents.dataDir,
  });
  const { db } = database;
  const notify =
    office.smtpUrl !== undefined && office.staffEmail !== undefined
      ? {
          to: office.staffEmail,
          notification: {
            subject: 'New contact message',
            body: `A visitor sent a message through the contact form.\n\nRead it in the back office: ${server.publicUrl}/staff/messages\n`,
          },
        }
      : undefined;
  const staffNotify: StaffNotify | undefined =
    notify === undefined ? undefined : { to: notify.to, publicUrl: server.publicUrl };
  if (!notify) log('Notifications are off: set SMTP_URL and STAFF_EMAIL to e-mail staff');
  // No customer data beyond the reference (docs/back-office.md, "Notifications and retention").
  const notifyCase =
    notify !== undefined
      ? {
          to: notify.to,
          notification: (reference: string) => ({
            subject: `New case ${reference}`,
            body: `A visitor opened case ${reference} with a document, a message or the agreement.\n\nOpen it in the back office: ${server.publicUrl}/staff\n`,
          }),
        }
      : undefined;
  const cases = createCaseService({
    db,
    cookieKeys: await loadCaseCookieKeys(office.cookieSigningKeys, db),
    notify: notifyCase,
  });
  const agreement = createAgreementRecorder({
    db,
    cases,
    notify: notifyCase,
    log,
    fees: settings.fees,
  });
  const mailer =
    office.smtpUrl !== undefined && office.staffEmail !== undefined
      ? startMailer({
          db,
          smtpUrl: office.smtpUrl,
          from: office.mailFrom,
          publicUrl: server.publicUrl,
          notifyMinutes: office.notifyMinutes,
          log,
        })
      : null;

  const contact = createContactService({
    db,
    rateLimit: office.contactRateLimit,
    notify,
    cases,
    log,
  });
  // What the e-mails to a client sign with; none when mail is off (no e-mail is queued then).
  const clientMail = mailer
    ? { siteName: settings.site.siteName, phone: settings.site.supportPhone }
    : undefined;
  // The visitor's case page, /case and /es/case (app/routes/case.tsx).
  const casePage = createCasePageServices({
    db,
    cases,
    rateLimit: office.contactRateLimit,
    notify: notify && {
      to: notify.to,
      notification: {
        subject: 'New message from a client',
        body: `A client wrote on their case page.\n\nRead it in the back office: ${server.publicUrl}/staff/cases\n`,
      },
    },
    mail: { clientMail, publicUrl: server.publicUrl },
    log,
  });
  // `npm run staff`, `backup` and `keys` ask this server while it runs (PGlite admits one
  // process per folder).
  const control = await startControlSocket(
    documents.dataDir,
    {
      staff: (args) => runStaffCommand(db, [...args], server.publicUrl, COMMAND_LINE),
      [BACKUP_COMMAND]: (args) => answerBackup(database, args),
      [COOKIE_KEYS_COMMAND]: () => answerCookieKeys(db),
      ...commands,
    },
    log,
  );

  // PGlite runs no autovacuum: the planner's statistics are refreshed here (decisions 078, 090).
  const statistics = () =>
    database.engine === 'pglite'
      ? refreshStatistics(db).catch((error: unknown) => log(`Analyze failed: ${String(error)}`))
      : Promise.resolve();
  await statistics();
  const prune = setInterval(() => {
    void statistics();
    pruneGrowingTables(db, {
      // Rate-limit events are kept as long as the longest window a setting allows.
      rateEventsMs: MAX_RATE_WINDOW_SECONDS * 1000,
      staffIdleMs: office.staffIdleSeconds * 1000,
      staffSessionMaxMs: office.staffSessionMaxSeconds * 1000,
    }).then(
      ({ rateEvents, staffSessions, mail }) => {
        if (staffSessions + mail > 0) {
          log(
            `Pruned ${staffSessions} ended staff sessions and ${mail} old mail (${rateEvents} rate events)`,
            { level: 'info' },
          );
        }
      },
      (error: unknown) => log(`Prune failed: ${String(error)}`),
    );
  }, PRUNE_EVERY_MS);
  prune.unref();

  const tracker = createTracker({ db, log });
  // Hourly, on every instance (one runs at a time: decision 088); nothing to send them with when
  // mail is off.
  const reminders =
    clientMail && office.reminderDays > 0
      ? startReminders({
          db,
          reminderDays: office.reminderDays,
          mail: { clientMail, publicUrl: server.publicUrl },
          log,
        })
      : null;
  // A failed pass is one log line and is tried again the next day (decision 026).
  let retention: PeriodicJob | null = null;

  return {
    contact,
    tracker,
    cases,
    agreement,
    database,
    mailer,
    clientMailOptions: { clientMail, publicUrl: server.publicUrl },
    staffNotify,
    reminders,
    get retention() {
      return retention;
    },
    startRetention(storage) {
      retention ??= startRetention({
        db,
        storage,
        retentionDays: settings.records.retentionDays,
        log,
      });
    },
    takeUploadPlace: (client) =>
      takePlace(db, UPLOAD_KIND, client, {
        limit: documents.rateLimit,
        windowMs: documents.rateWindowMs,
      }),
    giveUploadPlaceBack: (client) => givePlaceBack(db, UPLOAD_KIND, client),
    casePage,
    settled: () => casePage.settled(),
    async close() {
      clearInterval(prune);
      retention?.stop();
      reminders?.stop();
      await retention?.running;
      await reminders?.running;
      // Lookups after "Send me a link" answers write to the database: done before it closes.
      await casePage.settled();
      mailer?.close();
      if (control) await new Promise<void>((resolve) => control.close(() => resolve()));
      await database.close();
    },
  };
}

import { Router } from 'express';
import { MAX_RATE_WINDOW_SECONDS, type Settings } from '../app/settings.server';
import { casePageRouter } from './cases/case-page';
import { type RetentionJob, startRetention } from './cases/retention';
import { createTracker, type Tracker } from './cases/tracker';
import { loadCaseCookieKeys } from './cases/cookie';
import { type CaseService, createCaseService } from './cases/service';
import { createContactService, type ContactService } from './contact/store';
import { type Database, openDatabase } from './db';
import type { DocumentStorage } from './documents/storage';
import { pruneGrowingTables, refreshStatistics } from './db/housekeeping';
import { givePlaceBack, takePlace, type Taken } from './db/rate-limit';
import { type Mailer, startMailer } from './mail/sender';
import { startControlSocket } from './staff/control';
import { type StaffDocuments, staffRouter } from './staff/web';

/**
 * The company side, in one place for server/app.ts: the database, contact messages (their API is
 * a fast route in server/routes.ts), and (in server/staff) the back office. Everything it keeps lives in the database, none in memory, so
 * that several instances can share one PostgreSQL server.
 */
export interface Office {
  readonly router: Router;
  readonly contact: ContactService;
  /** The Refund Tracker's lookups (the API and the home page's form without JavaScript). */
  readonly tracker: Tracker;
  /** Opens and joins visitors' cases (server/cases): the upload and the contact form use it. */
  readonly cases: CaseService;
  readonly database: Database;
  /** The daily disposal of records past RETENTION_DAYS; null until startRetention(). */
  readonly retention: RetentionJob | null;
  /** Starts it on the document store, once that has started (server/app.ts): now, then daily. */
  startRetention(storage: DocumentStorage): void;
  /** Sends the outbox; null when notifications are off (no SMTP_URL). */
  readonly mailer: Mailer | null;
  /**
   * Counts one upload against its client's limit (UPLOAD_RATE_LIMIT per UPLOAD_RATE_WINDOW_SECONDS)
   * in the database, so that the limit holds across instances and restarts.
   */
  takeUploadPlace(client: string): Promise<Taken>;
  /** Gives back the client's latest upload place: a post with no file chosen. */
  giveUploadPlaceBack(client: string): Promise<void>;
  /** Hands the staff case pages the document service, once it has started (server/app.ts). */
  useDocuments(documents: StaffDocuments): void;
  close(): Promise<void>;
}

export interface OfficeOptions {
  readonly settings: Settings;
  readonly log: (line: string) => void;
  /** The site's stylesheet for the staff pages (from the build; empty without pages). */
  readonly stylesheet: string;
}

/** The tables that only grow are cut back by the hour (server/db/housekeeping.ts). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const UPLOAD_KIND = 'upload';

export async function createOffice({ settings, log, stylesheet }: OfficeOptions): Promise<Office> {
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
  if (!notify) log('Notifications are off: set SMTP_URL and STAFF_EMAIL to e-mail staff');
  // No customer data beyond the reference (docs/back-office.md, "Notifications and retention").
  const notifyCase =
    notify !== undefined
      ? {
          to: notify.to,
          notification: (reference: string) => ({
            subject: `New case ${reference}`,
            body: `A visitor opened case ${reference} with a document or a message.\n\nOpen it in the back office: ${server.publicUrl}/staff\n`,
          }),
        }
      : undefined;
  const cases = createCaseService({
    db,
    cookieKeys: await loadCaseCookieKeys(office.cookieSigningKeys, db),
    notify: notifyCase,
  });
  const mailer =
    office.smtpUrl !== undefined && office.staffEmail !== undefined
      ? startMailer({ db, smtpUrl: office.smtpUrl, from: office.staffEmail, log })
      : null;

  const contact = createContactService({
    db,
    rateLimit: office.contactRateLimit,
    notify,
    cases,
    log,
  });
  let staffDocuments: StaffDocuments | undefined;
  const router = Router();
  // The visitor's case page, /case and /es/case (server/cases/case-page.tsx).
  router.use(
    casePageRouter({
      db,
      cases,
      siteName: settings.site.siteName,
      stylesheet,
      rateLimit: office.contactRateLimit,
      notify: notify && {
        to: notify.to,
        notification: {
          subject: 'New message from a client',
          body: `A client wrote on their case page.\n\nRead it in the back office: ${server.publicUrl}/staff/cases\n`,
        },
      },
    }),
  );
  router.use(
    staffRouter({
      db,
      siteName: settings.site.siteName,
      stylesheet,
      uploadUrl: settings.site.uploadUrl,
      publicUrl: server.publicUrl,
      cookieSigningKeys: office.cookieSigningKeys,
      passwordCost: office.staffPasswordCost,
      officeTimeZone: office.officeTimeZone,
      policy: {
        idleMs: office.staffIdleSeconds * 1000,
        maxMs: office.staffSessionMaxSeconds * 1000,
      },
      documents: () => staffDocuments,
      clientMail: mailer
        ? { siteName: settings.site.siteName, phone: settings.site.supportPhone }
        : undefined,
      log,
    }),
  );
  // `npm run staff` asks this server while it runs (PGlite admits one process per folder).
  const control = await startControlSocket(db, documents.dataDir, server.publicUrl, log);

  // PGlite runs no autovacuum: the planner's statistics are refreshed here (decision 078).
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
          );
        }
      },
      (error: unknown) => log(`Prune failed: ${String(error)}`),
    );
  }, PRUNE_EVERY_MS);
  prune.unref();

  const tracker = createTracker({ db, log });
  // A failed pass is one log line and is tried again the next day (decision 026).
  let retention: RetentionJob | null = null;

  return {
    router,
    contact,
    tracker,
    cases,
    database,
    mailer,
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
    useDocuments(service) {
      staffDocuments = service;
    },
    async close() {
      clearInterval(prune);
      retention?.stop();
      await retention?.running;
      mailer?.close();
      if (control) await new Promise<void>((resolve) => control.close(() => resolve()));
      await database.close();
    },
  };
}

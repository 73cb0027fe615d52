import { Router } from 'express';
import type { Settings } from '../app/settings.server';
import { createContactService, type ContactService } from './contact/store';
import { type Database, openDatabase } from './db';
import { pruneEvents } from './db/rate-limit';
import { type Mailer, startMailer } from './mail/sender';
import { startControlSocket } from './staff/control';
import { staffRouter } from './staff/web';

/**
 * The company side, in one place for server/app.ts: the database, contact messages (their API is
 * a fast route in server/routes.ts), and (in server/staff) the back office. Everything it keeps lives in the database, none in memory, so
 * that several instances can share one PostgreSQL server.
 */
export interface Office {
  readonly router: Router;
  readonly contact: ContactService;
  readonly database: Database;
  /** Sends the outbox; null when notifications are off (no SMTP_URL). */
  readonly mailer: Mailer | null;
  close(): Promise<void>;
}

export interface OfficeOptions {
  readonly settings: Settings;
  readonly log: (line: string) => void;
  /** The site's stylesheet for the staff pages (from the build; empty without pages). */
  readonly stylesheet: string;
}

/** Rate-limit events are kept a day: longer than any window. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const KEEP_EVENTS_MS = 24 * 60 * 60 * 1000;

export async function createOffice({ settings, log, stylesheet }: OfficeOptions): Promise<Office> {
  const { office, server, documents } = settings;
  const database = await openDatabase({
    databaseUrl: office.databaseUrl,
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
  const mailer =
    office.smtpUrl !== undefined && office.staffEmail !== undefined
      ? startMailer({ db, smtpUrl: office.smtpUrl, from: office.staffEmail, log })
      : null;

  const contact = createContactService({ db, rateLimit: office.contactRateLimit, notify, log });
  const router = Router();
  router.use(
    staffRouter({
      db,
      siteName: settings.site.siteName,
      stylesheet,
      uploadUrl: settings.site.uploadUrl,
      publicUrl: server.publicUrl,
      policy: {
        idleMs: office.staffIdleSeconds * 1000,
        maxMs: office.staffSessionMaxSeconds * 1000,
      },
    }),
  );
  // `npm run staff` asks this server while it runs (PGlite admits one process per folder).
  const control = await startControlSocket(db, documents.dataDir, server.publicUrl, log);

  const prune = setInterval(() => {
    pruneEvents(db, KEEP_EVENTS_MS).catch((error: unknown) =>
      log(`Prune failed: ${String(error)}`),
    );
  }, PRUNE_EVERY_MS);
  prune.unref();

  return {
    router,
    contact,
    database,
    mailer,
    async close() {
      clearInterval(prune);
      mailer?.close();
      if (control) await new Promise<void>((resolve) => control.close(() => resolve()));
      await database.close();
    },
  };
}

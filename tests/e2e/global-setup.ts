import { startPostgres } from '../api/helpers/postgres';
import { decodedMail, serveReceived, startSmtp } from '../api/helpers/smtp';
import { startBuiltServer } from '../../scripts/built-server.mjs';
import {
  MAILBOX_ENV,
  POSTGRES_DATABASE_ENV,
  POSTGRES_ORIGIN_ENV,
  SMTP_PORT,
  STAFF_EMAIL,
} from './services';

/**
 * Playwright's global set-up (decision 074): one SMTP server for the run, on SMTP_PORT, whose
 * mail the specs read over HTTP (MAILBOX_ENV); and a second web server, the production build on
 * a PostgreSQL server started here, for the specs that walk a flow on both engines
 * (POSTGRES_ORIGIN_ENV; its database, for the staff command line: POSTGRES_DATABASE_ENV). Playwright starts its web server (PGlite) before this, with SMTP_URL
 * already on SMTP_PORT: it queues mail only once a test makes some, and retries. The returned
 * function stops all three after the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const smtp = await startSmtp({ port: SMTP_PORT, read: decodedMail });
  const mailbox = await serveReceived(smtp.received);
  process.env[MAILBOX_ENV] = mailbox.url;
  const postgres = await startPostgres();
  const databaseUrl = await postgres.newDatabaseUrl();
  const server = await startBuiltServer({
    env: (origin) => ({
      PUBLIC_URL: origin,
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      STAFF_EMAIL,
      TRUST_PROXY: 'true',
      UPLOAD_RATE_LIMIT: '10000',
      CONTACT_RATE_LIMIT: '10000',
    }),
  });
  process.env[POSTGRES_ORIGIN_ENV] = server.origin;
  process.env[POSTGRES_DATABASE_ENV] = databaseUrl;
  return async () => {
    await server.stop();
    await postgres.stop();
    await mailbox.close();
    await smtp.close();
  };
}

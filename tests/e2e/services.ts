import { expect } from '@playwright/test';
import { sendContactForm } from '../shared/contact-form';
import type { Received } from '../api/helpers/smtp';
import { BASE_URL } from '../../playwright.config';

/**
 * What the end-to-end run starts beside its web server (tests/e2e/global-setup.ts; decision
 * 074): one SMTP server that both web servers send their mail to, and a second web server on
 * PostgreSQL. The set-up runs in Playwright's runner; the specs, in its workers, find them
 * through these environment variables, which the workers inherit.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * The SMTP server's port: known before the set-up starts it, since Playwright starts the web
 * server (which needs SMTP_URL) first. Beside E2E_PORT, so that checkouts side by side differ.
 */
export const SMTP_PORT = PORT + 1000;

export const MAILBOX_ENV = 'E2E_MAILBOX_URL';
export const POSTGRES_ORIGIN_ENV = 'E2E_POSTGRES_ORIGIN';
/** The second web server's database, for the staff command line (`npm run staff`) on it. */
export const POSTGRES_DATABASE_ENV = 'E2E_POSTGRES_DATABASE_URL';

/** Where staff notifications go in the run (both servers need one to send any mail). */
export const STAFF_EMAIL = 'office@e2e.example';

/** The second web server's origin (PostgreSQL), as the set-up left it. */
export function postgresOrigin(): string {
  const origin = process.env[POSTGRES_ORIGIN_ENV];
  if (origin === undefined) throw new Error(`${POSTGRES_ORIGIN_ENV} is not set: no global set-up`);
  return origin;
}

/** The second web server's DATABASE_URL, as the set-up left it. */
export function postgresDatabaseUrl(): string {
  const url = process.env[POSTGRES_DATABASE_ENV];
  if (url === undefined) throw new Error(`${POSTGRES_DATABASE_ENV} is not set: no global set-up`);
  return url;
}

/**
 * The one mail to `address` whose subject starts with `subject`, once the SMTP server has it:
 * its source with encoded words and quoted-printable text decoded.
 */
export async function mailTo(address: string, subject: string): Promise<string> {
  const url = process.env[MAILBOX_ENV];
  if (url === undefined) throw new Error(`${MAILBOX_ENV} is not set: no global set-up`);
  let found: Received[] = [];
  await expect
    .poll(
      async () => {
        const received = (await (await fetch(url)).json()) as Received[];
        found = received.filter(
          (mail) =>
            mail.to.some((to) => to.toLowerCase() === address.toLowerCase()) &&
            mail.text.replace(/\r?\n[ \t]+/g, ' ').includes(`Subject: ${subject}`),
        );
        return found.length;
      },
      // The outbox is read every 2 seconds; a busy host takes longer.
      { timeout: 20_000, message: `a mail to ${address}: ${subject}` },
    )
    .toBe(1);
  return found[0]?.text ?? '';
}

/**
 * The two web servers of the run, for a walk done on each: PGlite (Playwright's web server) and
 * PostgreSQL (the global set-up's); `env` is what `npm run staff` needs to reach its database
 * (another folder than the PGlite server's, so the command opens the database itself).
 */
export const ENGINES = [
  { engine: 'PGlite', origin: () => BASE_URL, env: (): Record<string, string> => ({}) },
  {
    engine: 'PostgreSQL',
    origin: postgresOrigin,
    env: (): Record<string, string> => ({ DATABASE_URL: postgresDatabaseUrl() }),
  },
] as const;

/**
 * A case opened by a contact message from a page in `lang`, with `email` for updates, as a client
 * at `ip` (the servers trust X-Forwarded-For); its reference.
 */
export async function caseByMessage(
  origin: string,
  { lang, ip, email, name }: { lang: 'en' | 'es'; ip: string; email: string; name: string },
): Promise<string> {
  const opened = await sendContactForm(
    origin,
    { name, email, message: 'Hello' },
    { language: lang, headers: { 'X-Forwarded-For': ip } },
  );
  expect(opened.status).toBe(200);
  return opened.reference ?? '';
}

import { afterAll, beforeAll } from 'vitest';
import type { Engine, Place } from './engines';
import { usePlaces } from './engines';
import { type OfficeServer, startOffice } from './office-server';
import { decodedMail, startSmtp } from './smtp';
import { signedInStaff, type StaffClient } from './staff-client';

/**
 * The office with mail on, for the tests that read what it sends (tests/api/client-mail.test.ts,
 * staff-notes.test.ts): a real SMTP server (each mail's source decoded), the office sending to it,
 * and a staff member signed in. Call `useMailOffice` inside a describe; `server`, `smtp` and
 * `staff` are this module's live bindings, set by its set-up (each test file has its own copy of
 * the module, and the describes of a file run one after the other).
 */

export let server: OfficeServer;
export let smtp: Awaited<ReturnType<typeof startSmtp>>;
export let staff: StaffClient;

/** The office on `place`, its mail going to a real SMTP server started here (sources decoded). */
export async function startMailOffice(place: Place, env: Record<string, string> = {}) {
  const mailbox = await startSmtp({ read: decodedMail });
  const office = await startOffice(place, {
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    STAFF_EMAIL: 'office@example.com',
    // Staff notifications gathered at each pass of the outbox, not every 5 minutes.
    NOTIFY_MINUTES: '0',
    ...env,
  });
  return { smtp: mailbox, server: office };
}

export function useMailOffice(
  engine: Engine,
  { env = {}, staffEmail }: { env?: Record<string, string>; staffEmail: string },
): void {
  const newPlace = usePlaces(engine);
  let place: Place | undefined;
  beforeAll(async () => {
    place = await newPlace();
    ({ smtp, server } = await startMailOffice(place, env));
    staff = await signedInStaff(server, staffEmail);
  }, 90_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await place?.remove();
  });
}

import { afterAll, beforeAll, expect } from 'vitest';
import { caseVisitor } from './case-visitor';
import { signedInStaff } from './case-work';
import { type Engine, type Place, usePlaces } from './engines';
import { startMailOffice } from './mail-office';
import type { OfficeServer } from './office-server';
import type { startSmtp } from './smtp';
import { addAndEnrol, csrfToken, type StaffClient } from './staff-client';

/**
 * The office the document-request tests share (tests/api/requests-*.test.ts, reminders.test.ts):
 * the real server on a fresh place of `engine`, its mail going to an SMTP server the test starts,
 * one preparer signed in, and visitors whose cases have an e-mail (a contact message). Started
 * before the describe's tests, stopped after them.
 */
export const PREPARER = 'prep@example.com';

export function useRequestsOffice(engine: Engine, env: Record<string, string> = {}) {
  const newPlace = usePlaces(engine);
  let place: Place | undefined;
  let server: OfficeServer | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
  let staff: StaffClient | undefined;
  beforeAll(async () => {
    place = await newPlace();
    ({ smtp, server } = await startMailOffice(place, { TRUST_PROXY: 'true', ...env }));
    staff = await signedInStaff(server.url, PREPARER, await addAndEnrol(server, PREPARER));
  }, 90_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await place?.remove();
  });
  const running = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the office has not started');
    return value;
  };
  const office = () => running(server);
  const db = () => office().app.office.database.db;
  const visitor = caseVisitor(office);
  let n = 0;

  return {
    office,
    db,
    visitor,
    smtp: () => running(smtp),
    staff: () => running(staff),
    /** A client address of its own per call (the servers trust X-Forwarded-For). */
    nextClient: () => `203.0.113.${(n += 1)}`,
    /** A case opened by a contact message with `email` for updates, in `language`. */
    async caseWithEmail(email: string, language: 'en' | 'es' = 'en') {
      const client = `198.51.100.${(n += 1)}`;
      const opened = await visitor.withCase(client, { email, language });
      const { id } = await db()
        .selectFrom('cases')
        .select('id')
        .where('reference', '=', opened.reference)
        .executeTakeFirstOrThrow();
      return { ...opened, id, client };
    },
    /** "Request document" on the case's staff page, as a browser posts it. */
    async request(reference: string, document: string) {
      const page = await running(staff).get(`/staff/cases/${reference}`);
      return running(staff).post(`/staff/cases/${reference}/requests`, {
        csrf: csrfToken(page.html),
        document,
      });
    },
    /** The case's requests as stored, oldest first. */
    requestsOf: (caseId: string) =>
      db()
        .selectFrom('document_requests')
        .select(['id', 'name', 'state', 'reason', 'document_id', 'received_by'])
        .where('case_id', '=', caseId)
        .orderBy('id')
        .execute(),
    /** The mail queued to `address`, oldest first (what the outbox holds, sent or not). */
    outboxTo: (address: string) =>
      db()
        .selectFrom('mail_outbox')
        .select(['subject', 'body'])
        .where('to_address', '=', address)
        .orderBy('id')
        .execute(),
    expectRedirect(answer: { status: number; response: Response }, location: string) {
      expect(answer.status).toBe(303);
      expect(answer.response.headers.get('location')).toBe(location);
    },
  };
}

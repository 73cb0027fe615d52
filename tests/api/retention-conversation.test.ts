import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { acceptAgreementForm } from '../shared/agreement-form';
import { AGREEMENT_VERSIONS } from '../../app/agreement-version.server';
import { DAY_MS, disposeExpired } from '../../server/cases/retention';
import { issueSignInLink } from '../../server/cases/sign-in-links';
import { addRequest, recordRequestedDocument } from '../../server/cases/requests';
import { addStaffReply } from '../../server/cases/thread';
import { ENGINES } from './helpers/engines';
import { useOffice } from './helpers/office-server';

// Retention (docs/back-office.md, "Retention"; decision 026) disposes of a case with everything
// the conversation with the client added to it: its thread (the visitor's case-page messages and
// staff's replies), its sign-in links, its recorded acceptances of the agreement, and its document
// requests (one answered with a file), their reminders' record and "Reminder sent" events.
// Through the real server, as a visitor leaves them, on PGlite and PostgreSQL.

const TABLES = [
  'case_messages',
  'case_sign_in_links',
  'agreement_acceptances',
  'document_requests',
  'request_reminders',
  'documents',
] as const;

for (const engine of ENGINES) {
  describe(`retention of the conversation on ${engine}`, { timeout: 60_000 }, () => {
    const office = useOffice(engine, { TRUST_PROXY: 'true' });
    const db = () => office().app.office.database.db;
    let n = 0;

    /** A browser that accepts the agreement, writes on its case page and gets a reply and a link. */
    async function conversation(): Promise<string> {
      const { url } = office();
      const client = `203.0.113.${(n += 1)}`;
      const accepted = await acceptAgreementForm(url, AGREEMENT_VERSIONS.es, {
        language: 'es',
        headers: { 'X-Forwarded-For': client },
      });
      expect(accepted.status).toBe(200);
      const cookie = accepted.cookie ?? '';
      // The case the acceptance opened: the one whose acceptance came from this client.
      const { reference } = await db()
        .selectFrom('agreement_acceptances as a')
        .innerJoin('cases as c', 'c.id', 'a.case_id')
        .select('c.reference')
        .where('a.client_address', '=', client)
        .executeTakeFirstOrThrow();
      const written = await fetch(`${url}/case`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: url,
          Cookie: cookie,
          'X-Forwarded-For': client,
        },
        body: new URLSearchParams({ message: 'Do you have everything?' }).toString(),
      });
      expect(written.status).toBe(303);
      const { id } = await db()
        .selectFrom('cases')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      const staff = await db()
        .insertInto('staff_accounts')
        .values({ email: `preparer-${n}@example.com`, is_admin: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      await addStaffReply(db(), { caseId: id, staffId: staff.id, body: 'Yes.', clientAddress: '' });
      await issueSignInLink(db(), id, url);
      // Two requests, one answered with a file, and a reminder sent.
      for (const name of ['W-2', '1099-INT']) {
        expect(await addRequest(db(), { caseId: id, name, staffId: staff.id })).toMatchObject({
          ok: true,
        });
      }
      const [request] = await db()
        .selectFrom('document_requests')
        .select('id')
        .where('case_id', '=', id)
        .execute();
      const document = {
        id: `request-${n}`,
        originalName: 'w2.pdf',
        contentType: 'application/pdf',
        sizeBytes: 9,
      };
      expect(
        await recordRequestedDocument(db(), {
          caseId: id,
          requestId: request?.id ?? 0,
          clientAddress: client,
          document,
        }),
      ).toMatchObject({ id });
      await db()
        .insertInto('case_events')
        .values({ case_id: id, kind: 'reminder', status: null, note: null, staff_id: null })
        .execute();
      return id;
    }

    /** How many rows each table of the conversation holds for a case. */
    async function rowsOf(caseId: string): Promise<Record<(typeof TABLES)[number], number>> {
      const counts = await Promise.all(
        TABLES.map(async (table) => {
          const { rows } = await sql<{ n: number }>`
            select count(*)::integer as n from ${sql.table(table)} where case_id = ${caseId}`.execute(
            db(),
          );
          return [table, rows[0]?.n ?? -1] as const;
        }),
      );
      return Object.fromEntries(counts) as Record<(typeof TABLES)[number], number>;
    }

    it('removes the thread, the sign-in links, the agreement records and the document requests with their case, and keeps another case’s', async () => {
      const disposed = await conversation();
      const kept = await conversation();
      const full = {
        case_messages: 2,
        case_sign_in_links: 1,
        agreement_acceptances: 1,
        document_requests: 2,
        request_reminders: 1,
        documents: 1,
      };
      expect(await rowsOf(disposed)).toEqual(full);
      expect(await rowsOf(kept)).toEqual(full);
      await sql`update cases set last_activity_at = now() - interval '10 days' where id = ${disposed}`.execute(
        db(),
      );

      const result = await disposeExpired({
        db: db(),
        storage: office().app.documents.storage,
        olderThan: new Date(Date.now() - 5 * DAY_MS),
        straysOlderThan: new Date(Date.now() - DAY_MS),
        log: () => undefined,
      });

      // The visitor's message and the reply count as the case's messages.
      expect(result).toMatchObject({
        ran: true,
        disposed: { cases: 1, documents: 1, messages: 2 },
      });
      expect(await rowsOf(disposed)).toEqual({
        case_messages: 0,
        case_sign_in_links: 0,
        agreement_acceptances: 0,
        document_requests: 0,
        request_reminders: 0,
        documents: 0,
      });
      const events = await db()
        .selectFrom('case_events')
        .select('kind')
        .where('case_id', '=', disposed)
        .execute();
      expect(events).toEqual([]);
      expect(await rowsOf(kept)).toEqual(full);
      const left = await db().selectFrom('cases').select('id').execute();
      expect(left.map((row) => row.id)).not.toContain(disposed);
      expect(left.map((row) => row.id)).toContain(kept);
    });
  });
}

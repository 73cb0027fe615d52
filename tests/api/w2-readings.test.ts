import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentKeyring } from '../../server/documents/keyring';
import { randomBytes } from 'node:crypto';
import { startReadingJob } from '../../server/reader/job';
import {
  caseReadings,
  claimReading,
  correctW2Figures,
  finishReading,
  MAX_ATTEMPTS,
  queueReading,
  reencryptW2Figures,
} from '../../server/reader/readings';
import { readInProcess } from '../../server/reader/reading-process';
import { SAMPLE_W2, samplePdf, samplePlainPdf } from '../../server/reader/samples.testing';
import { AUDIT } from '../../server/staff/audit';
import { bundledOnce } from './helpers/bundle-once';
import { upload } from './helpers/documents-server';
import { ENGINES, usePlaces } from './helpers/engines';
import { type OfficeServer, startOffice } from './helpers/office-server';
import { seedCase } from './helpers/seed-case';

/** The first claim's lease in the lease test: the next claim comes within it, however busy the host. */
const FIRST_LEASE_MS = 2_000;

/*
 * The W-2 reader's queue and job at the level the case pages call (RETURN.md §3, decision 106), on
 * PGlite and PostgreSQL: every document queued in its own transaction, claimed once across
 * instances under a lease, read in a reading process, its figures sealed, the first open
 * "Form W-2…" request filled, "Correct" audited, the figures covered by key rotation, gone with
 * their case, and in no log line or tracker answer.
 */

const COMMAND_LINE_ACTOR = { id: null, name: 'test', clientAddress: '127.0.0.1' };
const FIGURES_AS_TEXT = ['52,345.67', '52345.67', '5234567', '6,123.45', '612345', 'Acme Widgets'];

for (const engine of ENGINES) {
  describe(`W-2 readings (${engine})`, () => {
    const newPlace = usePlaces(engine);
    let office: OfficeServer;
    let entry: string;

    beforeAll(async () => {
      entry = await bundledOnce('server/reader/child.ts', 'reader.js');
      // The app's own job stays off (READER_CONCURRENCY=0): each test runs the job it needs.
      office = await startOffice(await newPlace(), { READER_CONCURRENCY: '0' });
    }, 120_000);
    afterAll(async () => {
      await office?.close();
    });

    const db = () => office.app.office.database.db;
    const keyring = () => office.app.documents.documentsKeys;

    async function queuedCase(documents: number) {
      const ids = Array.from({ length: documents }, () => `doc${randomBytes(12).toString('hex')}`);
      const seeded = await seedCase(db(), { documents: ids });
      await db()
        .transaction()
        .execute(async (tx) => {
          for (const id of ids) await queueReading(tx, id, seeded.id);
        });
      return { ...seeded, ids };
    }

    it('claims each queued reading once, even when two instances claim at the same moment', async () => {
      const { ids } = await queuedCase(2);
      const [first, second] = await Promise.all([claimReading(db()), claimReading(db())]);
      expect(new Set([first?.documentId, second?.documentId])).toEqual(new Set(ids));
      expect(await claimReading(db())).toBeUndefined();
    });

    it('claims a reading again when its lease ended (a crashed instance), at most 3 times', async () => {
      const { ids } = await queuedCase(1);
      // A lease long enough that the next claim comes within it even on a loaded host (a claim
      // there has taken over 100 ms); the later ones are short, as only their end is waited for.
      const first = await claimReading(db(), FIRST_LEASE_MS);
      expect(first).toMatchObject({ documentId: ids[0], attempt: 1 });
      // Within its lease nobody else takes it.
      expect(await claimReading(db(), 100)).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, FIRST_LEASE_MS + 150));
      const second = await claimReading(db(), 100);
      expect(second).toMatchObject({ documentId: ids[0], attempt: 2 });
      // The crashed instance's late result is not written over the new claim's.
      if (first === undefined) throw new Error('no claim');
      expect(
        await finishReading(db(), keyring(), first, { kind: 'other', reason: 'not-a-w2' }),
      ).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await claimReading(db(), 100)).toMatchObject({ attempt: MAX_ATTEMPTS });
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await claimReading(db(), 100)).toBeUndefined();
      const row = await db()
        .selectFrom('document_readings')
        .selectAll()
        .where('document_id', '=', ids[0] ?? '')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ state: 'done', kind: 'other', reason: 'failed', attempts: 3 });
    });

    it('reads an uploaded W-2 in the background, fills the first open "Form W-2…" request, and keeps the figures sealed', async () => {
      const before = office.logs.length;
      const { status, json } = await upload(
        office.url,
        Buffer.from(await samplePdf(SAMPLE_W2, 'grid')),
      );
      expect(status).toBe(200);
      // The upload's answer came before any reading: the document is queued.
      const document = await db()
        .selectFrom('documents')
        .innerJoin('cases', 'cases.id', 'documents.case_id')
        .innerJoin('document_readings', 'document_readings.document_id', 'documents.id')
        .select(['documents.id', 'documents.case_id', 'cases.reference', 'document_readings.state'])
        .orderBy('documents.created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(document.state).toBe('queued');
      expect(JSON.stringify(json)).not.toContain('52,345');
      const staff = await db()
        .insertInto('staff_accounts')
        .values({ email: `prep${randomBytes(4).toString('hex')}@example.com`, is_admin: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('document_requests')
        .values(
          ['Form W-2 (1 of 2)', 'Form W-2 (2 of 2)'].map((name) => ({
            case_id: document.case_id,
            name,
            requested_by: staff.id,
          })),
        )
        .execute();

      const job = startReadingJob({
        db: db(),
        storage: office.app.documents.storage,
        keyring: keyring(),
        concurrency: 1,
        entry,
        cacheFolder: 'unused-for-text',
        log: (line) => office.logs.push(line),
        idleMs: 50,
      });
      try {
        await job.settled();
      } finally {
        await job.stop();
      }

      expect(await caseReadings(db(), keyring(), document.case_id)).toEqual([
        {
          documentId: document.id,
          state: 'w2',
          method: 'pdf-text',
          figures: {
            taxYear: SAMPLE_W2.taxYear,
            employer: SAMPLE_W2.employer,
            wages: SAMPLE_W2.wages,
            withheld: SAMPLE_W2.withheld,
            // Box b and boxes 15 to 17 as the sample prints them (samples.testing.ts).
            ein: '12-3456789',
            states: [
              {
                code: 'IL',
                wages: SAMPLE_W2.wages,
                withheld: Math.round(SAMPLE_W2.wages * 0.0495),
              },
            ],
          },
        },
      ]);
      const requests = await db()
        .selectFrom('document_requests')
        .select(['name', 'state', 'document_id'])
        .where('case_id', '=', document.case_id)
        .orderBy('id')
        .execute();
      expect(requests).toEqual([
        { name: 'Form W-2 (1 of 2)', state: 'received', document_id: document.id },
        { name: 'Form W-2 (2 of 2)', state: 'requested', document_id: null },
      ]);
      // Sealed in the row: none of the figures in the clear.
      const stored = await sql<{ row: string }>`
        select row_to_json(r)::text as row from document_readings r where document_id = ${document.id}`.execute(
        db(),
      );
      const text = `${stored.rows[0]?.row ?? ''} ${Buffer.from(stored.rows[0]?.row ?? '').toString('latin1')}`;
      for (const figure of FIGURES_AS_TEXT) expect(text).not.toContain(figure);
      // Nor in a log line, nor in the tracker's answer.
      const lines = office.logs.slice(before).join('\n');
      expect(lines).toContain(`Document ${document.id} read: w2 (pdf-text)`);
      for (const figure of FIGURES_AS_TEXT) expect(lines).not.toContain(figure);
      const tracker = await fetch(`${office.url}/api/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reference: document.reference }),
      });
      expect(tracker.status).toBe(200);
      const answer = await tracker.text();
      for (const figure of FIGURES_AS_TEXT) expect(answer).not.toContain(figure);

      // Staff correct a figure: sealed again, audited without it, the client's page reads it.
      const corrected = { ...SAMPLE_W2, wages: 5_300_000 };
      expect(
        await correctW2Figures(db(), keyring(), COMMAND_LINE_ACTOR, {
          caseId: document.case_id,
          reference: document.reference,
          documentId: document.id,
          figures: {
            taxYear: corrected.taxYear,
            employer: corrected.employer,
            wages: corrected.wages,
            withheld: corrected.withheld,
          },
        }),
      ).toBe(true);
      expect(await caseReadings(db(), keyring(), document.case_id)).toMatchObject([
        { state: 'w2', method: 'staff', figures: { wages: 5_300_000 } },
      ]);
      const audited = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', AUDIT.w2FiguresCorrected)
        .execute();
      expect(audited.map((row) => row.subject)).toEqual([
        `case ${document.reference}: document ${document.id}`,
      ]);
      expect(JSON.stringify(audited)).not.toContain('53,000');
      // A correction that breaks the checks is refused.
      await expect(
        correctW2Figures(db(), keyring(), COMMAND_LINE_ACTOR, {
          caseId: document.case_id,
          reference: document.reference,
          documentId: document.id,
          figures: { taxYear: 2025, employer: 'Acme', wages: 100, withheld: 200 },
        }),
      ).rejects.toThrow();

      // Key rotation: a new documents key on top; the figures open, then move to it.
      const older = keyring().keys;
      const rotated = new DocumentKeyring([randomBytes(32), ...older]);
      expect(await caseReadings(db(), rotated, document.case_id)).toMatchObject([{ state: 'w2' }]);
      const pass = await reencryptW2Figures(db(), rotated, () => {});
      expect(pass).toMatchObject({ moved: 1, failed: [] });
      expect((await reencryptW2Figures(db(), rotated, () => {})).moved).toBe(0);
      const newestOnly = new DocumentKeyring([rotated.newest]);
      expect(await caseReadings(db(), newestOnly, document.case_id)).toMatchObject([
        { state: 'w2', figures: { wages: 5_300_000 } },
      ]);
      // With only the older key, the moved figures no longer open: shown unread, never guessed.
      expect(await caseReadings(db(), new DocumentKeyring(older), document.case_id)).toMatchObject([
        { state: 'unreadable' },
      ]);

      // Retention disposes of the readings with the case.
      await db().deleteFrom('document_requests').where('case_id', '=', document.case_id).execute();
      await db().deleteFrom('documents').where('case_id', '=', document.case_id).execute();
      await db().deleteFrom('cases').where('id', '=', document.case_id).execute();
      expect(
        await db()
          .selectFrom('document_readings')
          .select('document_id')
          .where('case_id', '=', document.case_id)
          .execute(),
      ).toEqual([]);
    }, 120_000);

    it('says a document that is not a W-2 is just a document', async () => {
      const letter = Buffer.from(await samplePlainPdf(['A letter about nothing in particular.']));
      const outcome = await readInProcess(letter, { entry, cacheFolder: 'unused-for-text' });
      expect(outcome.reading).toEqual({ kind: 'other', reason: 'not-a-w2' });
    }, 60_000);
  });
}

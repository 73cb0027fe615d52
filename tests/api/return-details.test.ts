import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { returnPage as en, type ReturnCopy } from '../../app/copy/en/return';
import { returnPage as es } from '../../app/copy/es/return';
import { EMPTY_FORM, type ReturnForm } from '../../app/return/answers';
import {
  loadReturnDetails,
  returnStatus,
  returnStatusLine,
  type ReturnStoreDeps,
  saveReturnDetails,
} from '../../app/return/details.server';
import {
  isReturnLocked,
  returnDetailsSentAt,
  setReturnLocked,
} from '../../app/return/return-lock.server';
import { revealBankAccount, staffReturnDetails } from '../../app/return/staff-details.server';
import { reencryptReturnDetails } from '../../app/return/sealing.server';
import { DAY_MS, disposeExpired } from '../../server/cases/retention';
import { type Database, openDatabase } from '../../server/db';
import { DocumentKeyring } from '../../server/documents/keyring';
import { createLocalStorage } from '../../server/documents/local-storage';
import type { Actor } from '../../server/staff/audit';
import { ENGINES, usePlaces } from './helpers/engines';
import { seedCase } from './helpers/seed-case';

// "Your return" as stored (RETURN.md §1; decisions 111 to 115), on PGlite and PostgreSQL: Save
// and Send, the checklist sending makes, the sealed account read back from the raw row, the
// lock of §2, the staff view and its audited reveal, key rotation, and retention.

const ROUTING = '021000021';
const ACCOUNT = '000123456789';
const PIN = '491037';

const COMPLETE: ReturnForm = {
  ...EMPTY_FORM,
  firstName: 'Ana',
  lastName: 'López',
  dateOfBirth: '1988-04-02',
  filingStatus: 'head_of_household',
  street: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  dependents: [
    {
      firstName: 'Mateo',
      lastName: 'López',
      dateOfBirth: '2015-06-30',
      relationship: 'son',
      months: '12',
    },
  ],
  income: { ...EMPTY_FORM.income, w2: true, interest: true },
  w2Count: '2',
  refundMethod: 'direct_deposit',
  routingNumber: ROUTING,
  accountNumber: ACCOUNT,
  confirmAccountNumber: ACCOUNT,
  accountType: 'checking',
  ipPin: PIN,
};

const NAMES = [
  'Form W-2 (1 of 2)',
  'Form W-2 (2 of 2)',
  'Form 1099-INT or 1099-DIV',
  "Photo ID (driver's license or state ID)",
  'Social Security card for Mateo',
];

const PREPARER: Actor = { id: null, name: 'prep@example.com', clientAddress: '192.0.2.7' };

for (const engine of ENGINES) {
  describe(`return details on ${engine}`, { timeout: 60_000 }, () => {
    const newPlace = usePlaces(engine);

    async function withDatabase(
      work: (database: Database, deps: ReturnStoreDeps, dataDir: string) => Promise<void>,
    ) {
      const place = await newPlace();
      const database = await openDatabase(place);
      const mailed: string[] = [];
      const deps: ReturnStoreDeps = {
        db: database.db,
        keyring: new DocumentKeyring([randomBytes(32)]),
        // One e-mail a round, as "Request document" sends (its words are tested with the page).
        mail: async () => {
          mailed.push('mail');
          return { to: 'ana@example.com', notification: { subject: 'Documents', body: 'Link' } };
        },
      };
      try {
        await work(database, deps, place.dataDir);
      } finally {
        await database.close();
        await place.remove();
      }
    }

    const save = (
      deps: ReturnStoreDeps,
      caseId: string,
      form: ReturnForm,
      level: 'save' | 'send' = 'save',
      words: ReturnCopy = en,
    ) => saveReturnDetails(deps, { caseId, form, level, words, clientAddress: '198.51.100.4' });

    const requestsOf = (database: Database, caseId: string) =>
      database.db
        .selectFrom('document_requests')
        .select(['name', 'requested_by', 'state'])
        .where('case_id', '=', caseId)
        .orderBy('id')
        .execute();
    const eventsOf = async (database: Database, caseId: string) =>
      (
        await database.db
          .selectFrom('case_events')
          .select('kind')
          .where('case_id', '=', caseId)
          .orderBy('id')
          .execute()
      ).map((row) => row.kind);
    const auditOf = async (database: Database, action: string) =>
      database.db
        .selectFrom('audit_log')
        .select(['actor', 'subject'])
        .where('action', '=', action)
        .orderBy('id')
        .execute();

    it('saves the valid answers of a half-valid form and keeps the account sealed', async () => {
      await withDatabase(async (database, deps) => {
        const { id } = await seedCase(database.db);
        expect(await returnStatus(database.db, id)).toEqual({ kind: 'not_started' });
        const first = await save(deps, id, {
          ...COMPLETE,
          zip: '627',
          confirmAccountNumber: ACCOUNT,
        });
        expect(first.ok).toBe(false);
        if (first.ok || first.reason !== 'invalid') throw new Error('refused as invalid');
        expect(first.errors).toEqual({ zip: expect.stringMatching(/ZIP code/) });
        expect(first.details.answers).toMatchObject({ firstName: 'Ana', zip: null });
        expect(first.details.account).toEqual({ type: 'checking', last4: '6789' });
        expect(first.details.hasIpPin).toBe(true);
        expect(first.details.status.kind).toBe('saved');
        expect(JSON.stringify(first)).not.toContain(ACCOUNT);
        expect(JSON.stringify(first)).not.toContain(PIN);
        expect(returnStatusLine(en, first.details.status, () => '')).toBe('Saved, not sent yet');

        // A mistyped ZIP later keeps the one saved; the account left empty stays as it was.
        await save(deps, id, {
          ...COMPLETE,
          accountNumber: '',
          confirmAccountNumber: '',
          routingNumber: '',
        });
        const again = await save(deps, id, {
          ...COMPLETE,
          zip: 'x',
          routingNumber: '',
          accountNumber: '',
          confirmAccountNumber: '',
          ipPin: '',
        });
        expect(again.ok).toBe(false);
        const loaded = await loadReturnDetails(database.db, id);
        expect(loaded.answers.zip).toBe('62701');
        expect(loaded.account).toEqual({ type: 'checking', last4: '6789' });
        expect(loaded.hasIpPin).toBe(true);

        // The row holds ciphertext only: read raw, as a backup copies it.
        const { rows } = await sql<Record<string, unknown>>`
          select *, account_sealed::text as account_hex, ip_pin_sealed::text as pin_hex
          from return_details where case_id = ${id}`.execute(database.db);
        const raw = rows[0] ?? {};
        const text = JSON.stringify(raw, (_key, value: unknown) =>
          value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value,
        );
        for (const secret of [ACCOUNT, ROUTING, PIN, ACCOUNT.slice(0, 8)]) {
          expect(text).not.toContain(secret);
          expect(String(raw.account_hex)).not.toContain(Buffer.from(secret).toString('hex'));
          expect(String(raw.pin_hex)).not.toContain(Buffer.from(secret).toString('hex'));
        }
        expect(raw.account_last4).toBe('6789');
        expect(String(raw.account_hex).startsWith('\\x51524631')).toBe(true); // "QRF1"
      });
    });

    it('sends only a complete form, then requests each document once, in one e-mail', async () => {
      await withDatabase(async (database, deps) => {
        const { id, reference } = await seedCase(database.db);
        const incomplete = await save(deps, id, { ...COMPLETE, city: '' }, 'send');
        expect(incomplete).toMatchObject({
          ok: false,
          reason: 'invalid',
          errors: { city: 'Enter your city.' },
        });
        // What was valid is saved, and nothing is shown as sent.
        expect((await returnStatus(database.db, id)).kind).toBe('saved');
        expect(await requestsOf(database, id)).toEqual([]);
        expect(await returnDetailsSentAt(database.db, id)).toBeNull();

        const sent = await save(deps, id, COMPLETE, 'send');
        expect(sent).toMatchObject({ ok: true, requested: NAMES, changedAfterSending: false });
        expect(await requestsOf(database, id)).toEqual(
          NAMES.map((name) => ({ name, requested_by: null, state: 'requested' })),
        );
        const status = await returnStatus(database.db, id);
        expect(status.kind).toBe('sent');
        expect(returnStatusLine(en, status, () => 'Nov 26, 2026')).toBe(
          'Sent to your preparer on Nov 26, 2026',
        );
        expect(await returnDetailsSentAt(database.db, id)).toBeInstanceOf(Date);
        expect(await auditOf(database, 'return details sent')).toEqual([
          { actor: 'visitor', subject: `case ${reference}: 5 documents requested` },
        ]);
        expect(await eventsOf(database, id)).toEqual(['return_sent']);
        const outbox = await database.db.selectFrom('mail_outbox').select('body').execute();
        expect(outbox).toHaveLength(1);

        // Sent again, unchanged (the account typed again too): nothing new.
        const twice = await save(deps, id, COMPLETE, 'send');
        expect(twice).toMatchObject({ ok: true, requested: [], changedAfterSending: false });
        expect(await requestsOf(database, id)).toHaveLength(5);
        expect(await auditOf(database, 'return details sent')).toHaveLength(1);
        expect(await database.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(1);
      });
    });

    it('makes one set of requests when two browsers send at once', async () => {
      await withDatabase(async (database, deps) => {
        const { id } = await seedCase(database.db);
        const results = await Promise.all(
          Array.from({ length: 4 }, () => save(deps, id, COMPLETE, 'send')),
        );
        expect(results.every((result) => result.ok)).toBe(true);
        expect((await requestsOf(database, id)).map((r) => r.name)).toEqual(NAMES);
        expect(await auditOf(database, 'return details sent')).toHaveLength(1);
        expect(await database.db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(1);
        expect(await eventsOf(database, id)).toEqual(['return_sent']);
      });
    });

    it('tells staff once that the return details were sent, when staff notifications are on', async () => {
      await withDatabase(async (database, deps) => {
        const { id, reference } = await seedCase(database.db);
        const told = { ...deps, staffNotify: { to: 'office@example.com', publicUrl: '' } };
        await save(told, id, COMPLETE, 'send');
        await save(told, id, COMPLETE, 'send');
        const toStaff = await database.db
          .selectFrom('mail_outbox')
          .select(['to_address', 'subject'])
          .where('audience', '=', 'staff')
          .execute();
        expect(toStaff).toEqual([
          {
            to_address: 'office@example.com',
            subject: `Return details sent for case ${reference}`,
          },
        ]);
      });
    });

    it('records a change after sending, keeps the answers whole, and locks for signature', async () => {
      await withDatabase(async (database, deps) => {
        const { id } = await seedCase(database.db);
        await save(deps, id, COMPLETE, 'send');
        // After sending, a Save must leave the answers complete: refused whole, nothing stored.
        const emptied = await save(deps, id, { ...COMPLETE, city: '', zip: '1' });
        expect(emptied).toMatchObject({ ok: false, reason: 'invalid' });
        expect((await loadReturnDetails(database.db, id)).answers.city).toBe('Springfield');
        expect(await eventsOf(database, id)).toEqual(['return_sent']);

        const moved = await save(deps, id, {
          ...COMPLETE,
          city: 'Chicago',
          routingNumber: '',
          accountNumber: '',
          confirmAccountNumber: '',
        });
        expect(moved).toMatchObject({ ok: true, changedAfterSending: true, requested: [] });
        expect(await eventsOf(database, id)).toEqual(['return_sent', 'return_changed']);
        // A new account typed is a change as well; the same one again is none.
        await save(deps, id, {
          ...COMPLETE,
          city: 'Chicago',
          accountNumber: '11112222',
          confirmAccountNumber: '11112222',
        });
        await save(deps, id, {
          ...COMPLETE,
          city: 'Chicago',
          accountNumber: '11112222',
          confirmAccountNumber: '11112222',
        });
        expect(await eventsOf(database, id)).toEqual([
          'return_sent',
          'return_changed',
          'return_changed',
        ]);
        expect((await loadReturnDetails(database.db, id)).account?.last4).toBe('2222');

        // A dependent added and sent again: only the new card is requested.
        const dependents = [
          ...COMPLETE.dependents,
          { ...COMPLETE.dependents[0], firstName: 'Lucía' } as (typeof COMPLETE.dependents)[number],
        ];
        const more = await save(deps, id, { ...COMPLETE, city: 'Chicago', dependents }, 'send');
        expect(more).toMatchObject({ ok: true, requested: ['Social Security card for Lucía'] });

        expect(await isReturnLocked(database.db, id)).toBe(false);
        expect(await setReturnLocked(database.db, id, true)).toBe(true);
        expect(await isReturnLocked(database.db, id)).toBe(true);
        const late = await save(deps, id, { ...COMPLETE, city: 'Peoria' });
        expect(late).toMatchObject({ ok: false, reason: 'locked' });
        expect((await loadReturnDetails(database.db, id)).locked).toBe(true);
        expect((await loadReturnDetails(database.db, id)).answers.city).toBe('Chicago');
        // Unsent answers cannot be locked (§2 refuses to send for signature then).
        const other = await seedCase(database.db);
        await save(deps, other.id, COMPLETE);
        expect(await setReturnLocked(database.db, other.id, true)).toBe(false);
      });
    });

    it('names the requests in Spanish in a Spanish case', async () => {
      await withDatabase(async (database, deps) => {
        const { id } = await seedCase(database.db);
        await database.db
          .updateTable('cases')
          .set({ language: 'es' })
          .where('id', '=', id)
          .execute();
        const sent = await save(
          deps,
          id,
          { ...COMPLETE, income: { ...EMPTY_FORM.income, w2: true }, w2Count: '1' },
          'send',
          es,
        );
        expect(sent).toMatchObject({
          ok: true,
          requested: [
            'Formulario W-2',
            'Identificación con foto (licencia de conducir o identificación estatal)',
            'Tarjeta de Seguro Social de Mateo',
          ],
        });
      });
    });

    it('shows staff every answer and the account line, and reveals the numbers audited', async () => {
      await withDatabase(async (database, deps) => {
        const { id, reference } = await seedCase(database.db);
        expect(await staffReturnDetails(database.db, id)).toBeUndefined();
        await save(deps, id, COMPLETE, 'send');
        const details = await staffReturnDetails(database.db, id);
        expect(details).toMatchObject({
          refundLine: 'Direct deposit: Checking account ending in 6789',
          answers: { firstName: 'Ana', filingStatus: 'head_of_household', w2Count: 2 },
          hasIpPin: true,
          sentAt: expect.any(Date),
        });
        expect(JSON.stringify(details)).not.toContain(ACCOUNT);
        expect(await auditOf(database, 'bank account viewed')).toEqual([]);
        const revealed = await revealBankAccount(deps, { caseId: id, actor: PREPARER });
        expect(revealed).toEqual({
          routingNumber: ROUTING,
          accountNumber: ACCOUNT,
          accountType: 'checking',
          ipPin: PIN,
        });
        expect(await auditOf(database, 'bank account viewed')).toEqual([
          { actor: 'prep@example.com', subject: `case ${reference}` },
        ]);
        // A paper check keeps no account.
        await save(deps, id, { ...COMPLETE, refundMethod: 'paper_check', accountType: '' });
        expect((await staffReturnDetails(database.db, id))?.refundLine).toBe('Paper check');
        expect(await revealBankAccount(deps, { caseId: id, actor: PREPARER })).toMatchObject({
          accountNumber: null,
          ipPin: PIN,
        });
      });
    });

    it('moves the sealed values to a new key and reads them back after the old one goes', async () => {
      await withDatabase(async (database, deps) => {
        const { id } = await seedCase(database.db);
        await save(deps, id, COMPLETE);
        const oldKeys = deps.keyring.keys;
        const rotated = new DocumentKeyring([randomBytes(32), ...oldKeys]);
        const log: string[] = [];
        expect(
          await reencryptReturnDetails(database.db, rotated, (line) => log.push(line)),
        ).toEqual({
          examined: 1,
          moved: 1,
          current: 0,
          failed: [],
        });
        expect(await reencryptReturnDetails(database.db, rotated, () => {})).toMatchObject({
          moved: 0,
          current: 1,
        });
        const newestOnly = new DocumentKeyring([rotated.newest]);
        expect(
          await revealBankAccount(
            { ...deps, keyring: newestOnly },
            { caseId: id, actor: PREPARER },
          ),
        ).toMatchObject({
          accountNumber: ACCOUNT,
          ipPin: PIN,
        });
        // Under a list without the key it was sealed with, the pass says so and changes nothing.
        const stranger = new DocumentKeyring([randomBytes(32)]);
        const refused = await reencryptReturnDetails(database.db, stranger, (line) =>
          log.push(line),
        );
        expect(refused.failed).toHaveLength(1);
        expect(log.join('\n')).not.toContain(ACCOUNT);
      });
    });

    it('goes with its case when retention disposes of it', async () => {
      await withDatabase(async (database, deps, dataDir) => {
        const old = await seedCase(database.db, {
          lastActivityAt: new Date(Date.now() - 400 * DAY_MS),
        });
        await save(deps, old.id, COMPLETE, 'send');
        await database.db
          .updateTable('cases')
          .set({ last_activity_at: new Date(Date.now() - 400 * DAY_MS) })
          .where('id', '=', old.id)
          .execute();
        const kept = await seedCase(database.db);
        await save(deps, kept.id, COMPLETE);
        const storage = await createLocalStorage(join(dataDir, 'documents'));
        const result = await disposeExpired({
          db: database.db,
          storage,
          olderThan: new Date(Date.now() - 365 * DAY_MS),
          straysOlderThan: new Date(Date.now() - DAY_MS),
          log: () => {},
        });
        expect(result).toMatchObject({ ran: true });
        const left = await database.db.selectFrom('return_details').select('case_id').execute();
        expect(left.map((row) => row.case_id)).toEqual([kept.id]);
        expect(await requestsOf(database, old.id)).toEqual([]);
        await storage.close();
      });
    });
  });
}

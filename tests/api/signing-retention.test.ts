import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DAY_MS, disposeExpired } from '../../server/cases/retention';
import { sendSigningCode } from '../../server/signing/checks';
import { keepSignedUntil } from '../../server/signing/keep-until';
import {
  acceptPaperSignature,
  sendForSignature,
  sendPaperSignature,
} from '../../server/signing/returns';
import { signatureFields, signReturn } from '../../server/signing/sign';
import { ENGINES } from './helpers/engines';
import { posted, type SigningWorld, useSigningWorld } from './helpers/signing-office';
import { samplePdf, samplePng } from './helpers/signing-samples';

// Retention of a signed Form 8879 (RETURN.md §2, "Retention"): the signed form, its record and the
// return it authorizes are kept 3 years after the later of April 15 of the year after the tax year
// and the signing date, whatever RETENTION_DAYS says, then disposed of by the same job; tested
// with the job's clock (its `now` and the retention period's cut-off).

const YEAR_MS = 365 * DAY_MS;

async function sentReturn(w: SigningWorld) {
  const found = await w.newCase();
  const sent = await sendForSignature(w.options, {
    caseId: found.id,
    staff: w.staff,
    returnPdf: await posted(w, await samplePdf('Form 1040'), 'return.pdf'),
    formPdf: await posted(w, await samplePdf('Form 8879'), '8879.pdf'),
    refundCents: 250_000,
    feeCents: 3_500,
  });
  if (!sent.ok) throw new Error(sent.reason);
  return { ...found, returnId: sent.returnId };
}

async function signElectronically(w: SigningWorld, caseId: string, returnId: number) {
  await sendSigningCode(w.options, { caseId, returnId, clientAddress: '203.0.113.7' });
  const mail = await w.database.db
    .selectFrom('mail_outbox')
    .select('body')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /\n\n(\d{6})\n\n/.exec(mail.body)?.[1] ?? '';
  const result = await signReturn(w.options, {
    caseId,
    fields: signatureFields.parse({
      returnId: String(returnId),
      dateOfBirth: '1985-03-09',
      code,
      reviewed: 'on',
      agree: 'on',
      typedName: 'Ana López',
    }),
    clientAddress: '203.0.113.7',
    userAgent: 'test',
  });
  if (!result.ok) throw new Error(`not signed: ${JSON.stringify(result)}`);
  return result.signedAt;
}

/** One pass of the job as it runs at `now` with RETENTION_DAYS `days`. */
function pass(w: SigningWorld, now: Date, days: number) {
  return disposeExpired({
    db: w.database.db,
    storage: w.storage,
    olderThan: new Date(now.getTime() - days * DAY_MS),
    straysOlderThan: new Date(now.getTime() - DAY_MS),
    now,
    log: () => {},
  });
}

async function stored(w: SigningWorld): Promise<string[]> {
  const names: string[] = [];
  for await (const object of w.storage.list()) names.push(object.name);
  return names.sort();
}

async function cases(w: SigningWorld): Promise<string[]> {
  const rows = await w.database.db.selectFrom('cases').select('id').execute();
  return rows.map((row) => row.id);
}

for (const engine of ENGINES) {
  describe(`retention of signed forms on ${engine}`, { timeout: 60_000 }, () => {
    const world = useSigningWorld(engine);

    it('keeps a signed form, its record and its return past RETENTION_DAYS, until its own date, then disposes of them', async () => {
      const w = world();
      const signed = await sentReturn(w);
      const signedAt = await signElectronically(w, signed.id, signed.returnId);
      const unsigned = await sentReturn(w);
      const files = await stored(w);
      expect(files).toHaveLength(5);
      const keepUntil = keepSignedUntil(2025, signedAt);
      const row = await w.database.db
        .selectFrom('signing_returns')
        .select('keep_until')
        .where('id', '=', signed.returnId)
        .executeTakeFirstOrThrow();
      expect(row.keep_until?.toISOString()).toBe(keepUntil.toISOString());

      // A year on, with RETENTION_DAYS 30: the unsigned case goes, the signed one stays whole.
      const yearOn = new Date(Date.now() + YEAR_MS);
      const first = await pass(w, yearOn, 30);
      expect(first).toMatchObject({ ran: true, disposed: { cases: 1, documents: 2 } });
      expect(await cases(w)).toEqual([signed.id]);
      expect(await stored(w)).toHaveLength(3);
      expect(unsigned.id).not.toBe(signed.id);

      // The day before its date: still kept. The day after: disposed of by the same job.
      expect(await pass(w, new Date(keepUntil.getTime() - DAY_MS), 30)).toMatchObject({
        disposed: { cases: 0 },
      });
      expect(await cases(w)).toEqual([signed.id]);
      const last = await pass(w, new Date(keepUntil.getTime() + DAY_MS), 30);
      expect(last).toMatchObject({ disposed: { cases: 1, documents: 3, strays: 0 } });
      expect(await cases(w)).toEqual([]);
      expect(await stored(w)).toEqual([]);
      const left = await w.database.db
        .selectFrom('signing_files')
        .select(sql<number>`count(*)::integer`.as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(left.n)).toBe(0);
    });

    it('keeps a form signed on paper the same way', async () => {
      const w = world();
      const signed = await sentReturn(w);
      await sendPaperSignature(w.options, {
        caseId: signed.id,
        returnId: signed.returnId,
        clientAddress: '203.0.113.7',
        file: await posted(w, samplePng(), 'signed.png'),
      });
      expect(
        await acceptPaperSignature(w.database.db, {
          caseId: signed.id,
          returnId: signed.returnId,
          staff: w.staff,
        }),
      ).toBe(true);
      expect(await pass(w, new Date(Date.now() + 2 * YEAR_MS), 730)).toMatchObject({
        disposed: { cases: 0 },
      });
      expect(await pass(w, new Date(Date.now() + 5 * YEAR_MS), 730)).toMatchObject({
        disposed: { cases: 1, documents: 3 },
      });
    });

    it('never takes the files of signing for strays', async () => {
      const w = world();
      await sentReturn(w);
      const before = await stored(w);
      // Every stored object looks old to this pass; none is a stray, the case is recent.
      const result = await disposeExpired({
        db: w.database.db,
        storage: w.storage,
        olderThan: new Date(Date.now() - DAY_MS),
        straysOlderThan: new Date(Date.now() + DAY_MS),
        log: () => {},
      });
      expect(result).toMatchObject({ disposed: { cases: 0, strays: 0 } });
      expect(await stored(w)).toEqual(before);
    });
  });
}

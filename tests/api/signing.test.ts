import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { codeForm, sendSigningCode } from '../../server/signing/checks';
import {
  acceptPaperSignature,
  sendForSignature,
  sendPaperSignature,
  signedFilesUnchanged,
  signingState,
} from '../../server/signing/returns';
import { signatureFields, signReturn } from '../../server/signing/sign';
import { trackedCase } from '../../server/cases/tracker';
import { findCaseById } from '../../server/cases/store';
import { en } from '../../app/copy/en';
import { auditSignedFormDownload, signingFileOf } from '../../server/signing/returns';
import type { Db } from '../../server/db';
import { ENGINES } from './helpers/engines';
import {
  ANA,
  ANA_AND_JUAN,
  posted,
  type SigningWorld,
  useSigningWorld,
} from './helpers/signing-office';
import { dataUrl, pdfPages, samplePdf, samplePng } from './helpers/signing-samples';

// Review and sign (RETURN.md §2), at the level the routes call: sending a return for signature,
// the identity checks and their lock, the signature and its record, a paper signature, on PGlite
// and PostgreSQL. What the pages show of it is the routes' (and the end-to-end tests').

const CLIENT = '203.0.113.7';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';

async function send(world: SigningWorld, caseId: string, refundCents = 412_300) {
  const result = await sendForSignature(world.options, {
    caseId,
    staff: world.staff,
    returnPdf: await posted(world, await samplePdf('Form 1040 for Ana'), 'return.pdf'),
    formPdf: await posted(world, await samplePdf('Form 8879 for Ana'), '8879.pdf'),
    refundCents,
    feeCents: 3_500,
  });
  if (!result.ok) throw new Error(`not sent: ${result.reason}`);
  return result.returnId;
}

async function outbox(db: Db) {
  return db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'body', 'audience', 'case_id'])
    .orderBy('id')
    .execute();
}

/** The code of the last code e-mail. */
async function lastCode(db: Db): Promise<string> {
  const mails = (await outbox(db)).filter((mail) =>
    /signing code|código para firmar/.test(mail.subject),
  );
  const code = /\n\n(\d{6})\n\n/.exec(mails.at(-1)?.body ?? '')?.[1];
  if (code === undefined) throw new Error('no code e-mailed');
  return code;
}

async function codeFor(world: SigningWorld, caseId: string, returnId: number): Promise<string> {
  const sent = await sendSigningCode(world.options, { caseId, returnId, clientAddress: CLIENT });
  expect(sent).toEqual({ ok: true });
  return lastCode(world.database.db);
}

const form = (fields: Record<string, string>) => signatureFields.parse(fields);

function sign(world: SigningWorld, caseId: string, fields: Record<string, string>) {
  return signReturn(world.options, {
    caseId,
    fields: form(fields),
    clientAddress: CLIENT,
    userAgent: BROWSER,
  });
}

const ANA_SIGNS = (returnId: number, code: string) => ({
  returnId: String(returnId),
  dateOfBirth: '1985-03-09',
  code,
  reviewed: 'on',
  agree: 'on',
  typedName: '  ana   LOPEZ ',
});

/** What the Refund Tracker shows of the case. */
async function tracked(db: Db, caseId: string) {
  const found = await findCaseById(db, caseId);
  if (!found) throw new Error('no case');
  return trackedCase(found, en);
}

async function audits(db: Db, action: string) {
  return db
    .selectFrom('audit_log')
    .select(['actor', 'subject'])
    .where('action', '=', action)
    .execute();
}

async function events(db: Db, caseId: string) {
  const rows = await db
    .selectFrom('case_events')
    .select(['kind', 'status'])
    .where('case_id', '=', caseId)
    .orderBy('id')
    .execute();
  return rows.map((row) => (row.status ? `${row.kind}:${row.status}` : row.kind));
}

async function countRows(db: Db, table: 'signing_files' | 'signing_returns') {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)::integer`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function storedObjects(world: SigningWorld): Promise<string[]> {
  const names: string[] = [];
  for await (const object of world.storage.list()) names.push(object.name);
  return names;
}

for (const engine of ENGINES) {
  describe(`review and sign on ${engine}`, { timeout: 60_000 }, () => {
    const world = useSigningWorld(engine);

    it('refuses to send a return before the client sent their return details, storing nothing', async () => {
      const w = world();
      const found = await w.newCase();
      w.details.delete(found.id);
      const result = await sendForSignature(w.options, {
        caseId: found.id,
        staff: w.staff,
        returnPdf: await posted(w, await samplePdf('Form 1040'), 'return.pdf'),
        formPdf: await posted(w, await samplePdf('Form 8879'), '8879.pdf'),
        refundCents: 100_000,
        feeCents: 3_500,
      });
      expect(result).toEqual({ ok: false, reason: 'noDetails' });
      expect(await storedObjects(w)).toEqual([]);
      expect(await countRows(w.database.db, 'signing_returns')).toBe(0);
    });

    it('takes PDFs only, checked by their bytes, of an upload’s size, and amounts in cents', async () => {
      const w = world();
      const found = await w.newCase();
      const pdf = await samplePdf('Form 8879');
      const attempt = async (returnBytes: Uint8Array, formBytes: Uint8Array, refundCents = 1_000) =>
        sendForSignature(w.options, {
          caseId: found.id,
          staff: w.staff,
          returnPdf: await posted(w, returnBytes, 'return.pdf'),
          formPdf: await posted(w, formBytes, '8879.pdf'),
          refundCents,
          feeCents: 3_500,
        });
      expect(await attempt(samplePng(), pdf)).toEqual({ ok: false, reason: 'notPdf' });
      expect(await attempt(pdf, Buffer.from('<html>%PDF-1.7</html>'))).toEqual({
        ok: false,
        reason: 'notPdf',
      });
      expect(await attempt(pdf, new Uint8Array())).toEqual({ ok: false, reason: 'formPdf' });
      expect(await attempt(pdf, Buffer.alloc(2 * 1024 * 1024, 1))).toEqual({
        ok: false,
        reason: 'tooLarge',
      });
      // A real return is under 200 pages: the 8879 and the return of more are refused (issue 52).
      const long = await samplePdf('Form 8879', 201);
      expect(await attempt(pdf, long)).toEqual({ ok: false, reason: 'tooManyPages' });
      expect(await attempt(long, pdf)).toEqual({ ok: false, reason: 'tooManyPages' });
      expect(await attempt(pdf, pdf, -5)).toEqual({ ok: false, reason: 'refund' });
      expect(await attempt(pdf, pdf, 1.5)).toEqual({ ok: false, reason: 'refund' });
      expect(await storedObjects(w)).toEqual([]);
    });

    it('sends: "Waiting for you", "Return ready to sign", the details locked, an e-mail with a link and no figure, audited', async () => {
      const w = world();
      const found = await w.newCase();
      const returnId = await send(w, found.id, 412_300);
      const { db } = w.database;
      const state = await signingState(db, found.id);
      expect(state.current).toMatchObject({
        id: returnId,
        refundCents: 412_300,
        feeCents: 3_500,
        joint: false,
        signed: null,
      });
      const status = await db
        .selectFrom('cases')
        .select('status')
        .where('id', '=', found.id)
        .executeTakeFirstOrThrow();
      expect(status.status).toBe('waiting');
      expect(await events(db, found.id)).toEqual(['sent_for_signature:waiting']);
      expect(w.locked).toEqual([found.id]);
      const [mail, ...more] = await outbox(db);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe(`Your return for case ${found.reference} is ready to sign`);
      // Mail to the client goes out on its own (decision 100), not in a staff digest.
      expect([mail?.audience, mail?.case_id]).toEqual(['client', found.id]);
      expect(mail?.body).toContain('https://quickrefund.example/case/open/');
      expect(mail?.body).not.toMatch(/\$|4,?123|35\.00|408/);
      expect(await audits(db, 'return sent for signature')).toEqual([
        { actor: 'preparer@example.com', subject: `case ${found.reference}: return ${returnId}` },
      ]);
    });

    it('writes to a Spanish case in Spanish', async () => {
      const w = world();
      const found = await w.newCase(ANA, 'es');
      const returnId = await send(w, found.id);
      await codeFor(w, found.id, returnId);
      expect((await outbox(w.database.db)).map((mail) => mail.subject)).toEqual([
        `Su declaración del caso ${found.reference} está lista para firmar`,
        `Su código para firmar del caso ${found.reference}`,
      ]);
    });

    it('e-mails a code of 6 digits, kept hashed, at most 5 a day', async () => {
      const w = world();
      const found = await w.newCase();
      const returnId = await send(w, found.id);
      const code = await codeFor(w, found.id, returnId);
      const [mail] = (await outbox(w.database.db)).slice(-1);
      expect(mail?.subject).toBe(`Your signing code for case ${found.reference}`);
      expect([mail?.audience, mail?.case_id]).toEqual(['client', found.id]);
      expect(codeForm(code)).toBe(code);
      const stored = await w.database.db.selectFrom('signing_codes').select('code_hash').execute();
      expect(stored.map((row) => row.code_hash)).not.toContain(code);
      expect(JSON.stringify(stored)).not.toContain(code);
      for (let i = 2; i <= 5; i += 1) await codeFor(w, found.id, returnId);
      expect(
        await sendSigningCode(w.options, { caseId: found.id, returnId, clientAddress: CLIENT }),
      ).toEqual({ ok: false, reason: 'tooManyCodes' });
      expect(await audits(w.database.db, 'signing code sent')).toHaveLength(5);
    });

    it('says why no code can go: mail off here (no code, nothing queued), or no address', async () => {
      const w = world();
      const found = await w.newCase();
      const returnId = await send(w, found.id);
      const before = (await outbox(w.database.db)).length;
      const mailOff = { ...w.options, clientMail: undefined };
      expect(
        await sendSigningCode(mailOff, { caseId: found.id, returnId, clientAddress: CLIENT }),
      ).toEqual({ ok: false, reason: 'mailOff' });
      await w.database.db
        .updateTable('cases')
        .set({ email: null })
        .where('id', '=', found.id)
        .execute();
      expect(
        await sendSigningCode(w.options, { caseId: found.id, returnId, clientAddress: CLIENT }),
      ).toEqual({ ok: false, reason: 'noEmail' });
      expect(await w.database.db.selectFrom('signing_codes').select('id').execute()).toEqual([]);
      expect((await outbox(w.database.db)).length).toBe(before);
    });

    it('tells staff that the client signed (gathered with the staff notifications), when they are on', async () => {
      const w = world();
      const found = await w.newCase();
      const returnId = await send(w, found.id);
      const code = await codeFor(w, found.id, returnId);
      const staffNotify = {
        to: 'office@example.com',
        publicUrl: 'https://www.quickrefund.example',
      };
      const result = await signReturn(
        { ...w.options, staffNotify },
        {
          caseId: found.id,
          fields: form(ANA_SIGNS(returnId, code)),
          clientAddress: CLIENT,
          userAgent: BROWSER,
        },
      );
      expect(result).toMatchObject({ ok: true });
      const toStaff = (await outbox(w.database.db)).filter((mail) => mail.audience === 'staff');
      expect(toStaff).toEqual([
        {
          to_address: 'office@example.com',
          subject: `Form 8879 signed for case ${found.reference}`,
          body: `The client signed their Form 8879 on their case page.\n\nOpen it in the back office: https://www.quickrefund.example/staff/cases/${found.reference}\n`,
          audience: 'staff',
          case_id: null,
        },
      ]);
    });

    it('signs: the signed form is the 8879 with its record page, stored sealed; "Return signed"; the code spent', async () => {
      const w = world();
      const found = await w.newCase();
      const returnId = await send(w, found.id);
      const code = await codeFor(w, found.id, returnId);
      const drawing = dataUrl(samplePng(300, 100));
      const result = await sign(w, found.id, { ...ANA_SIGNS(returnId, code), drawing });
      expect(result).toMatchObject({ ok: true });
      const { db } = w.database;
      const state = await signingState(db, found.id);
      expect(state.current?.signed).toMatchObject({ method: 'electronic', names: 'ana LOPEZ' });
      const fileId = state.current?.signed?.file.id ?? '';
      const signed = await w.files.read(fileId);
      if (!signed) throw new Error('no signed form stored');
      // Sealed: what the store holds is not the PDF.
      const raw = await w.storage.open(fileId);
      const head = await new Promise<Buffer>((resolve) => raw?.body.once('data', resolve));
      raw?.body.destroy();
      expect(head.subarray(0, 4).toString('latin1')).toBe('QRD2');

      const pages = await pdfPages(signed);
      expect(pages).toHaveLength(2);
      expect(pages[0]).toContain('Form 8879 for Ana');
      const record = (pages[1] ?? '').replace(/\s+/g, ' ');
      const files = await db
        .selectFrom('signing_files')
        .select(['kind', 'sha256'])
        .where('case_id', '=', found.id)
        .execute();
      const hash = (kind: string) => files.find((file) => file.kind === kind)?.sha256 ?? 'none';
      for (const text of [
        'Electronic signature record',
        found.reference,
        'ana LOPEZ',
        CLIENT,
        'Firefox/140.0',
        'I have reviewed my return and Form 8879',
        'I agree to sign electronically',
        hash('return'),
        hash('form'),
      ]) {
        expect(record).toContain(text);
      }
      expect(await events(db, found.id)).toEqual(['sent_for_signature:waiting', 'return_signed']);
      // The tracker: "Return ready to sign", "Return signed", never a figure in an event.
      const shown = await tracked(db, found.id);
      expect(shown.activity.map((event) => [event.kind, event.note])).toEqual([
        ['return_signed', null],
        ['sent_for_signature', null],
      ]);
      // The download: the case's own file only, audited.
      expect(await signingFileOf(db, found.id, fileId)).toBe('signed_form');
      expect(await signingFileOf(db, (await w.newCase()).id, fileId)).toBeUndefined();
      await auditSignedFormDownload(db, w.staff, found.id);
      expect(await audits(db, 'signed form downloaded')).toEqual([
        { actor: 'preparer@example.com', subject: `case ${found.reference}` },
      ]);
      expect(await audits(db, 'return signed')).toEqual([
        { actor: 'visitor', subject: `case ${found.reference}: return ${returnId}` },
      ]);
      // A second signature, even with a fresh code: refused, nothing stored.
      const before = await countRows(db, 'signing_files');
      const again = await sign(w, found.id, ANA_SIGNS(returnId, code));
      expect(again).toEqual({ ok: false, reason: 'alreadySigned' });
      expect(await countRows(db, 'signing_files')).toBe(before);
    });

    it('says "Unchanged since signing" only while every stored file hashes as recorded', async () => {
      const w = world();
      const found = await w.newCase();
      const returnId = await send(w, found.id);
      expect(await signedFilesUnchanged(w.options, found.id, returnId)).toBeUndefined();
      const code = await codeFor(w, found.id, returnId);
      expect(await sign(w, found.id, ANA_SIGNS(returnId, code))).toMatchObject({ ok: true });
      expect(await signedFilesUnchanged(w.options, found.id, returnId)).toBe(true);
      // The return's stored file overwritten in the store: it no longer opens, so it changed.
      const row = await w.database.db
        .selectFrom('signing_returns')
        .select('return_file')
        .where('id', '=', returnId)
        .executeTakeFirstOrThrow();
      const pending = await w.storage.create(row.return_file);
      await pipeline(Readable.from([randomBytes(4096)]), pending.stream);
      await pending.commit();
      expect(await signedFilesUnchanged(w.options, found.id, returnId)).toBe(false);
    });

    it('refuses a signature whose name, consents or drawing are not right, storing nothing', async () => {
      const w = world();
      const found = await w.newCase();
      const returnId = await send(w, found.id);
      const code = await codeFor(w, found.id, returnId);
      const before = await countRows(w.database.db, 'signing_files');
      const result = await sign(w, found.id, {
        returnId: String(returnId),
        dateOfBirth: '1985-03-09',
        code,
        typedName: 'Ana Lopes',
        drawing: 'data:image/png;base64,AAAA',
      });
      expect(result).toEqual({
        ok: false,
        reason: 'invalid',
        errors: [
          { field: 'reviewed', message: 'reviewed' },
          { field: 'agree', message: 'agree' },
          { field: 'typedName', message: 'typeName' },
          { field: 'drawing', message: 'drawing' },
        ],
      });
      expect(await countRows(w.database.db, 'signing_files')).toBe(before);
      // The code was not spent: the same code signs once the form is right.
      expect(await sign(w, found.id, ANA_SIGNS(returnId, code))).toMatchObject({ ok: true });
    });

    it('locks signing for 24 hours after three wrong answers in a row, and tells staff', async () => {
      const w = world();
      const found = await w.newCase();
      const returnId = await send(w, found.id);
      const code = await codeFor(w, found.id, returnId);
      const { db } = w.database;
      const wrongDate = { ...ANA_SIGNS(returnId, code), dateOfBirth: '1985-09-03' };
      expect(await sign(w, found.id, wrongDate)).toMatchObject({
        reason: 'invalid',
        errors: [{ field: 'dateOfBirth', message: 'dateOfBirthWrong' }],
      });
      expect(await sign(w, found.id, { ...ANA_SIGNS(returnId, '000000') })).toMatchObject({
        reason: 'invalid',
      });
      expect(await sign(w, found.id, wrongDate)).toEqual({ ok: false, reason: 'locked' });
      // Locked: even the right answers are refused, and no code is sent.
      expect(await sign(w, found.id, ANA_SIGNS(returnId, code))).toEqual({
        ok: false,
        reason: 'locked',
      });
      expect(
        await sendSigningCode(w.options, { caseId: found.id, returnId, clientAddress: CLIENT }),
      ).toEqual({ ok: false, reason: 'locked' });
      const state = await signingState(db, found.id);
      const hours = ((state.lockedUntil?.getTime() ?? 0) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      expect(await events(db, found.id)).toContain('signing_locked');
      const shown = await tracked(db, found.id);
      expect(shown.activity.map((event) => event.kind)).toEqual(['sent_for_signature']);
      expect((await audits(db, 'identity check failed')).map((entry) => entry.subject)).toEqual([
        `case ${found.reference}: date of birth`,
        `case ${found.reference}: code`,
        `case ${found.reference}: date of birth`,
      ]);
      // Once the 24 hours are over (the lock moved into the past), the client can sign.
      await db
        .updateTable('signing_checks')
        .set({ locked_until: new Date(Date.now() - 1000) })
        .execute();
      expect(await sign(w, found.id, ANA_SIGNS(returnId, code))).toMatchObject({ ok: true });
    });

    it('evaluates three wrong answers at most of 20 posted at once, then locks (issue 52)', async () => {
      const w = world();
      const found = await w.newCase();
      const returnId = await send(w, found.id);
      const code = await codeFor(w, found.id, returnId);
      const wrongCodes = Array.from({ length: 20 }, (_, n) =>
        String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0'),
      );
      // Released together: every post is started before any is awaited.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const posts = wrongCodes.map(async (wrong) => {
        await gate;
        return sign(w, found.id, ANA_SIGNS(returnId, wrong));
      });
      release();
      const results = await Promise.all(posts);
      const evaluated = await audits(w.database.db, 'identity check failed');
      expect(evaluated).toHaveLength(3);
      expect(results.filter((result) => !result.ok && result.reason === 'invalid')).toHaveLength(2);
      expect(results.filter((result) => !result.ok && result.reason === 'locked')).toHaveLength(18);
      expect((await signingState(w.database.db, found.id)).lockedUntil).not.toBeNull();
      expect(await sign(w, found.id, ANA_SIGNS(returnId, code))).toEqual({
        ok: false,
        reason: 'locked',
      });
    });

    it('counts answers in a row: a right one ends the row', async () => {
      const w = world();
      const found = await w.newCase();
      const returnId = await send(w, found.id);
      const code = await codeFor(w, found.id, returnId);
      const wrongDate = { ...ANA_SIGNS(returnId, code), dateOfBirth: '1985-09-03' };
      await sign(w, found.id, wrongDate);
      await sign(w, found.id, wrongDate);
      // Right date and code, a box left unchecked: not signed, but the row of wrong answers ends.
      expect(await sign(w, found.id, { ...ANA_SIGNS(returnId, code), agree: '' })).toMatchObject({
        reason: 'invalid',
      });
      expect(await sign(w, found.id, wrongDate)).toMatchObject({ reason: 'invalid' });
      expect((await signingState(w.database.db, found.id)).lockedUntil).toBeNull();
    });

    it('takes a code once and for 15 minutes only', async () => {
      const w = world();
      const found = await w.newCase();
      const returnId = await send(w, found.id);
      const code = await codeFor(w, found.id, returnId);
      await w.database.db
        .updateTable('signing_codes')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .execute();
      expect(await sign(w, found.id, ANA_SIGNS(returnId, code))).toMatchObject({
        reason: 'invalid',
        errors: [{ field: 'code', message: 'codeWrong' }],
      });
      const fresh = await codeFor(w, found.id, returnId);
      expect(await sign(w, found.id, ANA_SIGNS(returnId, fresh))).toMatchObject({ ok: true });
      const used = await w.database.db.selectFrom('signing_codes').select('used_at').execute();
      expect(used.filter((row) => row.used_at !== null)).toHaveLength(1);
    });

    it('has both spouses sign a joint return', async () => {
      const w = world();
      const found = await w.newCase(ANA_AND_JUAN);
      const returnId = await send(w, found.id);
      const code = await codeFor(w, found.id, returnId);
      expect(await sign(w, found.id, ANA_SIGNS(returnId, code))).toMatchObject({
        reason: 'invalid',
        errors: [
          { field: 'spouseDateOfBirth', message: 'spouseDateOfBirth' },
          { field: 'spouseTypedName', message: 'spouseTypeName' },
          { field: 'spouseAgrees', message: 'spouseAgrees' },
        ],
      });
      const result = await sign(w, found.id, {
        ...ANA_SIGNS(returnId, code),
        typedName: 'Ana López',
        spouseTypedName: 'juan perez  gil',
        spouseDateOfBirth: '1983-11-30',
        spouseAgrees: 'on',
        spouseDrawing: dataUrl(samplePng()),
      });
      expect(result).toMatchObject({ ok: true });
      const state = await signingState(w.database.db, found.id);
      expect(state.current?.signed?.names).toBe('Ana López and juan perez gil');
      const signed = await w.files.read(state.current?.signed?.file.id ?? '');
      const record = ((await pdfPages(signed ?? new Uint8Array()))[1] ?? '').replace(/\s+/g, ' ');
      expect(record).toContain('Spouse');
      expect(record).toContain('juan perez gil');
      expect(record).toContain('My spouse agrees to sign electronically');
      expect(record).toContain("Spouse's date of birth matches the return details: Passed");
    });

    it('voids the earlier return and its signature when another is sent; a post for the old one stores nothing', async () => {
      const w = world();
      const found = await w.newCase();
      const first = await send(w, found.id);
      const code = await codeFor(w, found.id, first);
      expect(await sign(w, found.id, ANA_SIGNS(first, code))).toMatchObject({ ok: true });
      const second = await send(w, found.id);
      const { db } = w.database;
      let state = await signingState(db, found.id);
      expect(state.current).toMatchObject({ id: second, signed: null });
      expect(state.signatureVoided).toBe(true);
      const fresh = await codeFor(w, found.id, second);
      const before = await countRows(db, 'signing_files');
      expect(await sign(w, found.id, ANA_SIGNS(first, fresh))).toEqual({
        ok: false,
        reason: 'replaced',
      });
      expect(await countRows(db, 'signing_files')).toBe(before);
      // A third return sent while the client signs the second: the signature is refused.
      const third = await send(w, found.id);
      expect(await sign(w, found.id, ANA_SIGNS(second, fresh))).toEqual({
        ok: false,
        reason: 'replaced',
      });
      expect(await codeFor(w, found.id, third)).toMatch(/^\d{6}$/);
      const last = await lastCode(db);
      expect(await sign(w, found.id, ANA_SIGNS(third, last))).toMatchObject({ ok: true });
      state = await signingState(db, found.id);
      expect(state.signatureVoided).toBe(false);
      expect(state.current?.signed).not.toBeNull();
    });

    it('takes two signatures posted at once as one', async () => {
      const w = world();
      const found = await w.newCase();
      const returnId = await send(w, found.id);
      const code = await codeFor(w, found.id, returnId);
      const results = await Promise.all([
        sign(w, found.id, ANA_SIGNS(returnId, code)),
        sign(w, found.id, ANA_SIGNS(returnId, code)),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      const signedForms = await w.database.db
        .selectFrom('signing_files')
        .select('id')
        .where('kind', '=', 'signed_form')
        .execute();
      expect(signedForms).toHaveLength(1);
      // The loser's file is gone from the store too: 2 sent, 1 signed.
      expect((await storedObjects(w)).sort()).toHaveLength(3);
    });

    it('takes a form signed on paper, which staff accept', async () => {
      const w = world();
      const found = await w.newCase();
      const returnId = await send(w, found.id);
      const { db } = w.database;
      expect(await acceptPaperSignature(db, { caseId: found.id, returnId, staff: w.staff })).toBe(
        false,
      );
      const paper = async (bytes: Uint8Array) =>
        sendPaperSignature(w.options, {
          caseId: found.id,
          returnId,
          clientAddress: CLIENT,
          file: await posted(w, bytes, 'signed.jpg'),
        });
      expect(await paper(new Uint8Array())).toEqual({ ok: false, reason: 'file' });
      expect(await paper(samplePng())).toEqual({ ok: true });
      expect(await paper(await samplePdf('Signed by hand'))).toEqual({ ok: true });
      let state = await signingState(db, found.id);
      expect(state.current?.paper?.file.contentType).toBe('application/pdf');
      // The first scan was replaced: its record and file are gone.
      expect(await countRows(db, 'signing_files')).toBe(3);
      expect(await storedObjects(w)).toHaveLength(3);
      expect(await acceptPaperSignature(db, { caseId: found.id, returnId, staff: w.staff })).toBe(
        true,
      );
      state = await signingState(db, found.id);
      expect(state.current?.signed).toMatchObject({ method: 'paper', names: null });
      expect(state.current?.paper).toBeNull();
      expect(await signedFilesUnchanged(w.options, found.id, returnId)).toBe(true);
      expect(await audits(db, 'paper signature received')).toEqual([
        { actor: 'preparer@example.com', subject: `case ${found.reference}: return ${returnId}` },
      ]);
      expect(await events(db, found.id)).toEqual([
        'sent_for_signature:waiting',
        'paper_signature',
        'paper_signature',
        'return_signed',
      ]);
      expect(await paper(samplePng())).toEqual({ ok: false, reason: 'alreadySigned' });
    });
  });
}

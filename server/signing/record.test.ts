import { performance } from 'node:perf_hooks';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { signing as en } from '../../app/copy/en/signing';
import { signing as es } from '../../app/copy/es/signing';
import { pdfPages, samplePdf, samplePng } from '../../tests/api/helpers/signing-samples';
import { signedForm, type SignatureRecord } from './record';

const record: SignatureRecord = {
  reference: 'QR-7K3M-92XD-PQ4T',
  taxYear: 2025,
  signers: [
    { role: 'taxpayer', typedName: 'Ana López', drawing: samplePng(300, 100) },
    { role: 'spouse', typedName: 'Juan Pérez', drawing: null },
  ],
  signedAt: new Date('2026-02-10T15:04:05Z'),
  officeTimeZone: 'America/New_York',
  clientAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
  checks: [en.record.checkDateOfBirth, en.record.checkSpouseDateOfBirth, en.record.checkCode],
  consents: [en.reviewed, en.agree, en.spouseAgrees],
  returnSha256: 'a'.repeat(64),
  formSha256: '0123456789abcdef'.repeat(4),
};

describe('the signed Form 8879', () => {
  it('is the form as sent with one page more, the electronic signature record', async () => {
    const form = await samplePdf('Form 8879 sample', 2);
    const pages = await pdfPages(await signedForm(form, record, en.record));
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Form 8879 sample');
    const last = pages[2] ?? '';
    for (const text of [
      'Electronic signature record',
      'QR-7K3M-92XD-PQ4T',
      'Ana López',
      'Juan Pérez',
      '2026-02-10 15:04:05 UTC',
      'Feb 10, 2026, 10:04 AM EST',
      'America/New_York',
      '203.0.113.7',
      'Firefox/140.0',
      "Taxpayer's date of birth matches the return details: Passed",
      'I have reviewed my return and Form 8879',
      'I agree to sign electronically',
      'My spouse agrees to sign electronically',
      'a'.repeat(64),
      '0123456789abcdef'.repeat(4),
    ]) {
      expect(last.replace(/\s+/g, ' ')).toContain(text);
    }
  });

  it('is written in the case’s language, and never fails on a name a standard font lacks', async () => {
    const form = await samplePdf('Formulario 8879');
    const spanish = {
      ...record,
      signers: [{ role: 'taxpayer' as const, typedName: 'Lê Văn Thành 中', drawing: null }],
      consents: [es.reviewed, es.agree],
    };
    const pages = await pdfPages(await signedForm(form, spanish, es.record));
    const last = (pages[1] ?? '').replace(/\s+/g, ' ');
    expect(last).toContain('Registro de firma electrónica');
    expect(last).toContain('Acepto firmar electrónicamente');
    expect(last).toContain('[U+4E2D]');
  });

  it('is made off the event loop: a 199-page form keeps it busy far less than pdf-lib on it would', async () => {
    const form = await samplePdf('Form 8879', 199);
    /**
     * How long the event loop was busy while `work` ran (its utilisation's active time): the time
     * it could not answer anyone. Time the machine gave to others while the loop waited is not
     * counted, so that a loaded machine inflates both sides of the comparison alike.
     */
    const busyFor = async (work: () => Promise<unknown>) => {
      const before = performance.eventLoopUtilization();
      await work();
      return performance.eventLoopUtilization(before).active;
    };
    // Both paths warmed first: pdf-lib's first use (its fonts' metrics) is not what is measured.
    await signedForm(await samplePdf('Form 8879'), record, en.record);
    // The baseline, in this test on this machine: the same form opened, given a page and written
    // by pdf-lib on the test's own thread, as signing did before decision 249.
    const onTheLoop = await busyFor(async () => {
      const doc = await PDFDocument.load(form);
      doc.addPage();
      await doc.save();
    });
    let signed: Uint8Array = new Uint8Array();
    const signing = await busyFor(async () => {
      signed = await signedForm(form, record, en.record);
    });
    const pages = await pdfPages(signed);
    expect(signing).toBeLessThan(onTheLoop / 3);
    expect(pages).toHaveLength(200);
    expect(pages[199]).toContain('Electronic signature record');
  });
});

import { describe, expect, it } from 'vitest';
import { signing as en } from './en/signing';
import { signing as es } from './es/signing';
import { staffSigning } from './staff-signing';
import { leaves } from './leaves';

// The words of review and sign (docs/review-and-sign.md): the spec's sentences exactly, the same
// keys and sentence builders in both languages, nothing empty.

function shape(node: unknown): unknown {
  if (typeof node === 'function') return `builder/${node.length}`;
  if (typeof node === 'string') return 'text';
  if (node === null || typeof node !== 'object') return typeof node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, shape(value)]));
}

describe('the words of review and sign', () => {
  it('have the same keys and builders in English and Spanish', () => {
    expect(shape(es)).toEqual(shape(en));
  });

  it.each([
    ['en', en],
    ['es', es],
    ['staff', staffSigning],
  ])('%s: no empty text, nothing that says undefined or NaN', (_lang, words) => {
    const bad = leaves(words).filter(
      ([, text]) => text.trim() === '' || /\b(undefined|NaN|null)\b/.test(text),
    );
    expect(bad).toEqual([]);
  });

  it('say what the spec says, character for character', () => {
    expect([
      en.heading,
      en.returnPdf,
      en.formPdf,
      en.refund,
      en.fee,
      en.net,
      en.dateOfBirth,
      en.code,
      en.sendCode,
      en.reviewed,
      en.agree,
      en.typeName,
      en.spouseTypeName,
      en.spouseDateOfBirth,
      en.spouseAgrees,
      en.draw,
      en.sign,
      en.signed('November 26, 2026'),
      en.signedPdf,
      en.voided,
      en.locked('(800) 555-0142'),
      en.paper.heading,
      en.paper.file,
      en.paper.send,
      en.mail.readySubject('QR-7K3M-92XD-PQ4T'),
      en.mail.codeSubject('QR-7K3M-92XD-PQ4T'),
      en.record.title,
    ]).toEqual([
      'Review and sign your return',
      'Your return (PDF)',
      'Form 8879 (PDF)',
      'Refund on your return',
      'Our fee',
      'Net refund',
      'Date of birth',
      'Code we e-mailed you',
      'E-mail me a code',
      'I have reviewed my return and Form 8879',
      'I agree to sign electronically',
      'Type your full name',
      'Spouse: type your full name',
      "Spouse's date of birth",
      'My spouse agrees to sign electronically',
      'Draw your signature',
      'Sign Form 8879',
      'You signed your Form 8879 on November 26, 2026.',
      'Your signed Form 8879 (PDF)',
      'Signature void: the return was replaced',
      'Signing is locked for 24 hours. Call us at (800) 555-0142.',
      'Prefer to sign on paper?',
      'Signed Form 8879',
      'Send signed form',
      'Your return for case QR-7K3M-92XD-PQ4T is ready to sign',
      'Your signing code for case QR-7K3M-92XD-PQ4T',
      'Electronic signature record',
    ]);
    expect([
      staffSigning.heading,
      staffSigning.returnPdf,
      staffSigning.formPdf,
      staffSigning.refund,
      staffSigning.fee,
      staffSigning.send,
      staffSigning.errors.noDetails,
      staffSigning.sentOn('Nov 26, 2026'),
      staffSigning.signedOn('Nov 26, 2026', 'Ana López'),
      staffSigning.signedForm,
      staffSigning.unchanged,
      staffSigning.changed,
      staffSigning.voided,
      staffSigning.acceptPaper,
    ]).toEqual([
      'Return for signature',
      'Return (PDF)',
      'Form 8879 (PDF)',
      'Refund on the return',
      'Our fee',
      'Send for signature',
      'The client has not sent their return details yet.',
      'Sent for signature on Nov 26, 2026',
      'Signed on Nov 26, 2026 by Ana López',
      'Signed Form 8879',
      'Unchanged since signing',
      'Changed since signing',
      'Signature void: the return was replaced',
      'Accept paper signature',
    ]);
  });

  it('never put a figure in an e-mail: the builders take no amount', () => {
    const body = en.mail.readyBody(
      'QR-1',
      'https://x/case/open/t',
      'QuickRefund',
      '(800) 555-0142',
    );
    expect(body).not.toMatch(/\$/);
    expect(es.mail.readyBody('QR-1', 'L', 'S', 'P')).toContain('L');
  });
});

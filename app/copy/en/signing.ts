import type { Catalogue } from '../catalogue';

/**
 * The English words of review and sign (docs/review-and-sign.md, "Review and sign: Form 8879"): the
 * client's section of the case page, its refusals, its two e-mails, and the "Electronic signature
 * record" page of the signed form. Server-only, like the case page's words (app/copy/en/case.ts);
 * the Spanish ones (app/copy/es/signing.ts) have the same shape, checked by type. The words staff
 * read are in app/copy/staff-signing.ts.
 */
export const signing = {
  heading: 'Review and sign your return',
  returnPdf: 'Your return (PDF)',
  formPdf: 'Form 8879 (PDF)',
  refund: 'Refund on your return',
  fee: 'Our fee',
  net: 'Net refund',
  identity: 'Confirm who you are',
  dateOfBirth: 'Date of birth',
  code: 'Code we e-mailed you',
  codeHint: 'The 6 digits in the e-mail we sent you. A code works once, within 15 minutes.',
  sendCode: 'E-mail me a code',
  codeSent: 'We e-mailed you a code. It works once, within 15 minutes.',
  /** The consents: the same sentences go into the signature record as shown. */
  reviewed: 'I have reviewed my return and Form 8879',
  agree: 'I agree to sign electronically',
  typeName: 'Type your full name',
  typeNameHint: 'Your first and last name, as in your return details. This is your signature.',
  spouseTypeName: 'Spouse: type your full name',
  spouseDateOfBirth: "Spouse's date of birth",
  spouseAgrees: 'My spouse agrees to sign electronically',
  draw: 'Draw your signature',
  spouseDraw: 'Spouse: draw your signature',
  drawHint: 'Optional: your typed name is your signature.',
  clear: 'Clear',
  sign: 'Sign Form 8879',
  /** The heading of the sign form's error summary (each refusal linked to its field). */
  errorSummary: 'There is a problem',
  signed: (date: string) => `You signed your Form 8879 on ${date}.`,
  signedPdf: 'Your signed Form 8879 (PDF)',
  voided: 'Signature void: the return was replaced',
  locked: (phone: string) => `Signing is locked for 24 hours. Call us at ${phone}.`,
  paper: {
    heading: 'Prefer to sign on paper?',
    intro:
      'Print Form 8879, sign it by hand (both of you on a joint return), and send us a scan or a photo of it.',
    file: 'Signed Form 8879',
    send: 'Send signed form',
    sent: 'We received your signed form. Your preparer will check it.',
  },
  errors: {
    noReturn: 'There is no return waiting for your signature.',
    replaced:
      'This return was replaced by a newer one, and nothing was signed. Review the new return and sign it.',
    alreadySigned: 'This return is signed already.',
    dateOfBirth: 'Enter your date of birth as you gave it in your return details.',
    dateOfBirthWrong: 'The date of birth does not match your return details.',
    code: 'Enter the 6-digit code we e-mailed you.',
    codeWrong: 'The code is wrong or has expired. Ask for a new one.',
    noEmail:
      'Give us an e-mail address for updates first (under "Email for updates" on this page): we send the code there.',
    /** This server sends no e-mail: no code can come, so the client signs on paper (decision 185). */
    mailOff:
      'We cannot send e-mail at the moment, so no code can reach you and this return cannot be signed on this page. Please sign it on paper instead (below).',
    tooManyCodes: (phone: string) =>
      `You have asked for 5 codes today. Please try again tomorrow, or call us at ${phone}.`,
    reviewed: 'Check the box to say you have reviewed your return and Form 8879.',
    agree: 'Check the box to agree to sign electronically.',
    typeName: 'Type your first and last name as they are in your return details.',
    spouseTypeName: "Type your spouse's first and last name as they are in your return details.",
    spouseDateOfBirth: "Enter your spouse's date of birth as you gave it in your return details.",
    spouseDateOfBirthWrong: "The spouse's date of birth does not match your return details.",
    spouseAgrees: 'Check the box to say your spouse agrees to sign electronically.',
    drawing:
      'We could not read the drawn signature. Clear it and draw it again, or sign with your typed name alone.',
  },
  /** The e-mails: a link, never a figure. */
  mail: {
    readySubject: (reference: string) => `Your return for case ${reference} is ready to sign`,
    readyBody: (reference: string, link: string, siteName: string, phone: string) =>
      `Your preparer has finished your return for case ${reference}. Please review it and sign your Form 8879 on your case page. This link opens it once, within 72 hours:\n${link}\n\n${siteName}\n${phone}\n`,
    codeSubject: (reference: string) => `Your signing code for case ${reference}`,
    codeBody: (reference: string, code: string, siteName: string, phone: string) =>
      `Your code to sign Form 8879 for case ${reference} is:\n\n${code}\n\nIt works once, within 15 minutes. If you did not ask for it, call us.\n\n${siteName}\n${phone}\n`,
  },
  /** The page added to the signed form. */
  record: {
    title: 'Electronic signature record',
    intro:
      'This page is part of the signed Form 8879. It records how the form above was signed electronically on our case page.',
    caseReference: 'Case reference',
    taxYear: 'Tax year',
    method: 'Method',
    methodText:
      'Electronic signature on our case page: the name typed by each signer, after the identity checks below.',
    taxpayer: 'Taxpayer',
    spouse: 'Spouse',
    typedName: 'Typed name',
    drawnSignature: 'Drawn signature',
    noDrawing: 'None drawn',
    signedUtc: 'Signed (UTC)',
    signedOffice: (zone: string) => `Signed (office time, ${zone})`,
    ipAddress: 'IP address',
    browser: 'Browser',
    checks: 'Identity checks',
    checkDateOfBirth: "Taxpayer's date of birth matches the return details",
    checkSpouseDateOfBirth: "Spouse's date of birth matches the return details",
    checkCode: "6-digit code e-mailed to the case's address, entered within 15 minutes",
    passed: 'Passed',
    consents: 'Consents, as shown to the signer',
    hashes: 'SHA-256 of the files as reviewed',
    returnHash: 'Return',
    formHash: 'Form 8879',
  },
} as const;

export type SigningCopy = Catalogue<typeof signing>;

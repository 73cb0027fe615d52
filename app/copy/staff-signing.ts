/**
 * The words staff read of review and sign (docs/review-and-sign.md): the staff case page's "Return
 * for signature" and its events. English, as the whole back office (app/copy/staff.ts takes them in
 * as `staffCopy.signing`).
 */
export const staffSigning = {
  heading: 'Return for signature',
  returnPdf: 'Return (PDF)',
  formPdf: 'Form 8879 (PDF)',
  refund: 'Refund on the return',
  fee: 'Our fee',
  amountHint: 'US dollars, such as 1,250.00.',
  send: 'Send for signature',
  sentOn: (date: string) => `Sent for signature on ${date}`,
  signedOn: (date: string, names: string) => `Signed on ${date} by ${names}`,
  /** Two signers of a joint return, as "Signed on DATE by NAME" names them. */
  bothNames: (taxpayer: string, spouse: string) => `${taxpayer} and ${spouse}`,
  signedForm: 'Signed Form 8879',
  unchanged: 'Unchanged since signing',
  changed: 'Changed since signing',
  voided: 'Signature void: the return was replaced',
  paperWaiting: 'The client sent a form signed on paper. Check it, then accept it.',
  paperForm: 'Form 8879 signed on paper',
  acceptPaper: 'Accept paper signature',
  paperAccepted: (date: string) => `Paper signature accepted on ${date}`,
  /** The notices after a post (post/redirect/get). */
  sentNotice: 'The return was sent for signature.',
  paperAcceptedNotice: 'The paper signature was accepted.',
  /**
   * Beside "Send for signature" when no signing code can reach the client (decision 185): the
   * client is offered paper signing on their page.
   */
  noCode: {
    mailOff:
      'This client cannot get a signing code by e-mail: this server sends no e-mail (SMTP_URL is not set). Their case page will ask them to sign on paper instead ("Prefer to sign on paper?").',
    noAddress:
      'This client cannot get a signing code by e-mail yet: the case has no e-mail for updates. They must add one on their case page, or sign on paper.',
  },
  locked: (date: string) =>
    `Signing is locked until ${date}: the client gave three wrong identity answers in a row.`,
  errors: {
    noDetails: 'The client has not sent their return details yet.',
    returnPdf: 'Choose the return as a PDF file.',
    formPdf: 'Choose Form 8879 as a PDF file.',
    notPdf: 'Only PDF files can be sent for signature.',
    tooManyPages: 'A PDF sent for signature can have at most 200 pages.',
    tooLarge: (size: string) => `Each file can be at most ${size}.`,
    refund: 'Enter the refund on the return in US dollars, such as 1,250.00.',
    fee: 'Enter our fee in US dollars, such as 35.00.',
    noPaper: 'There is no paper signature waiting to be accepted.',
  },
  /** The case's events, as the staff case page lists them. */
  kinds: {
    returnSent: 'Return ready to sign',
    returnSigned: 'Return signed',
    paperSignature: 'Paper signature received',
    signingLocked: 'Signing locked: three wrong identity answers',
  },
} as const;

/**
 * The staff notifications of what a client did on their case (issue 51), gathered into the staff
 * digest like "New case" and "New contact message" (server/mail/sender.ts). No customer data
 * beyond the reference (docs/back-office.md, "Notifications and retention").
 */
export const staffNotices = {
  signed: {
    subject: (reference: string) => `Form 8879 signed for case ${reference}`,
    what: 'The client signed their Form 8879 on their case page.',
  },
  paperSigned: {
    subject: (reference: string) => `Form 8879 signed on paper for case ${reference}`,
    what: 'The client sent a Form 8879 signed on paper: check it, then accept it.',
  },
  returnSent: {
    subject: (reference: string) => `Return details sent for case ${reference}`,
    what: 'The client sent their return details to their preparer.',
  },
  review: {
    subject: (reference: string) => `Review written for case ${reference}`,
    what: 'The client wrote a review: publish it or not under "Reviews".',
  },
  open: (link: string) => `Open it in the back office: ${link}`,
} as const;

export type StaffNoticeKind = Exclude<keyof typeof staffNotices, 'open'>;

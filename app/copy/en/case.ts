import type { Catalogue } from '../catalogue';

/**
 * The English words of the visitor's case page, /case (docs/back-office.md, "The visitor's case
 * page"). The page is rendered by the server only (server/cases/case-page.tsx), so these words
 * stay out of the `Copy` catalogue that ships in the public pages' JavaScript (decision 069);
 * the Spanish ones (app/copy/es/case.ts) have the same shape, checked by type. Its refusals are
 * the contact form's and the site's own sentences (`contact.errors`, `error`).
 */
export const casePage = {
  heading: 'Your case',
  reference: 'Reference',
  status: 'Status',
  progress: 'Refund progress',
  estimatedRefund: 'Estimated refund',
  messages: 'Messages',
  noMessages: 'No messages yet. Write to your preparer below.',
  you: 'You',
  preparer: 'Your preparer',
  write: 'Write to your preparer',
  message: 'Message',
  messageHint: 'At most 5,000 characters. Please do not write your Social Security number here.',
  send: 'Send message',
  sent: 'Your message was sent. Your preparer will answer here.',
  /** Without a case cookie (a browser that never uploaded or wrote to us). */
  noCase: 'This browser has no case with us yet: a case opens with your first upload or message.',
  upload: 'Upload your documents',
  contact: 'Contact us',
  /** A sign-in link used already or past its 72 hours. */
  linkExpired: 'This link has expired or was already used.',
  /**
   * The e-mails to the visitor (docs/back-office.md, "E-mails to the visitor"): what happened and
   * a link, never the message, an amount or anything from a document.
   */
  mail: {
    replySubject: (reference: string) => `New message about your case ${reference}`,
    replyBody: (reference: string, link: string, siteName: string, phone: string) =>
      `Your preparer wrote to you about your case ${reference}.\n\nRead it and answer on your case page. This link opens it once, within 72 hours:\n${link}\n\n${siteName}\n${phone}\n`,
    statusSubject: (reference: string, status: string) =>
      `Your case ${reference} is now: ${status}`,
    statusBody: (
      reference: string,
      status: string,
      link: string,
      siteName: string,
      phone: string,
    ) =>
      `The status of your case ${reference} is now: ${status}.\n\nSee it on your case page. This link opens it once, within 72 hours:\n${link}\n\n${siteName}\n${phone}\n`,
  },
} as const;

export type CasePageCopy = Catalogue<typeof casePage>;

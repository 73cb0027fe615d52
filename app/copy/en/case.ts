import type { Catalogue } from '../catalogue';
import { calculator } from './calculator';
import { review } from './review';
import { cases } from './tracker';
import { fees } from './fees';

/**
 * The English words of the visitor's case page, /case (docs/back-office.md, "The visitor's case
 * page"). The page ships no script (app/routes/case.tsx), so these words
 * stay out of the `Copy` catalogue that ships in the public pages' JavaScript (decision 069);
 * the Spanish ones (app/copy/es/case.ts) have the same shape, checked by type. Its refusals are
 * the contact form's and the site's own sentences (`contact.errors`, `error`).
 */
export const casePage = {
  /** The same words as every link to the page. */
  heading: cases.yourCase,
  /** "How did we do?" once the refund is sent (./review.ts). */
  review,
  /** Our fee's items and sentences under a price list (./fees.ts). */
  fees,
  /** Where our fee stands, and its receipt (server/payments/store.ts). */
  payment: {
    amountDue: (amount: string) => `Amount due ${amount}`,
    paidOn: (day: string) => `Paid on ${day}`,
    receipt: 'Download receipt',
    /** The PDF receipt's words (server/payments/receipt.ts). */
    pdf: {
      title: 'Receipt',
      reference: 'Case reference',
      fee: 'Our fee',
      payments: 'Payments',
      paid: (amount: string, method: string, day: string) => `${amount} by ${method} on ${day}`,
      methods: { card: 'card', cash: 'cash', check: 'check' },
      totalPaid: 'Total paid',
      due: 'Still due',
    },
  },
  /** The page's meta description (it is never indexed: for the browser and its bookmarks). */
  description:
    'Your case with us: its status, your messages with your preparer and your documents.',
  reference: 'Reference',
  status: 'Status',
  progress: 'Refund progress',
  /** The page as a client portal (docs/product.md, "The client's journey"): its parts and steps. */
  portal: {
    onThisPage: 'On this page',
    steps: 'Steps of your case',
    /** After a step the case has passed, for screen readers (the check mark is for the eye). */
    done: 'done',
  },
  /**
   * "What to do next" (issue 51, decision 243): one card at the top of the page, the one thing the
   * case waits for from the client. Its links' names are its own: no other link on the page has
   * them.
   */
  next: {
    heading: 'What to do next',
    requests: (count: number) =>
      count === 1
        ? 'Your preparer needs one document from you.'
        : `Your preparer needs ${count} documents from you.`,
    requestsLink: 'Send the documents',
    sign: 'Your return is ready. Review it and sign your Form 8879.',
    signLink: 'Review and sign now',
    startReturn: 'Tell us about your household and where your refund should go.',
    finishReturn: 'Finish your answers and send them to your preparer.',
    returnLink: 'Answer the questions',
    review: 'Your refund is on its way. Tell others how we did.',
    reviewLink: 'Write a review',
    nothing: 'Nothing for you to do now. This page shows when your case moves on.',
  },
  estimatedRefund: 'Estimated refund',
  /** The same amount once "Refund sent": what was expected, no longer pending. */
  refundExpected: 'Refund we expected',
  messages: 'Messages',
  noMessages: 'No messages yet. Write to your preparer below.',
  you: 'You',
  preparer: 'Your preparer',
  write: 'Write to your preparer',
  message: 'Message',
  messageHint: 'At most 5,000 characters. Please do not write your Social Security number here.',
  send: 'Send message',
  sent: 'Your message was sent. Your preparer will answer here.',
  /** Without a case cookie (a browser that never uploaded, wrote to us or accepted the agreement). */
  noCase:
    'This browser has no case with us yet: a case opens with your first upload or message, or when you accept the user agreement.',
  upload: 'Upload your documents',
  contact: 'Contact us',
  /** A sign-in link used already or past its 72 hours. */
  linkExpired: 'This link has expired or was already used.',
  /**
   * A sign-in link opened: its page, "Open your case", changes nothing until the visitor presses
   * the button (mail scanners and link previews fetch links; decision 125).
   */
  link: {
    intro: 'This link opens your case in this browser.',
    /** The browser holds another case already: said before the button. */
    otherCase: (reference: string) =>
      `This browser is open on another case. Continuing opens case ${reference} instead.`,
    continue: 'Continue to your case',
  },
  /** "Your documents": the case's files, and the upload form that adds to the case. */
  documents: 'Your documents',
  noDocuments: 'No documents yet.',
  addDocument: 'Add a document',
  uploaded: 'Your document was added to your case.',
  /** "What we need from you": the open document requests (decision 089). */
  requests: {
    heading: 'What we need from you',
    intro:
      'Your preparer asked for these documents. Send each one here, or tell us you do not have it.',
    file: 'File',
    send: 'Send file',
    reason: 'Reason',
    reasonHint: (max: number) => `Optional, at most ${max} characters: why you do not have it.`,
    notHave: "I don't have this",
    /** After post/redirect/get. */
    received: 'Thank you. Your file was added to your case.',
    notApplicable: 'Thank you. We noted that you do not have this document.',
    reasonTooLong: (max: number) => `The reason can be at most ${max} characters.`,
  },
  /**
   * "From your W-2s" (docs/documents.md): the figures read from the case's W-2s and the estimate
   * they give. The figures themselves are never in an e-mail, only on this page.
   */
  w2s: {
    heading: 'From your W-2s',
    employer: 'Employer',
    taxYear: 'Tax year',
    wages: 'Wages (box 1)',
    withheld: 'Federal income tax withheld (box 2)',
    /** While a W-2 of the case is being read. */
    reading: 'Reading your W-2…',
    /** Beside it: the page reloads itself until every reading ended (decision 166). */
    follows: 'This page updates itself when the reading is done.',
    unreadable: 'We could not read this W-2. Your preparer will.',
    /** Box 12 and boxes 15 to 17 (docs/documents.md), columns shown when a W-2 has them. */
    tips: 'Tips (box 12 TP)',
    overtime: 'Overtime (box 12 TT)',
    otherBox12: 'Other box 12 codes',
    state: 'State',
    stateWages: 'State wages (box 16)',
    stateWithheld: 'State income tax withheld (box 17)',
    /** The last column: why a W-2 read is not in the estimate (decision 164). */
    note: 'Note',
    duplicate: 'Same as a W-2 you already sent',
    leftOut: 'Left out of the estimate by your preparer',
    estimatedRefund: calculator.estimatedRefund,
    /** An estimate below zero is never called a refund. */
    estimatedOwed: 'Estimated amount you owe',
    fee: calculator.fee,
    netRefund: calculator.netRefund,
    /** Under the estimate, for each kind of W-2 it leaves out. */
    notCounted: {
      unreadable: 'The W-2s we could not read are not in this estimate.',
      duplicate: 'A W-2 sent twice counts once in this estimate.',
      leftOut: 'The W-2s your preparer left out are not in this estimate.',
    },
    /** Without return details: the estimate takes single and no children. */
    assumed:
      'This estimate assumes you file as single with no children under 17, until you tell us about your return.',
    checked: 'Your preparer checks these figures.',
    /** The estimate is for one tax year: the W-2s of that year add up. */
    forYear: (year: number) => `For tax year ${year}`,
  },
  /** "Email for updates": where the case's e-mails go. */
  updates: 'E-mails about your case',
  email: 'Email for updates',
  emailHint:
    'We write to this address when your preparer answers or your case moves on, with a link to this page. Our e-mails never carry your messages or tax information.',
  save: 'Save',
  saved: 'Saved. We will write to this address.',
  /** The same, while this server sends no e-mail (no SMTP_URL): the true thing (decision 185). */
  savedNoMail: (phone: string) =>
    `Saved. We cannot send e-mail at the moment, so nothing goes to this address yet. For news of your case, look at this page or call us at ${phone}.`,
  /** Ends this browser's access to the case (server/cases/sessions.ts, signOutOfCase). */
  signOut: 'Sign out of this case',
  signedOut: 'You are signed out of this case. A new link from "Open your case" opens it again.',
  /** Without the case cookie: a sign-in link by e-mail (docs/back-office.md). */
  /** "Start a new return" on /case/return for a browser with no case (app/routes/case.return.start.tsx). */
  start: {
    heading: 'New here?',
    intro: 'Start your return here: we open a case for you, then ask about your return.',
    button: 'Start a new return',
    /** Over START_LIMIT per client (server/cases/start.ts). */
    tooMany:
      'You have started several returns in a short time. Please wait a few minutes and try again.',
  },
  open: {
    heading: 'Open your case',
    intro:
      'On another device, or after a while away? Enter your reference and the e-mail address you gave us, and we will send you a link that opens your case.',
    send: 'Send me a link',
    /** The one answer to every try, match or not. */
    answer: 'If that reference and e-mail match a case, we have sent a link to that address.',
    required: 'Please enter your reference and your e-mail address.',
    /** Over the limit per client (10 a minute). */
    tooMany:
      'You have asked for several links in a short time. Please wait a minute and try again.',
    /** Over the limit per reference and e-mail (3 an hour): the same whether they match or not. */
    tooManyForCase: (minutes: number) =>
      `A link was asked for this reference and e-mail several times in the last hour. Please check your e-mail, or try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  },
  /**
   * The e-mails to the visitor (docs/back-office.md, "E-mails to the visitor"): what happened and
   * a link, never the message, an amount or anything from a document.
   */
  mail: {
    linkSubject: (reference: string) => `Your link to case ${reference}`,
    linkBody: (reference: string, link: string, siteName: string, phone: string) =>
      `You asked for a link to your case ${reference}. It opens your case once, within 72 hours:\n${link}\n\nIf you did not ask for it, you can ignore this e-mail.\n\n${siteName}\n${phone}\n`,
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
    /** Documents requested (decision 087): never which ones, only where to see them. */
    requestSubject: (reference: string) => `We need documents for your case ${reference}`,
    requestBody: (reference: string, link: string, siteName: string, phone: string) =>
      `Your preparer needs some documents from you for your case ${reference}.\n\nSee which ones on your case page, and send each there or tell us you do not have it. This link opens it once, within 72 hours:\n${link}\n\n${siteName}\n${phone}\n`,
    /** While requests stay open (decision 088). */
    reminderSubject: (reference: string) =>
      `Reminder: we still need documents for your case ${reference}`,
    reminderBody: (reference: string, link: string, siteName: string, phone: string) =>
      `Your preparer is still waiting for some documents for your case ${reference}.\n\nSee which ones on your case page, and send each there or tell us you do not have it. This link opens it once, within 72 hours:\n${link}\n\n${siteName}\n${phone}\n`,
  },
} as const;

export type CasePageCopy = Catalogue<typeof casePage>;

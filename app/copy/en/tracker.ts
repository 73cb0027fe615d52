import { FORM_UNREADABLE } from './shared';

/** The English words of the refund tracker and of a visitor's case. */

export const tracker = {
  formUnreadable: FORM_UNREADABLE,
  heading: 'Refund Tracker',
  estimatedRefund: 'Estimated refund',
  progress: 'Refund progress',
  recentActivity: 'Recent activity',
  activity: ['Document uploaded', 'Processing started'],
  track: 'Track Refund',
  /** Above the example figures, until a visitor looks up a case. */
  example: 'Example: look up your reference to see your own refund.',
  reference: 'Reference',
  referenceHint: 'The reference you got after an upload or a message, such as QR-7K3M-92XD-PQ4T.',
  lookUp: 'Look up',
  lookingUp: 'Looking up…',
  /** A found case: its reference and status name. */
  yourReference: 'Reference',
  status: 'Status',
  /** Recent activity of a found case (docs/back-office.md): what happened, newest first. */
  events: {
    document: 'Document received',
    message: 'Message received',
    /** A staff update that did not change the status: a note, or a new estimated refund. */
    update: 'Update from your preparer',
    /** A return sent for signature, then signed (docs/review-and-sign.md): never a figure. */
    returnSent: 'Return ready to sign',
    returnSigned: 'Return signed',
  },
  errors: {
    required: 'Please enter your reference.',
    notFound: 'We could not find that reference. Check it and try again.',
    rateLimited:
      'You have looked up several references in a short time. Please wait a minute and try again.',
    unavailable: 'We could not look up your refund just now. Please try again in a few minutes.',
    failed: 'We could not look up your refund. Check your connection and try again.',
    invalidRequest: 'Send the reference as JSON, such as {"reference": "QR-7K3M-92XD-PQ4T"}.',
  },
} as const;

/** A visitor's case (app/cases/statuses.ts; docs/back-office.md, "Cases and references"). */
export const cases = {
  statuses: {
    received: 'Received',
    in_review: 'In review',
    waiting: 'Waiting for you',
    filed: 'Filed with the IRS',
    accepted: 'Accepted by the IRS',
    refund_sent: 'Refund sent',
    closed: 'Closed',
  },
  /** Followed by the reference, after an upload and after a contact message. */
  reference: 'Your reference: ',
  keepReference: 'Keep this reference: you need it to track your refund.',
  /**
   * The link to the visitor's case page (app/site/pages.ts CASE_PATHS), and that page's heading:
   * in the footer, after an upload or a message, beside the tracker's result.
   */
  yourCase: 'Your case',
  /** After an upload stored in a case: the link to the case page (docs/product.md). */
  openCase: 'Open your case',
} as const;

/**
 * The words staff read of clients' reviews (docs/product.md, "Testimonials from real clients";
 * decision 143): the "Reviews" screen. English, as the whole back office (app/copy/staff.ts takes
 * them in as `staffCopy.reviews`).
 */
export const staffReviews = {
  heading: 'Reviews',
  intro:
    'Reviews clients sent from their case page, newest first. Publish one as it was written, or not: its words are never changed. The three newest published show on the home page and on Testimonials.',
  none: 'No reviews yet.',
  sent: 'Sent',
  review: 'Review',
  shownAs: 'Shown as',
  consent: 'Consent to publish',
  yes: 'Yes',
  no: 'No',
  decision: 'Decision',
  undecided: 'Not decided',
  published: 'Published',
  notPublished: 'Not published',
  decidedBy: (email: string, when: string) => `by ${email}, ${when}`,
  publish: 'Publish',
  dontPublish: "Don't publish",
  /** The case went with retention; its published review stayed (decision 144). */
  caseGone: 'Case disposed of',
  /** After post/redirect/get. */
  done: {
    published: 'The review is published.',
    not_published: 'The review is not published.',
  },
  noConsent: {
    heading: 'Not published',
    body: 'The client did not consent to publication: this review cannot be published.',
  },
  older: 'Older reviews',
  newest: 'Newest reviews',
  notFound: { heading: 'Review not found', body: 'There is no such review.' },
} as const;

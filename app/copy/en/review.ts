/**
 * The English words of "How did we do?" on the case page (docs/product.md, "Testimonials from real
 * clients"; decision 143), part of the case page's words (app/copy/en/case.ts `review`).
 */
export const review = {
  heading: 'How did we do?',
  intro:
    'Your refund was sent. Tell other taxpayers how it went: with your consent, we may publish your review on our website, as you wrote it.',
  body: 'Your review',
  bodyHint: (max: number) => `At most ${max} characters.`,
  name: 'Name to show',
  nameHint: 'Your first name and the initial of your last name, for example “Maria G.”.',
  state: 'Your state',
  chooseState: 'Choose your state',
  consent: 'You may publish my review on your website',
  consentHint:
    'We publish a review as it was written, with this name and state, or not at all. We never change your words.',
  send: 'Send review',
  /** After post/redirect/get. */
  sent: 'Thank you for your review. We read every one.',
  /** Once sent: the review as the client wrote it. */
  yours: 'Your review',
  sentOn: (date: string) => `Sent on ${date}.`,
  consentGiven: 'You allowed us to publish it.',
  consentNotGiven: 'You did not allow us to publish it.',
  errors: {
    bodyEmpty: 'Write your review.',
    bodyTooLong: (max: number) => `Your review can be at most ${max} characters.`,
    bodyControl: 'Your review holds a character that is not text. Please remove it.',
    nameEmpty: 'Enter the name to show.',
    nameTooLong: (max: number) => `The name to show can be at most ${max} characters.`,
    nameControl: 'The name to show holds a character that is not text. Please remove it.',
    state: 'Choose your state.',
    /** The case has not reached "Refund sent" (any more). */
    early: 'You can send a review once your refund is sent.',
    already: 'You have already sent your review for this case.',
  },
} as const;

/** The English words of the legal texts: the user agreement, the terms and the privacy notice. */

export const agreement = {
  heading: 'User Agreement',
  agree: 'I Agree & Continue',
  cancel: 'Cancel',
  accepted: 'Agreement accepted! Redirecting...',
  feeHeading: 'Our fee',
  feeIntro:
    'Our fee depends on your annual income and is taken from your refund. It is the only fee we charge.',
  feeIncome: 'Annual income',
  feeAmount: 'Fee',
  upTo: (amount: string) => `Up to ${amount}`,
  above: (amount: string) => `Above ${amount}`,
  feeNeverAboveRefund: (zero: string) =>
    `We never charge more than your refund: the fee we charge is the smaller of the fee in this table and your refund, and there is no fee when there is no refund. Your net refund is never below ${zero}.`,
  feeExample: (refund: string, tierFee: string, charged: string, net: string) =>
    `For example, with a refund of ${refund} and a fee of ${tierFee} in the table, we charge ${charged} and your net refund is ${net}.`,
  terms: [
    {
      heading: 'The service',
      body: 'We prepare and file your federal income tax return from the documents you upload, and track your refund until it is paid.',
    },
    {
      heading: 'Your documents',
      body: 'You confirm the documents and figures you give us are true and complete. We keep your documents encrypted and use them only to prepare your return.',
    },
    {
      heading: 'Estimates',
      body: 'Calculator results are estimates from the IRS tables. Your actual refund is decided by the IRS.',
    },
  ],
} as const;

/** The read-only view of the agreement's terms (/terms). */
export const terms = {
  heading: 'Terms of Service',
  version: 'Version of',
  intro:
    'These are the terms you accept on the User Agreement page, to read again at any time. How we handle your information is in our',
  privacyLink: 'privacy notice',
} as const;

export const privacy = {
  heading: 'Privacy Notice',
  version: 'Version of',
  intro: (site: string) =>
    `This notice says, in plain words, what ${site} collects when you use this site, why, who sees it, how it is protected and how long we keep it.`,
  collectHeading: 'What we collect and why',
  collect: [
    'The documents you upload, such as your W-2, 1099 or last year’s return: to prepare and file your federal return.',
    'The messages you send with the contact form, with the name and e-mail address you give: to answer you.',
    'The address your device connects from (its IP address): to limit how many uploads one device can send in a few minutes, so the service stays available to everyone. It is counted only for that time.',
    'When you press “I Agree & Continue”: the time, which version of the user agreement you accepted and in which language, your IP address and the name your browser gives of itself. They are kept with your case, as the record of your acceptance.',
  ],
  cookiesHeading: 'Cookies and storage in your browser',
  cookies: [
    'One cookie links your uploads, messages and acceptance of the user agreement to the same case, so our staff see them together and you can track your refund. Scripts cannot read it, it holds a signed case number and nothing about you, and it expires after 30 days.',
    'Your browser also remembers, on your device only, that you accepted the user agreement and that you closed the announcement.',
    'When you choose a language with the “Español” or “English” link, a cookie remembers it for a year, so that the site offers you its pages in that language. It holds only the language.',
    'No advertising, no analytics and no tracking: this site loads nothing from other companies.',
  ],
  whoHeading: 'Who sees your information',
  who: 'Only our staff who prepare returns. Each signs in with a password and a code from an authenticator app (multi-factor sign-in), and every case opened and document downloaded is recorded. We do not sell or share your information; we send your return to the IRS when we file it for you.',
  protectHeading: 'How we protect it',
  protect:
    'Your documents are encrypted with AES-256 as soon as they arrive, before they are stored, and they travel only over a secure (HTTPS) connection. The link shown after an upload is signed and stops working after a short time.',
  keepHeading: 'How long we keep it',
  keep: (days: string) =>
    `We keep your documents, messages and the other records of your case for ${days} days after the last activity on your case (an upload, a message or a change of status), then delete them for good, as the FTC Safeguards Rule asks of tax preparers, unless the law requires us to keep them longer.`,
  /** docs/review-and-sign.md: what the IRS asks us to keep whatever RETENTION_DAYS says. */
  keepSigned:
    'A signed Form 8879 (signed electronically or on paper), its electronic signature record and the return it authorizes are kept for 3 years after the later of April 15 of the year after the tax year and the date you signed, as the IRS requires, and then deleted for good.',
  askHeading: 'Questions and requests',
  ask: 'To see or delete what we hold about you, or to ask about this notice, write to',
} as const;

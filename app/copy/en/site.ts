/** The English words of every page's frame and of the pages with no form: layout, titles, home, testimonials, errors. */

export const layout = {
  skipLink: 'Skip to content',
  banner: {
    region: 'Announcement',
    /** True all year: shown without JavaScript, and until the visitor's date picks a season. */
    text: 'Federal tax refunds, filed fast: see your refund and our fee in a minute.',
    /** By the visitor's date (app/tax/filing-season.ts). */
    season: {
      open: 'Filing season is open: see your refund and our fee in a minute.',
      extension: 'On an extension? Your return is due in mid-October: see your refund now.',
      off: 'Filing season opens in late January: see your refund and our fee now.',
    },
    link: 'Calculate Refund',
    close: 'Close banner',
  },
  /**
   * The other language, written in it (it speaks to a reader of that language): the header's
   * link to the same page in it, and the offer shown when the visitor prefers it (decision 028).
   */
  language: {
    switchTo: 'Español',
    offer: 'Esta página también está en español.',
    offerLink: 'Ver en español',
  },
  nav: {
    label: 'Main',
    menu: 'Menu',
    links: {
      home: 'Home',
      upload: 'Upload Docs',
      calculator: 'Calculator',
      testimonials: 'Testimonials',
      contact: 'Contact',
      agreement: 'Agreement',
    },
  },
  footer: {
    navLabel: 'Footer',
    links: {
      contact: 'Contact',
      calculator: 'Calculator',
      upload: 'Upload Docs',
      terms: 'Terms',
      privacy: 'Privacy',
    },
    phone: 'Phone',
    email: 'E-mail',
    rights: 'Federal refund filing for individuals.',
    copyright: (year: string, name: string) => `© ${year} ${name}. All rights reserved.`,
    protection: 'Documents encrypted with AES-256. Staff sign in with multi-factor authentication.',
  },
} as const;

export const meta = {
  home: {
    title: 'Fast federal tax refunds',
    description:
      'File for your federal tax refund fast: estimate your refund and our fee, upload your tax documents securely.',
  },
  upload: {
    title: 'Upload your tax documents',
    description:
      'Upload your W-2s, 1099s and other tax documents as PDF or images, encrypted at rest.',
  },
  calculator: {
    title: 'Refund calculator',
    description:
      'Estimate your federal tax refund and our fee from your income, filing status and children.',
  },
  testimonials: {
    title: 'Testimonials',
    description: 'What people who filed their federal tax refund with us say.',
  },
  contact: {
    title: 'Contact us',
    description: 'Send us a message about your federal tax refund in three short steps.',
  },
  agreement: {
    title: 'User agreement',
    description: 'The terms of our refund filing service, including our fee table.',
  },
  terms: {
    title: 'Terms of service',
    description: 'Read the terms of our refund filing service again, with our fee table.',
  },
  privacy: {
    title: 'Privacy notice',
    description:
      'What we collect when you use our refund filing service, why, who sees it and how long we keep it.',
  },
  notFound: { title: 'Page not found', description: 'This page does not exist.' },
  error: { title: 'Something went wrong', description: 'An unexpected error occurred.' },
} as const;

export const home = {
  title: 'Your federal tax refund, filed fast',
  lead: 'Upload your W-2 or 1099, see your estimated refund and our fee up front, and let our preparers file your federal return.',
  getStarted: 'Get Started',
  points: ['Fee shown before you start', 'Documents encrypted on arrival', 'Filed by people'],
  /** The service in three steps (docs/product.md, "The client's journey"). */
  steps: {
    heading: 'How it works',
    items: [
      {
        title: 'Estimate your refund',
        body: 'Enter your income and the tax withheld: you see your refund, our fee and what you keep, before you give us anything.',
      },
      {
        title: 'Tell us about your return',
        body: 'Answer a few questions about your household and upload your W-2s and 1099s from your phone or computer. They are encrypted as they arrive.',
      },
      {
        title: 'Sign, and we e-file',
        body: 'Your preparer sends you your federal return to review. Once you have signed the IRS e-file authorization (Form 8879), we file it with the IRS. You follow every step on your case page.',
      },
    ],
    start: 'Start with your estimate',
  },
  /**
   * Who files the returns: only what the company can prove. The e-file provider line shows only
   * when IRS_EFILE_PROVIDER is set, the office only when COMPANY_ADDRESS is (app/settings.server.ts).
   */
  whoFiles: {
    heading: 'Who files your return',
    body: 'One of our tax preparers, a person who checks every figure, prepares your return, and we file it with the IRS only after you have signed it. By law, every paid preparer holds a Preparer Tax Identification Number (PTIN) from the IRS.',
    efileProvider: (siteName: string) => `${siteName} is an IRS Authorized e-file Provider.`,
    office: 'Our office:',
  },
  protection: {
    heading: 'How we protect your documents',
    items: [
      {
        title: 'Encrypted the moment they arrive',
        body: 'Every document is encrypted with AES-256 before it is stored, and travels only over a secure connection.',
      },
      {
        title: 'Seen only by your preparer',
        body: 'Our staff sign in with a password and a code from an authenticator app, and every case they open is logged.',
      },
      {
        title: 'Deleted when no longer needed',
        body: (days: string) =>
          `Your documents and messages are deleted ${days} days after the last activity on your case.`,
      },
    ],
    privacyLink: 'Read our privacy notice',
  },
  fees: {
    heading: 'Our fee, at a glance',
    intro:
      'One fee by annual income, taken from your refund: never more than the refund, and nothing if there is no refund.',
    calculatorLink: 'Estimate your refund and fee',
    termsLink: 'Read the terms',
  },
} as const;

export const testimonials = {
  heading: 'Testimonials',
  intro: 'People who filed with us, in their own words.',
  /** The visible mark of a card that is not a client's review (FTC 16 CFR 465; decision 145). */
  example: 'Example',
  /** Under the cards while any of them is an example. */
  examplesNote:
    'Cards marked “Example” show the kind of review we ask for; they are not reviews from clients.',
  items: [
    {
      quote: 'I uploaded my W-2 on my lunch break and had my refund in under three weeks.',
      name: 'Maria G.',
      state: 'Texas',
    },
    {
      quote: 'The calculator showed the fee before I paid anything. No surprises at all.',
      name: 'James T.',
      state: 'Ohio',
    },
    {
      quote: 'With two kids the credits always confused me. They explained every line.',
      name: 'Aisha K.',
      state: 'Georgia',
    },
  ],
} as const;

export const notFound = {
  heading: 'Page not found',
  body: 'We could not find that page.',
  home: 'Go to the home page',
} as const;

export const error = {
  heading: 'Something went wrong',
  body: 'Sorry, this page could not be shown. Please try again in a moment.',
  home: 'Go to the home page',
  /** An address asked with a method it does not take (a POST to a page without a form). */
  methodNotAllowed: 'This address does not take that kind of request.',
  /** A form posted to one of our pages from another site. */
  crossSitePost: 'This form can only be sent from our own pages.',
  /** A body larger than any form of ours (server/http/read-body.ts answers it with 413). */
  tooLargeHeading: 'Too much was sent',
  tooLarge: 'What was sent is larger than any of our forms takes. Please go back and send less.',
  /** An API address that does not exist (server/app.ts). */
  noSuchApi: 'There is no such address in our API.',
  /** A request to an API the server could not read (server/app.ts). */
  requestUnreadable: 'The request could not be read.',
  /** Our own failure, answered to an API request (server/app.ts). */
  ourFailure: 'Something went wrong on our side. Please try again in a minute.',
} as const;

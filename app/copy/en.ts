import type { Catalogue } from './catalogue';
import { LOCALE } from '~/site/pages';

/** Every form whose post the server cannot read (calculator, contact, tracker) says it alike. */
const FORM_UNREADABLE =
  'We could not read the form as it was sent. Please fill it in and try again.';

/** Both APIs that read JSON (the refund calculator's, the contact form's) say it alike. */
const INVALID_JSON = 'The request body is not valid JSON.';

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Every word a visitor reads, by page and component. A second language is a second catalogue of
 * the same shape (typed `Copy`, so a missing or extra key fails the type check), picked in one
 * place: each language's layout route (app/routes/layout-en.tsx, layout-es.tsx; decision 027).
 * Exact strings and accessible names are fixed by docs/product.md: tests select elements by them.
 */
const catalogue = {
  layout: {
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
      protection:
        'Documents encrypted with AES-256. Staff sign in with multi-factor authentication.',
    },
  },
  meta: {
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
  },
  home: {
    title: 'Your federal tax refund, filed fast',
    lead: 'Upload your W-2 or 1099, see your estimated refund and our fee up front, and let our preparers file your federal return.',
    getStarted: 'Get Started',
    points: ['Fee shown before you start', 'Documents encrypted on arrival', 'Filed by people'],
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
  },
  tracker: {
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
  },
  upload: {
    heading: 'Upload Your Tax Documents',
    intro:
      'PDF or image files: W-2, 1099, last year’s return. They are encrypted as soon as they arrive.',
    chooseFile: 'Choose a file',
    dropHint: 'or drop a file here',
    accepted: 'PDF or image',
    selected: 'Selected:',
    noFileChosen: 'No file chosen',
    upload: 'Upload',
    uploading: 'Uploading…',
    progress: 'Upload progress',
    noFile: 'Please select a file!',
    success: 'Upload successful! URL: ',
    failure: 'Upload failed. Try again!',
    /** Links on the answer page without JavaScript. */
    another: 'Upload another document',
    tryAgain: 'Back to the upload form',
  },
  /** A visitor's case (app/cases/statuses.ts; docs/back-office.md, "Cases and references"). */
  cases: {
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
  },
  calculator: {
    heading: 'Refund Calculator',
    intro: 'An estimate of your federal refund for wage income, from the IRS tables for the year.',
    income: 'Annual income',
    incomeHint: 'Wages before tax, in US dollars.',
    confirm: 'I confirm my income is accurate',
    details: 'More details (optional)',
    filingStatus: 'Filing status',
    withheld: 'Federal income tax withheld',
    withheldHint:
      'Box 2 of your W-2s. Leave blank and we assume your employer withheld about the tax due.',
    children: 'Children under 17',
    taxYear: 'Tax year',
    calculate: 'Calculate',
    resultHeading: 'Your estimate',
    estimatedRefund: 'Estimated refund',
    fee: 'Fee',
    netRefund: 'Net refund',
    withheldAssumed: 'Withholding was assumed to equal your tax before credits.',
    invalid: 'Please check the form:',
    confirmRequired: 'Please confirm your income is accurate.',
    formUnreadable: FORM_UNREADABLE,
    itemized: 'Itemized deductions',
    itemizedHint:
      'Your Schedule A total, if you itemize. Leave blank and the standard deduction applies.',
    deductionUsed: {
      standard: (amount: string) => `Deduction used: the standard deduction, ${amount}.`,
      itemized: (amount: string) => `Deduction used: your itemized deductions, ${amount}.`,
      limited: (amount: string, entered: string) =>
        `Deduction used: your itemized deductions, ${amount}: the ${entered} you entered, less the limit on itemized deductions in the top tax bracket (from 2026).`,
    },
    noRefund: {
      assumed:
        'No refund to show yet: with the tax withheld left blank, we assume your employer withheld about your tax, which leaves no refund. Add the amount in box 2 of your W-2 under “More details (optional)” and calculate again.',
      even: 'No refund to show: the tax withheld equals your tax after credits, so there is nothing to refund or to pay. Check that the amount under “More details (optional)” is box 2 of all your W-2s added up.',
      owed: 'No refund to show: the tax withheld does not cover your tax after credits, so you may owe. Check that the amount under “More details (optional)” is box 2 of all your W-2s added up.',
    },
    missing: {
      both: 'Enter your annual income and tick “I confirm my income is accurate” to calculate.',
      income: 'Enter your annual income to calculate.',
      confirm: 'Tick “I confirm my income is accurate” to calculate.',
    },
    fieldErrors: {
      income: 'Enter your annual income in US dollars, as a number such as 52000.',
      deductions:
        'Enter your itemized deductions in US dollars, as a number such as 18000, or leave the field blank.',
      withheld:
        'Enter the federal income tax withheld in US dollars, as a number such as 4200, or leave the field blank.',
      children: (max: number) =>
        `Enter the number of children under 17 as a whole number from 0 to ${max}.`,
      filingStatus: 'Choose one of the filing statuses listed.',
      taxYear: 'Choose one of the tax years listed.',
      form: 'Please fill in the form again.',
    },
    filingStatuses: {
      single: 'Single',
      married_joint: 'Married filing jointly',
      married_separate: 'Married filing separately',
      head_of_household: 'Head of household',
      surviving_spouse: 'Qualifying surviving spouse',
    },
  },
  testimonials: {
    heading: 'Testimonials',
    intro: 'People who filed with us, in their own words.',
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
  },
  contact: {
    heading: 'Contact Us',
    step1: 'Step 1: Your Info',
    step2: 'Step 2: Your Message',
    step3: 'Step 3: Review & Send',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    next: 'Next',
    back: 'Back',
    send: 'Send',
    thanks: 'Thanks for Reaching Out!',
    thanksBody: 'We will answer within one business day.',
    backHome: 'Back to Home',
    sending: 'Sending…',
    /** A hidden field people never see; programs that fill in every field do. */
    trap: 'Leave this field empty',
    sendFailed: 'Your message was not sent. Everything you typed is still here: please try again.',
    /** Stays above step 1 once the confirmation has gone, for the rest of the visit. */
    sentLine: 'Your message was sent. We will answer within one business day.',
    sentLineWithReference: (reference: string) =>
      `Your message was sent. Your reference: ${reference}. We will answer within one business day.`,
    errors: {
      nameRequired: 'Please enter your name.',
      nameTooLong: 'Your name can be at most 100 characters long.',
      emailRequired: 'Please enter your e-mail address.',
      emailInvalid: 'Please enter an e-mail address such as name@example.com.',
      emailTooLong: 'Your e-mail address can be at most 254 characters long.',
      messageRequired: 'Please write a message.',
      messageTooLong: 'Your message can be at most 5,000 characters long.',
      trap: 'Your message looks automated, so it was not sent. Please write to us by e-mail instead.',
      rateLimited: (minutes: number) =>
        `You have sent several messages in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      unavailable: 'We could not store your message just now. Please try again in a minute.',
      invalidJson: INVALID_JSON,
      notJson: 'Send the message as JSON, with Content-Type: application/json.',
      tooLarge: 'The message is too large to send.',
      tooSlow: 'The message did not arrive in time. Please try again.',
      formUnreadable: FORM_UNREADABLE,
    },
  },
  agreement: {
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
  },
  /** The `message` of POST /api/RefundCalculator's 400 answers, naming the request field. */
  refundRequest: {
    invalidBody: 'The request body must be a JSON object, such as {"income": 52000}.',
    incomeRequired: 'income is required: your annual income in US dollars.',
    numberInQuotes: (field: string) =>
      `${field} must be a number, not text in quotes (send 52000, not "52000").`,
    notANumber: (field: string) => `${field} must be a number of US dollars.`,
    notFinite: (field: string) => `${field} must be a finite number of dollars.`,
    negative: (field: string) => `${field} cannot be negative.`,
    tooLarge: (field: string, max: string) => `${field} must be at most ${max} dollars.`,
    filingStatus: (statuses: string) => `filingStatus must be one of: ${statuses}.`,
    childrenWhole: (max: number) => `children must be a whole number, from 0 to ${max}.`,
    childrenRange: (max: number) => `children must be from 0 to ${max}.`,
    taxYearNumber: 'taxYear must be a number, such as 2025.',
    taxYearSupported: (years: string) => `taxYear must be one of the supported years: ${years}.`,
    // How the request arrived, before its fields are read.
    invalidJson: INVALID_JSON,
    postOnly: (path: string) => `${path} accepts POST only.`,
    notJson: 'Send the request as JSON, with Content-Type: application/json.',
    bodyTooLarge: (bytes: number) => `The request body must be at most ${bytes} bytes.`,
    tooSlow: 'The request body did not arrive in time.',
  },
  /** The `message` of the upload and download answers (server/documents). */
  documents: {
    notMultipart: 'Send the file as multipart/form-data.',
    brokenBody: 'The upload was cut off or malformed. Please try again.',
    noFile: 'No file was sent. Choose a file to upload.',
    emptyFile: 'The file is empty.',
    secondFile: 'Send one file per upload.',
    textNotFile: 'The file field must contain a file.',
    tooManyFields: 'The upload has too many fields.',
    missingPreset: 'The upload preset is missing.',
    unknownPreset: 'The upload preset is not known.',
    crossSite: 'Uploads are accepted only from this site’s own pages.',
    stalled: (seconds: number) =>
      `The upload stopped: nothing arrived for ${seconds === 1 ? '1 second' : `${seconds} seconds`}. Please try again.`,
    tooLarge: (size: string) => `The file is too large. The limit is ${size}.`,
    wrongType:
      'Only PDF files and images (JPEG, PNG, GIF, WebP, TIFF, BMP, HEIC, AVIF) are accepted.',
    tooMany: 'Too many uploads from your connection. Please wait and try again.',
    storageFull: 'The document store is full. Please try again later.',
    storageUnavailable:
      'The document store is not answering at the moment. Please try again in a minute.',
    storageFailed: 'The document could not be stored. Please try again.',
    linkNotValid: 'This link is not valid or has expired.',
    tooManyDownloads:
      'Too many downloads at once from your connection. Please let one finish first.',
    noSuchDocument: 'This document does not exist.',
    unreadable: 'This document cannot be read.',
  },
  notFound: {
    heading: 'Page not found',
    body: 'We could not find that page.',
    home: 'Go to the home page',
  },
  error: {
    heading: 'Something went wrong',
    body: 'Sorry, this page could not be shown. Please try again in a moment.',
    home: 'Go to the home page',
    /** An address asked with a method it does not take (a POST to a page without a form). */
    methodNotAllowed: 'This address does not take that kind of request.',
    /** A form posted to one of our pages from another site. */
    crossSitePost: 'This form can only be sent from our own pages.',
    /** A body larger than any form of ours (server/read-body.ts answers it with 413). */
    tooLargeHeading: 'Too much was sent',
    tooLarge: 'What was sent is larger than any of our forms takes. Please go back and send less.',
    /** An API address that does not exist (server/app.ts). */
    noSuchApi: 'There is no such address in our API.',
    /** A request to an API the server could not read (server/app.ts). */
    requestUnreadable: 'The request could not be read.',
    /** Our own failure, answered to an API request (server/app.ts). */
    ourFailure: 'Something went wrong on our side. Please try again in a minute.',
  },
  /** The read-only view of the agreement's terms (/terms). */
  terms: {
    heading: 'Terms of Service',
    version: 'Version of',
    intro:
      'These are the terms you accept on the User Agreement page, to read again at any time. How we handle your information is in our',
    privacyLink: 'privacy notice',
  },
  privacy: {
    heading: 'Privacy Notice',
    version: 'Version of',
    intro: (site: string) =>
      `This notice says, in plain words, what ${site} collects when you use this site, why, who sees it, how it is protected and how long we keep it.`,
    collectHeading: 'What we collect and why',
    collect: [
      'The documents you upload, such as your W-2, 1099 or last year’s return: to prepare and file your federal return.',
      'The messages you send with the contact form, with the name and e-mail address you give: to answer you.',
      'The address your device connects from (its IP address): to limit how many uploads one device can send in a few minutes, so the service stays available to everyone. It is counted only for that time.',
    ],
    cookiesHeading: 'Cookies and storage in your browser',
    cookies: [
      'One cookie links your uploads and messages to the same case, so our staff see them together and you can track your refund. Scripts cannot read it, it holds a signed case number and nothing about you, and it expires after 30 days.',
      'Your browser remembers, on your device only, that you accepted the user agreement and that you closed the announcement. This is never sent to us.',
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
      `We keep your documents and messages for ${days} days after the last activity on your case (an upload, a message or a change of status), then delete them for good, as the FTC Safeguards Rule asks of tax preparers, unless the law requires us to keep them longer.`,
    askHeading: 'Questions and requests',
    ask: 'To see or delete what we hold about you, or to ask about this notice, write to',
  },
  /** For dates and numbers written in this catalogue's language. */
  locale: LOCALE.en,
  /** A calendar day written out (a legal text's version): "November 23, 2026". */
  longDate: (day: number, month: number, year: number) =>
    `${MONTHS_EN[month - 1] ?? ''} ${day}, ${year}`,
} as const;

/** The shape of every catalogue: the keys of this one, with any words in them. */
export type Copy = Catalogue<typeof catalogue>;

export const en: Copy = catalogue;

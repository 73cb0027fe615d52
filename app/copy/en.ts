/**
 * Every word a visitor reads, by page and component. A second language is a second catalogue of
 * the same shape (`satisfies Copy` there), picked in one place (app/copy/index.ts).
 * Exact strings and accessible names are fixed by PRODUCT.md: tests select elements by them.
 */
export const en = {
  layout: {
    skipLink: 'Skip to content',
    banner: {
      region: 'Announcement',
      text: 'Filing season is open: see your refund and our fee in a minute.',
      link: 'Calculate Refund',
      close: 'Close banner',
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
      links: { contact: 'Contact', calculator: 'Calculator', upload: 'Upload Docs' },
      phone: 'Phone',
      email: 'E-mail',
      rights: 'Federal refund filing for individuals.',
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
    notFound: { title: 'Page not found', description: 'This page does not exist.' },
    error: { title: 'Something went wrong', description: 'An unexpected error occurred.' },
  },
  home: {
    title: 'Your federal tax refund, filed fast',
    lead: 'Upload your W-2 or 1099, see your estimated refund and our flat fee up front, and let our preparers file your federal return.',
    getStarted: 'Get Started',
  },
  tracker: {
    heading: 'Refund Tracker',
    estimatedRefund: 'Estimated refund',
    progress: 'Refund progress',
    recentActivity: 'Recent activity',
    activity: ['Document uploaded', 'Processing started'],
    track: 'Track Refund',
  },
  upload: {
    heading: 'Upload Your Tax Documents',
    intro:
      'PDF or image files: W-2, 1099, last year’s return. They are encrypted as soon as they arrive.',
    chooseFile: 'Choose a file',
    dropHint: 'or drop a file here',
    accepted: 'PDF or image',
    selected: 'Selected:',
    upload: 'Upload',
    uploading: 'Uploading…',
    progress: 'Upload progress',
    noFile: 'Please select a file!',
    success: 'Upload successful! URL: ',
    failure: 'Upload failed. Try again!',
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
  notFound: {
    heading: 'Page not found',
    body: 'We could not find that page.',
    home: 'Go to the home page',
  },
  error: {
    heading: 'Something went wrong',
    body: 'Sorry, this page could not be shown. Please try again in a moment.',
    home: 'Go to the home page',
  },
} as const;

export type Copy = typeof en;

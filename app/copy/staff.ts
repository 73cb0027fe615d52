import { staffReviews } from './staff-reviews';
import { staffSigning } from './staff-signing';
import { fees } from './en/fees';
import { staffPayments } from './staff-payments';

/**
 * Every word of the staff back office (docs/back-office.md), kept apart from the visitors'
 * catalogue (en.ts) so that none of it ships in the public pages' JavaScript: the staff pages are
 * rendered on the server only.
 */
const CONTROL_CHARACTERS =
  'This field holds a character that is not text, such as a NUL byte. Remove it and try again.';

export const staffCopy = {
  /** Our fee's items under a price list, as the client reads them (./en/fees.ts). */
  fees,
  payments: staffPayments,
  title: (page: string, siteName: string) => `${page} · Staff · ${siteName}`,
  skipLink: 'Skip to content',
  nav: {
    label: 'Staff',
    cases: 'Cases',
    messages: 'Messages',
    reviews: 'Reviews',
    audit: 'Audit log',
    /** Below 768 px the links fold behind this button, as on the public site. */
    menu: 'Menu',
  },
  signOut: 'Sign out',
  /**
   * The e-mail that gathers staff notifications, at most one every NOTIFY_MINUTES
   * (server/mail/digest.ts): what came in, by reference only, and a link to the back office.
   */
  digest: {
    subject: (count: number) =>
      count === 1 ? 'New in the back office' : `${count} new in the back office`,
    intro: 'Since the last e-mail:',
    open: (url: string) => `Open the back office: ${url}`,
  },
  /** A text field with a NUL or another control character (server/http/text-length.ts). */
  controlCharacters: CONTROL_CHARACTERS,
  /** The same, where no form can show it again (the database refused the text: server/staff/http.ts). */
  controlCharactersNotice: { heading: 'Not saved', body: CONTROL_CHARACTERS },
  signIn: {
    heading: 'Staff sign-in',
    email: 'Email',
    password: 'Password',
    code: 'Authenticator code',
    codeHint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
    submit: 'Sign in',
    wrong: 'Email, password or code is wrong.',
    tooMany: (minutes: number) =>
      `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    signedOut: 'You are signed out.',
    expired: 'Your session has ended. Please sign in again.',
  },
  enrol: {
    heading: 'Set up your staff account',
    intro: (email: string) => `Choose a password and connect an authenticator app for ${email}.`,
    password: 'Password',
    passwordHint:
      'At least 12 characters, not a common password and not easy to guess: several unrelated words work well.',
    confirm: 'Confirm password',
    authenticator: 'Authenticator app',
    scan: 'Scan this code with your authenticator app, or type the setup key into it.',
    qrLabel: 'QR code for your authenticator app',
    setupKey: 'Setup key',
    code: 'Authenticator code',
    codeHint: 'The 6-digit code your app shows now.',
    submit: 'Finish setup',
    recoveryHeading: 'Recovery codes',
    recoveryIntro:
      'Each code signs you in once in place of an authenticator code. Keep them somewhere safe: they are shown only now.',
    continue: 'Continue to sign in',
    invalidLink:
      'This enrolment link is not valid: it was used already, or it is more than 24 hours old. Ask an administrator for a new one.',
    invalidLinkHeading: 'Enrolment link not valid',
    errors: {
      tooShort: 'The password must be at least 12 characters long.',
      common: 'This password is one of the most common passwords. Choose another.',
      easyToGuess: 'This password is too easy to guess.',
      mismatch: 'The two passwords are not the same.',
      code: 'The authenticator code is wrong. Check the time on your phone and try the current code.',
    },
  },
  cases: {
    heading: 'Cases',
    none: 'No cases yet. A case opens with a visitor’s first upload, message or acceptance of the agreement.',
    noneFound: 'No case matches.',
    filters: 'Find cases',
    status: 'Status',
    anyStatus: 'Any status',
    search: 'Reference or email, or part of a name',
    searchHint:
      'A reference such as QR-7K3M-92XD-PQ4T (dashes and case do not matter), an email address, or at least 2 letters of the client’s name (capitals and accents do not matter).',
    apply: 'Show cases',
    clear: 'All cases',
    reference: 'Reference',
    documents: 'Documents',
    messages: 'Messages',
    lastActivity: 'Last activity',
    older: 'Older cases',
    newest: 'Newest cases',
    searchNotText: 'The search holds a character that is not text. Remove it and try again.',
    searchTooShort:
      'Type at least 2 letters of the client’s name, a whole reference or an email address.',
    client: 'Client',
    assignedTo: 'Assigned to',
    waitingFor: 'Waiting for',
    anyone: 'Anyone',
    me: 'Me',
    unassigned: 'Unassigned',
    /** A disabled account still named on its cases, so that they are reassigned. */
    disabled: (email: string) => `${email} (disabled)`,
    /** Open document requests; empty for none. */
    documentsWaiting: (count: number) =>
      count === 0 ? '' : `${count} ${count === 1 ? 'document' : 'documents'}`,
    /**
     * The counts' navigation: its name holds neither "Status" nor another field's label, so that
     * each field is found by its own label alone.
     */
    counts: 'Case counts',
    statusCount: (status: string, count: number) => `${status} (${count})`,
    estimatedRefund: 'Estimated refund',
    noEstimate: 'Not set',
    noDocuments: 'No documents yet.',
    noMessages: 'No messages yet.',
    events: 'Events',
    noEvents: 'No events yet.',
    eventTime: 'Time',
    eventWhat: 'What',
    eventNote: 'Note to the client',
    eventBy: 'By',
    visitor: 'Visitor',
    /** Who sent a reminder: the server's own job (server/cases/reminders.ts). */
    automatic: 'Automatic',
    kinds: {
      document: 'Document received',
      message: 'Message received',
      status: (status: string) => `Status: ${status}`,
      update: 'Case updated',
      reminder: 'Reminder sent',
      /** The client's "Email for updates" changed (event kind 'email'). */
      email: 'Client e-mail changed',
      returnSent: 'Return details sent',
      returnChanged: 'Return details changed',
    },
    /** When the case's client mail last failed for good (CaseDetail.clientMailFailedAt). */
    clientMailUndeliverable: 'E-mail to the client could not be delivered',
    /** Staff's button that ends every browser's access to the case (server/cases/sessions.ts). */
    endSessions: "End the client's sessions",
    sessionsEnded: "The client's sessions are ended: a new sign-in link opens the case again.",
    update: 'Update case',
    emailClient: 'E-mail the client',
    emailClientHint:
      'When the status changes: an e-mail to the client with the new status and a link to their case page (never the note). Only for a case with an e-mail.',
    updateHeading: 'Update the case',
    note: 'Note to the client',
    noteHint:
      'Shown on the Refund Tracker to anyone who has the case reference: write no tax data in it (no Social Security number, income or refund figures). Optional.',
    estimate: 'Estimated refund',
    estimateHint: 'In US dollars, such as 1250 or 1,250.00. Leave blank for none.',
    updated: 'The case was updated.',
    unchanged: 'Nothing changed.',
    errors: {
      status: 'Choose one of the statuses listed.',
      estimate: 'Enter the estimated refund in US dollars, such as 1250.00, or leave it blank.',
      note: (max: number) => `The note can be at most ${max} characters.`,
    },
    /** The conversation with the client (docs/back-office.md, "The conversation with the client"). */
    thread: {
      fromClient: 'From the client',
      replyFrom: (email: string) => `Reply from ${email}`,
      replyHeading: 'Reply to the client',
      reply: 'Reply',
      replyHint:
        'The client reads it on their case page, signed "Your preparer". Text only, at most 5,000 characters.',
      send: 'Send reply',
      sent: 'Your reply was sent.',
      errors: {
        empty: 'Write a reply before sending it.',
        tooLong: (max: number) => `The reply can be at most ${max} characters.`,
      },
    },
    /** "I Agree & Continue" as recorded in the case (decision 075). */
    agreement: {
      heading: 'Agreement',
      none: 'Not accepted',
      acceptedAt: 'Accepted',
      version: 'Version',
      language: 'Language',
      address: 'Address',
      browser: 'Browser',
      languages: { en: 'English', es: 'Spanish' },
      /** Beside a version: whether it is the text the agreement page shows today. */
      current: 'the current text',
      earlier: 'an earlier text',
    },
    caseOf: 'Case',
    noCase: 'None',
    back: 'All cases',
    notFound: { heading: 'Case not found', body: 'There is no case with this reference.' },
    /** A download that cannot start; the sentence why is the documents' own (en.ts). */
    documentUnavailable: 'Document not available',
  },
  /** Who the client is: the case page's first section (docs/back-office.md, "Who the client is"). */
  client: {
    heading: 'Client',
    name: 'Name',
    email: 'Email',
    language: 'Language',
    firstContact: 'First contact',
    notGiven: 'Not given',
    languages: { en: 'English', es: 'Spanish' },
  },
  /** Who works the case (docs/back-office.md, "Assignment"). */
  assignment: {
    heading: 'Assignment',
    assignedTo: 'Assigned to',
    unassigned: 'Unassigned',
    assign: 'Assign',
    saved: 'The assignment was saved.',
    refused: 'Choose an active staff account from the list, or Unassigned.',
  },
  /** Staff's own notes on a case, never shown to the client (docs/back-office.md, "Internal notes"). */
  notes: {
    heading: 'Internal notes',
    field: 'Internal note',
    hint: (max: number) =>
      `Only staff read it: never the client, on no page and in no e-mail. Text only, at most ${max.toLocaleString('en-US')} characters.`,
    add: 'Add note',
    added: 'Your note was added.',
    none: 'No internal notes yet.',
    errors: {
      empty: 'Write a note before adding it.',
      tooLong: (max: number) =>
        `The note can be at most ${max.toLocaleString('en-US')} characters.`,
    },
  },
  /** "Documents requested" on a case page (docs/back-office.md, "Documents requested"). */
  /**
   * "Return details" on a staff case page (docs/return.md; app/return/details.server.ts): the
   * client's answers, when they sent them, and the account (full numbers on the next page only,
   * audited "bank account viewed"). The answers' labels are the client's English page's.
   */
  returnDetails: {
    heading: 'Return details',
    notStarted: 'The client has not started their return details.',
    notSent: 'Saved by the client, not sent yet.',
    sentOn: (date: string) => `Sent on ${date}`,
    locked: (date: string) => `Read-only to the client since ${date} (sent for signature).`,
    taxYear: 'Tax year',
    notAnswered: 'Not answered',
    yes: 'Yes',
    no: 'No',
    directDeposit: (account: string) => `Direct deposit: ${account}`,
    directDepositNoAccount: 'Direct deposit: no account given yet',
    paperCheck: 'Paper check',
    ipPin: 'Identity Protection PIN',
    ipPinSaved: 'Given (shown with the account number)',
    showAccount: 'Show account number',
    /** The next page: the full numbers. */
    accountHeading: 'Bank account',
    routingNumber: 'Routing number',
    accountNumber: 'Account number',
    accountType: 'Account type',
    noAccount: 'The client has given no bank account.',
    unreadable: 'The stored account cannot be read with the documents keys in use.',
    /** The next page's link back to the case page. */
    backToCase: (reference: string) => `Back to case ${reference}`,
  },
  requests: {
    heading: 'Documents requested',
    none: 'No documents requested yet.',
    document: 'Document',
    asked: 'Asked',
    state: 'State',
    requested: 'Requested',
    received: 'Received',
    notApplicable: 'Not applicable',
    /** Beside "Received" when it came another way. */
    markedBy: (email: string, at: string) => `marked by ${email}, ${at}`,
    noReason: 'no reason given',
    markReceived: 'Mark received',
    field: 'Document to request',
    hint: (max: number) =>
      `Such as “2025 W-2 from Acme Corp”, at most ${max} characters. The client sees it on their case page. The first request while none is open e-mails them a link to that page (never the document’s name); reminders follow while any stays open.`,
    submit: 'Request document',
    requestedNotice: 'The document was requested.',
    receivedNotice: 'The request was marked received.',
    errors: {
      empty: 'Write the name of the document to request.',
      tooLong: (max: number) => `The document’s name can be at most ${max} characters.`,
      closed: 'That request is no longer open: it was answered or marked received already.',
    },
  },
  messages: {
    heading: 'Messages',
    none: 'No messages yet.',
    received: 'Received',
    from: 'From',
    email: 'Email',
    message: 'Message',
    state: 'State',
    unread: 'Unread',
    read: 'Read',
    handled: 'Handled',
    open: (name: string) => `Message from ${name}`,
    /** A message a visitor wrote on their case page (no name or e-mail is typed there). */
    fromCasePage: 'The client, on their case page',
    markHandled: 'Mark handled',
    markRead: 'Mark read',
    older: 'Older messages',
    newest: 'Newest messages',
    back: 'All messages',
    notFound: { heading: 'Message not found', body: 'There is no such message.' },
  },
  /**
   * The W-2 figures beside each W-2 on the case page (docs/documents.md) and the form that corrects
   * them. Staff are told how each was read; "Correct" is audited ("W-2 figures corrected").
   */
  w2: {
    heading: 'From the W-2s',
    employer: 'Employer',
    taxYear: 'Tax year',
    wages: 'Wages (box 1)',
    withheld: 'Federal income tax withheld (box 2)',
    /** Box b, box 12 and boxes 15 to 17 (docs/documents.md; decision 165), shown when read. */
    /** Not "Employer …": the label "Employer" stays the name's alone. */
    ein: 'EIN (box b)',
    tips: 'Tips (box 12 TP)',
    overtime: 'Overtime (box 12 TT)',
    box12Code: (code: string) => `Box 12 code ${code}`,
    state: 'State',
    stateWages: 'State wages (box 16)',
    stateWithheld: 'State income tax withheld (box 17)',
    reading: 'Reading the W-2…',
    unreadable: 'Not read with confidence: read it from the document.',
    notW2: 'Not a W-2',
    readBy: {
      'pdf-text': 'Read from the PDF’s text',
      ocr: 'Read by OCR',
      staff: 'Corrected by staff',
    },
    correct: 'Correct',
    /** Beside "Correct" (decision 164): the W-2 out of the estimate, and back in, audited. */
    leaveOut: 'Leave out of the estimate',
    countIn: 'Count in the estimate',
    leftOut: 'Left out of the estimate.',
    leftOutNotice: 'The W-2 is left out of the estimate.',
    countedNotice: 'The W-2 counts in the estimate again.',
    /** A W-2 whose employer, tax year and boxes 1 and 2 (or file) match one counted before it. */
    duplicate: 'Same as a W-2 the client already sent: left out of the estimate.',
    notDuplicate: 'Not a duplicate',
    notDuplicateNotice: 'The W-2 counts in the estimate: it is not a duplicate.',
    /** A posted change that is none of the three buttons'. */
    unknownChange: {
      heading: 'Nothing changed',
      body: 'Use one of the buttons beside the W-2 on the case page.',
    },
    /** The correction form, after "Correct". */
    correctHeading: 'Correct the W-2 figures',
    correctHint: 'In US dollars and cents, as the W-2 shows them.',
    save: 'Save figures',
    corrected: 'The W-2 figures were corrected.',
    invalidAmount: 'Enter an amount in dollars and cents, such as 52,345.67.',
    invalidYear: 'Choose a tax year we support.',
    employerRequired: 'Enter the employer’s name.',
    withheldAboveWages: 'Box 2 cannot be more than box 1.',
    /** Box b, box 12 and boxes 15 to 17 on the correction form (decision 165). */
    einHint: 'As printed, such as 12-3456789. Leave blank if the W-2 shows none.',
    invalidEin: 'Enter the EIN as 2 digits, a dash and 7 digits, such as 12-3456789.',
    box12Legend: 'Box 12',
    box12Hint:
      'A code (such as D, DD, TP for tips or TT for overtime) and its amount a line. Leave a line blank for none.',
    box12CodeField: (line: number) => `Box 12 line ${line}: code`,
    box12AmountField: (line: number) => `Box 12 line ${line}: amount`,
    invalidBox12Code: 'Enter the box 12 code as printed: one or two letters, such as D or DD.',
    statesLegend: 'Boxes 15 to 17',
    statesHint:
      'A state a line: its two-letter code (box 15), its wages (box 16) and its income tax withheld (box 17). Leave a line blank for none.',
    stateField: (line: number) => `State line ${line}: state (box 15)`,
    stateWagesField: (line: number) => `State line ${line}: state wages (box 16)`,
    stateWithheldField: (line: number) => `State line ${line}: state income tax withheld (box 17)`,
    invalidState: 'Enter the state as its two-letter code, such as CA.',
    stateWithheldAboveWages: 'Box 17 cannot be more than box 16.',
    estimate: 'Estimate from the W-2s',
    /** The estimate's lines, as the client's page names them. */
    estimatedRefund: 'Estimated refund',
    /** An estimate below zero is never called a refund. */
    estimatedOwed: 'Estimated amount you owe',
    fee: 'Fee',
    netRefund: 'Net refund',
    forYear: (year: number) => `Tax year ${year}`,
    /** The client chose no filing status yet: the estimate takes single and no children. */
    assumed: 'Single with no children under 17: the client has not told us about their return yet.',
    /** The correction page: which document, and the way back. */
    document: (name: string) => `Document: ${name}`,
    back: (reference: string) => `Back to case ${reference}`,
    /** A document without a reading (recorded before the reader, or set aside). */
    notFound: {
      heading: 'No W-2 reading',
      body: 'This document of the case has no W-2 reading.',
    },
  },
  audit: {
    heading: 'Audit log',
    time: 'Time',
    who: 'Who',
    what: 'What',
    subject: 'Subject',
    address: 'Address',
    older: 'Older events',
    newest: 'Newest events',
    none: 'Nothing recorded yet.',
    filters: 'Filter the audit log',
    action: 'Action',
    anyAction: 'Any action',
    account: 'Account',
    accountHint: 'An e-mail address, as the Who column shows it.',
    from: 'From',
    to: 'To',
    apply: 'Filter',
    clear: 'Clear filters',
    noneFound: 'No events match these filters.',
    badDate: 'Dates are written as YYYY-MM-DD.',
    attempts: (count: number) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`,
  },
  forbidden: {
    heading: 'Not allowed',
    body: 'Only administrators can open this page.',
  },
  crossSite: {
    heading: 'Request refused',
    body: 'This form was sent from another site, so it was refused. Open the page here and try again.',
  },
  notFound: { heading: 'Page not found', body: 'There is no such staff page.' },
  methodNotAllowed: {
    heading: 'Method not allowed',
    body: 'This page does not take that kind of request. Open it and use its links and buttons.',
  },
  /** The database or the document store failed (a full disk, a lost connection): 503. */
  unavailable: {
    heading: 'Not available right now',
    body: 'The back office cannot reach its records at the moment. Please try again in a few minutes; if it keeps happening, tell whoever runs the server.',
  },
  /** The staff case page's "Return for signature" (docs/review-and-sign.md). */
  signing: staffSigning,
  reviews: staffReviews,
} as const;

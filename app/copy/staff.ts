/**
 * Every word of the staff back office (BACKOFFICE.md), kept apart from the visitors' catalogue
 * (en.ts) so that none of it ships in the public pages' JavaScript: the staff pages are rendered
 * on the server only.
 */
export const staffCopy = {
  title: (page: string, siteName: string) => `${page} · Staff · ${siteName}`,
  skipLink: 'Skip to content',
  nav: { label: 'Staff', cases: 'Cases', messages: 'Messages', audit: 'Audit log' },
  signOut: 'Sign out',
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
    passwordHint: 'At least 12 characters, and not a common password.',
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
      mismatch: 'The two passwords are not the same.',
      code: 'The authenticator code is wrong. Check the time on your phone and try the current code.',
    },
  },
  cases: {
    heading: 'Cases',
    none: 'No cases yet. Cases gather documents and messages once the case flow is in place.',
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
    markHandled: 'Mark handled',
    older: 'Older messages',
    newest: 'Newest messages',
    back: 'All messages',
    notFound: 'There is no such message.',
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
} as const;

import { CASE_PATHS, type Lang, LANGUAGES } from '../site/pages';

/**
 * Where the case page's forms post (decision 069): "Write to your preparer" to the page itself
 * (`/case`, `/es/case`, app/site/pages.ts CASE_PATHS), each other form to an address under it, in
 * the page's language (`/es/case/email`), so its answer is in that language too.
 */
export const CASE_FORMS = {
  documents: '/documents',
  email: '/email',
  link: '/link',
  /** "I don't have this" for a document request (app/routes/case.requests.not-applicable.tsx). */
  notApplicable: '/requests/not-applicable',
  /** "Send review" of "How did we do?" (app/routes/case.review.tsx). */
  review: '/review',
  /** "Sign out of this case" (app/routes/case.sign-out.tsx). */
  signOut: '/sign-out',
  /** "Tell us about your return" (case.return.tsx; docs/return.md): a page of its own. */
  return: '/return',
  /** "Start a new return" on that page without a case (app/routes/case.return.start.tsx). */
  start: '/return/start',
  /** Review and sign (app/routes/case.signing.*.tsx): "E-mail me a code", "Sign Form 8879". */
  signingCode: '/signing/code',
  sign: '/signing/sign',
  /** "Send signed form" (multipart, read as it streams). */
  signingPaper: '/signing/paper',
  /** "Download receipt": the PDF receipt of what the client paid (app/routes/case.receipt.tsx). */
  receipt: '/receipt',
  /** The return's files for the client: `/case/signing/files/ID`. */
  signingFiles: '/signing/files',
} as const;

export type CaseForm = keyof typeof CASE_FORMS;

export function caseFormPath(lang: Lang, form: CaseForm): string {
  return `${CASE_PATHS[lang]}${CASE_FORMS[form]}`;
}

/** A form's address in every language. */
export function caseFormPaths(form: CaseForm): string[] {
  return LANGUAGES.map((lang) => caseFormPath(lang, form));
}

const UPLOAD_KEYS = new Set(caseFormPaths('documents').map((path) => path.toLowerCase()));

/**
 * The case page's upload (app/routes/case.documents.tsx), as the server's checks see a path
 * (lowercase, no trailing slash): its action reads the body with the upload's own cap and answers
 * a post from another site with the upload's own sentence.
 */
export function isCaseUploadPath(key: string): boolean {
  return UPLOAD_KEYS.has(key);
}

/**
 * Where "Send file" of a document request posts: the upload of "Your documents" (one handler, one
 * body limit), the request named in the query since the body is read as a stream.
 */
export function requestFilePath(lang: Lang, requestId: number): string {
  return `${caseFormPath(lang, 'documents')}?request=${requestId}`;
}

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
  /** "Tell us about your return" (app/routes/case.return.tsx; RETURN.md §1): a page of its own. */
  return: '/return',
} as const;

export type CaseForm = keyof typeof CASE_FORMS;

export function caseFormPath(lang: Lang, form: CaseForm): string {
  return `${CASE_PATHS[lang]}${CASE_FORMS[form]}`;
}

/** A form's address in every language. */
export function caseFormPaths(form: CaseForm): string[] {
  return LANGUAGES.map((lang) => caseFormPath(lang, form));
}

/**
 * Where "Send file" of a document request posts: the upload of "Your documents" (one handler, one
 * body limit), the request named in the query since the body is read as a stream.
 */
export function requestFilePath(lang: Lang, requestId: number): string {
  return `${caseFormPath(lang, 'documents')}?request=${requestId}`;
}

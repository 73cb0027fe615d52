import { caseFormPath, caseFormPaths } from '../cases/case-paths';
import type { Lang } from '../site/pages';

/**
 * Where review and sign's forms post and its files download (docs/review-and-sign.md):
 * staff's under the case's page, the client's under the case page in its language.
 */

/** Staff: "Send for signature" (multipart) and "Accept paper signature". */
export const staffSigningPath = (reference: string) => `/staff/cases/${reference}/signing`;
export const staffPaperPath = (reference: string) => `/staff/cases/${reference}/signing/paper`;
/** Staff: a file of a return for signature (the return, the 8879, the signed form). */
export const staffSigningFilePath = (reference: string, fileId: string) =>
  `/staff/cases/${reference}/signing/files/${fileId}`;

/** The client: a file of their return for signature, in the page's language. */
export const clientSigningFilePath = (lang: Lang, fileId: string) =>
  `${caseFormPath(lang, 'signingFiles')}/${fileId}`;

const STAFF_UPLOAD = /^\/staff\/cases\/[^/]+\/signing$/;
const CLIENT_UPLOADS = new Set(caseFormPaths('signingPaper').map((path) => path.toLowerCase()));

/**
 * The multipart posts of review and sign, as the server's body check sees a path (lowercase, no
 * trailing slash): their actions read the body with their own cap (server/signing/signing-form.ts).
 */
export function isSigningUploadPath(key: string): boolean {
  return STAFF_UPLOAD.test(key) || CLIENT_UPLOADS.has(key);
}

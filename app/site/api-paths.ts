/**
 * The address of each of the site's APIs, written once: the pages call them, the server mounts
 * them (server/routes.ts), and anything under API_PREFIX that is not one of them is answered with
 * the APIs' JSON error, not a page.
 */
export const API_PREFIX = '/api/';

export const API_PATHS = {
  refundCalculator: '/api/RefundCalculator',
  track: '/api/track',
  /** The upload's own address; a site may post elsewhere (settings' UPLOAD_URL). */
  upload: '/api/upload',
  /** A stored document: this, its id, and the signed link's query (server/documents/links.ts). */
  documents: '/api/documents/',
} as const;

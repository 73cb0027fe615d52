import { inPdfWorker } from './pdf-worker';

/**
 * The page limit of the PDFs staff send for signature (issue 52): a real return, and its Form
 * 8879, are well under MAX_PDF_PAGES pages. A 160,000-page 8879 was accepted once, and signing it
 * took 21.7 s of the server's only thread. The count is read in a worker thread, never on the
 * server's event loop: first the page objects' markers as the bytes are scanned (a file with more
 * than the limit is refused before any parsing), then pdf-lib opens the file, as signing will, and
 * counts its pages; under a memory limit and a deadline, past which the file is refused.
 */
export const MAX_PDF_PAGES = 200;

/** Longest a file is looked at before it is refused. */
const DEADLINE_MS = 20_000;

export type PdfPages =
  | { readonly ok: true; readonly pages: number }
  | { readonly ok: false; readonly reason: 'notPdf' | 'tooManyPages' };

// CommonJS, run by the worker as given (`eval`): it needs nothing of the server's bundle, and
// finds pdf-lib in node_modules as the server does.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { bytes, maxPages } = workerData;
const answer = (value) => parentPort.postMessage(value);
(async () => {
  // Page objects as the bytes are scanned: "/Type /Page" (not "/Pages"), outside compressed streams.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const marker = /\\/Type\\s*\\/Page(?![A-Za-z])/g;
  let seen = 0;
  while (marker.exec(text) !== null) {
    seen += 1;
    if (seen > maxPages) return answer({ ok: false, reason: 'tooManyPages' });
  }
  const { PDFDocument } = require('pdf-lib');
  let doc;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    return answer({ ok: false, reason: 'notPdf' });
  }
  const pages = doc.getPageCount();
  if (pages === 0) return answer({ ok: false, reason: 'notPdf' });
  if (pages > maxPages) return answer({ ok: false, reason: 'tooManyPages' });
  answer({ ok: true, pages });
})().catch(() => answer({ ok: false, reason: 'notPdf' }));
`;

/** The PDF's pages, counted in a worker thread; see the module's comment. */
export function pdfPages(bytes: Uint8Array, maxPages = MAX_PDF_PAGES): Promise<PdfPages> {
  return inPdfWorker<PdfPages>(
    WORKER_SOURCE,
    { bytes, maxPages },
    {
      deadlineMs: DEADLINE_MS,
      // Past the deadline the file is one signing could not open quickly; out of memory, or
      // anything else that stops the worker, it is not one signing can open.
      failed: (why) => ({ ok: false, reason: why === 'deadline' ? 'tooManyPages' : 'notPdf' }),
    },
  );
}

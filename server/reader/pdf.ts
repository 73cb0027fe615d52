import { createRequire } from 'node:module';
import path from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';
import { splitRun, type Word } from './words';

/*
 * A PDF's text layer, read with pdfjs-dist (Mozilla's PDF.js) in this process: no font is loaded
 * into a page, no script runs (pdfjs 6 evaluates none), and every resource it could want (standard
 * fonts, character maps, image decoders) is read from its package folder on disk, never fetched.
 */

/** A W-2 is one or two pages; a 200-page PDF is opened but only its first pages are read. */
export const MAX_PDF_PAGES = 4;

/** Pixels pdfjs may decode for one image of a page (a scanned page at 300 dpi is about 9 MP). */
const MAX_IMAGE_PIXELS = 40_000_000;

const packageFolder = path.dirname(
  createRequire(import.meta.url).resolve('pdfjs-dist/package.json'),
);
const folder = (name: string) => `${path.join(packageFolder, name)}${path.sep}`;

export type PdfText =
  | { readonly kind: 'text'; readonly pages: readonly (readonly Word[])[] }
  /** No words on the pages read: a scan; its pages are rendered for OCR (pdf-render.ts). */
  | { readonly kind: 'no-text'; readonly pageCount: number }
  | { readonly kind: 'encrypted' }
  | { readonly kind: 'broken' };

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;
/** pdfjs is large: loaded on the first PDF, in the process that reads. */
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

export interface OpenPdf {
  readonly document: PDFDocumentProxy;
  readonly close: () => Promise<void>;
}

/** Opens a PDF from bytes; the caller closes it. */
export async function openPdf(bytes: Uint8Array): Promise<OpenPdf | 'encrypted' | 'broken'> {
  const { getDocument, PasswordException } = await loadPdfJs();
  const task = getDocument({
    // pdfjs takes the buffer over (transfers it): give it a copy.
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: folder('standard_fonts'),
    cMapUrl: folder('cmaps'),
    cMapPacked: true,
    wasmUrl: folder('wasm'),
    iccUrl: folder('iccs'),
    maxImageSize: MAX_IMAGE_PIXELS,
    verbosity: 0,
  });
  try {
    return { document: await task.promise, close: () => task.destroy() };
  } catch (error) {
    await task.destroy();
    return error instanceof PasswordException ? 'encrypted' : 'broken';
  }
}

/** The words of the first pages, top-left origin, in PDF points. */
export async function pdfText(bytes: Uint8Array): Promise<PdfText> {
  const opened = await openPdf(bytes);
  if (opened === 'encrypted' || opened === 'broken') return { kind: opened };
  const { document } = opened;
  try {
    const pages: Word[][] = [];
    const count = Math.min(document.numPages, MAX_PDF_PAGES);
    for (let number = 1; number <= count; number += 1) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const words: Word[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        // Device space through the viewport: handles a rotated page as well as a plain one.
        const [a, b, c, d, e, f] = item.transform as number[];
        const size = Math.hypot(c ?? 0, d ?? 0) || item.height;
        const [x, y] = viewport.convertToViewportPoint(e ?? 0, f ?? 0);
        const horizontal = Math.abs(b ?? 0) < Math.abs(a ?? 0) * 0.1;
        if (!horizontal || !Number.isFinite(x) || !Number.isFinite(y)) continue;
        words.push(...splitRun(item.str, x, y - size, item.width, size));
      }
      pages.push(words);
      page.cleanup();
    }
    if (pages.every((words) => words.length === 0)) {
      return { kind: 'no-text', pageCount: document.numPages };
    }
    return { kind: 'text', pages };
  } catch {
    return { kind: 'broken' };
  } finally {
    await opened.close();
  }
}

import { createCanvas } from '@napi-rs/canvas';
import { openPdf } from './pdf';

/*
 * A scanned PDF (pages that are pictures, no text layer) has its first page drawn by pdfjs on a
 * canvas from @napi-rs/canvas (Skia, prebuilt in its npm packages), for OCR like a photo.
 */

/** 300 dpi is what scanners make; a letter page is then 2550 x 3300 pixels. */
const SCAN_DPI = 300;
/** A page larger than a tabloid sheet at 300 dpi is drawn smaller. */
const MAX_PAGE_PIXELS = 16_000_000;

/** The first page as PNG at `dpi` at most, or undefined when it cannot be drawn. */
export async function renderFirstPage(
  pdf: Uint8Array,
  dpi = SCAN_DPI,
): Promise<Buffer | undefined> {
  const opened = await openPdf(pdf);
  if (typeof opened === 'string') return undefined;
  try {
    const page = await opened.document.getPage(1);
    const points = page.getViewport({ scale: 1 });
    const scale = Math.min(
      dpi / 72,
      Math.sqrt(MAX_PAGE_PIXELS / Math.max(1, points.width * points.height)),
    );
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      // @napi-rs/canvas's context is the DOM's CanvasRenderingContext2D in all pdfjs uses.
      canvasContext: context as unknown as CanvasRenderingContext2D,
      canvas: canvas as unknown as HTMLCanvasElement,
      viewport,
    }).promise;
    return canvas.toBuffer('image/png');
  } catch {
    return undefined;
  } finally {
    await opened.close();
  }
}

import sharp from 'sharp';
import { renderFirstPage } from './pdf-render';

/*
 * Photos and scans of the tests' own W-2s: the generated PDF drawn into pixels by pdfjs on a
 * canvas (@napi-rs/canvas ships its binary in npm), then made worse the way a phone or a scanner
 * does: grey noise, blur, a slight or quarter turn on a table, JPEG compression, and a 12-megapixel
 * frame.
 */

/** The first page of a PDF drawn at `dpi`, as PNG. */
export async function renderPdfPage(pdf: Uint8Array, dpi: number): Promise<Buffer> {
  const png = await renderFirstPage(pdf, dpi);
  if (png === undefined) throw new Error('Cannot draw the sample PDF');
  return png;
}

export interface Degradation {
  /** Degrees clockwise: 2 to 4 for a photo a little askew, 90 or 180 for one taken sideways. */
  readonly turn?: number;
  /** Standard deviation of the grey noise, in 0-255 levels. */
  readonly noise?: number;
  /** Gaussian blur sigma in pixels. */
  readonly blur?: number;
  /** JPEG quality, 1-100; PNG when absent. */
  readonly jpegQuality?: number;
  /** The frame the page is photographed in: the page on a table, scaled to these pixels. */
  readonly frame?: { readonly width: number; readonly height: number };
}

/** A seeded generator, so a test's photo is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Makes a clean page image look photographed or scanned. */
export async function degrade(page: Buffer, how: Degradation, seed = 1): Promise<Buffer> {
  let image = sharp(page).flatten({ background: '#ffffff' }).greyscale();
  if (how.frame !== undefined) {
    // The page fills about 80% of the frame's height, on a darker table.
    const { width, height } = how.frame;
    const pageImage = await image
      .resize({ height: Math.round(height * 0.8), width: Math.round(width * 0.9), fit: 'inside' })
      .png()
      .toBuffer({ resolveWithObject: true });
    image = sharp({
      create: { width, height, channels: 3, background: { r: 96, g: 88, b: 80 } },
    })
      .composite([
        {
          input: pageImage.data,
          left: Math.round((width - pageImage.info.width) / 2),
          top: Math.round((height - pageImage.info.height) / 2),
        },
      ])
      .greyscale();
    image = sharp(await image.png().toBuffer());
  }
  if (how.turn !== undefined && how.turn !== 0) {
    image = sharp(
      await image
        .rotate(how.turn, { background: { r: 96, g: 88, b: 80 } })
        .png()
        .toBuffer(),
    );
  }
  if (how.blur !== undefined) image = sharp(await image.blur(how.blur).png().toBuffer());
  if (how.noise !== undefined) {
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const next = random(seed);
    const channels = info.channels;
    for (let index = 0; index < data.length; index += channels) {
      // Box-Muller: normal noise of the given deviation, the same on each channel.
      const u = Math.max(next(), 1e-9);
      const v = next();
      const delta = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v) * how.noise;
      for (let channel = 0; channel < channels; channel += 1) {
        const value = (data[index + channel] ?? 0) + delta;
        data[index + channel] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
    image = sharp(data, { raw: { width: info.width, height: info.height, channels } });
  }
  return how.jpegQuality === undefined
    ? image.png().toBuffer()
    : image.jpeg({ quality: how.jpegQuality }).toBuffer();
}

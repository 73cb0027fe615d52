import sharp, { type OutputInfo } from 'sharp';

/*
 * An image made ready for OCR with sharp (libvips, prebuilt for each platform in its npm
 * packages): its declared size checked from the header before any pixel is decoded, turned
 * upright by its EXIF orientation, cropped to the document, scaled so the form's small print is
 * about the height tesseract reads best, grey, and its speckle filtered. No contrast stretch: on a
 * mostly blank page it turns paper grain into specks OCR tries to read. libvips decodes in strips and shrinks a JPEG while
 * decoding it, so a 12-megapixel photo never sits whole in memory.
 */

/** Larger than any phone camera (50 MP): a bigger declared size is refused unread. */
export const MAX_IMAGE_PIXELS = 64_000_000;

/** The long side OCR sees: a letter page at about 270 dpi, a W-2's 7-point print at 25 px. */
export const OCR_LONG_SIDE = 3000;

// libvips keeps no cache between readings, and uses one thread: the reader is a background job.
sharp.cache(false);
sharp.concurrency(1);

export type PreparedImage =
  | {
      readonly kind: 'image';
      readonly png: Buffer;
      readonly width: number;
      readonly height: number;
    }
  | { readonly kind: 'too-large' }
  | { readonly kind: 'broken' };

const input = (bytes: Uint8Array) =>
  sharp(bytes, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    sequentialRead: true,
    // An animated GIF or a multi-page TIFF: its first frame.
    pages: 1,
    failOn: 'error',
  });

/** Reads the header only: a decompression bomb is refused before it is decoded. */
async function declaredSize(
  bytes: Uint8Array,
): Promise<{ width: number; height: number } | 'broken'> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
    return width > 0 && height > 0 ? { width, height } : 'broken';
  } catch {
    return 'broken';
  }
}

/** How much a small scan or crop is enlarged at most. */
const MAX_ENLARGEMENT = 2;

/** A photo is first brought to this long side at most: 12 MP stays 12 MP, 48 MP is shrunk. */
const WORKING_LONG_SIDE = 4000;

/** How far from the corner's grey a pixel must be to count as the document, not the table. */
const TRIM_THRESHOLD = 48;

/**
 * The image upright, cropped to the document, scaled, grey, as PNG; `turn` degrees clockwise more
 * (0, 90, 180, 270). The crop is twice: the table around a photographed page (the corner's grey),
 * then the page's white margin, so the form's print fills the pixels OCR reads.
 */
export async function prepareImage(
  bytes: Uint8Array,
  turn = 0,
  longSide = OCR_LONG_SIDE,
): Promise<PreparedImage> {
  const size = await declaredSize(bytes);
  if (size === 'broken') return { kind: 'broken' };
  if (size.width * size.height > MAX_IMAGE_PIXELS) return { kind: 'too-large' };
  try {
    const working = await input(bytes)
      .rotate()
      .resize({
        width: WORKING_LONG_SIDE,
        height: WORKING_LONG_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .rotate(turn)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = rawOf(working.info);
    const box = await documentBox(working.data, raw);
    const grey = sharp(working.data, { raw }).extract(box);
    // Enlarged at most twice: a page cropped to a few lines of large print needs no more.
    const target = Math.min(longSide, Math.max(box.width, box.height) * MAX_ENLARGEMENT);
    const { data, info } = await grey
      .resize({
        width: Math.round(target),
        height: Math.round(target),
        fit: 'inside',
        // A small scan is enlarged too: tesseract reads 25-pixel letters better than 10.
        withoutEnlargement: false,
        kernel: 'lanczos3',
      })
      // Grain and JPEG speckle, each of which OCR would otherwise try to read as a letter.
      .median(3)
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return { kind: 'image', png: data, width: info.width, height: info.height };
  } catch {
    return { kind: 'broken' };
  }
}

const rawOf = (info: OutputInfo) => ({
  width: info.width,
  height: info.height,
  channels: info.channels as 1 | 2 | 3 | 4,
});

/** The side of the small copy the crop is found on: noise and texture average out in it. */
const PROBE_LONG_SIDE = 800;

interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Where the document is: inside the table around it, then inside the page's white margin. */
async function documentBox(data: Buffer, raw: ReturnType<typeof rawOf>): Promise<Box> {
  const small = await sharp(data, { raw })
    .resize({ width: PROBE_LONG_SIDE, height: PROBE_LONG_SIDE, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scale = raw.width / small.info.width;
  let box: Box = { left: 0, top: 0, width: small.info.width, height: small.info.height };
  for (const background of [undefined, '#ffffff']) {
    const inner = await trimmedBox(small.data, rawOf(small.info), box, background);
    if (inner === undefined) break;
    box = inner;
  }
  // Back to the working image, with a margin of 1% so no letter on the edge is cut.
  const margin = Math.round(Math.max(raw.width, raw.height) * 0.01);
  const left = Math.max(0, Math.floor(box.left * scale) - margin);
  const top = Math.max(0, Math.floor(box.top * scale) - margin);
  return {
    left,
    top,
    width: Math.min(raw.width - left, Math.ceil(box.width * scale) + 2 * margin),
    height: Math.min(raw.height - top, Math.ceil(box.height * scale) + 2 * margin),
  };
}

async function trimmedBox(
  data: Buffer,
  raw: ReturnType<typeof rawOf>,
  within: Box,
  background: string | undefined,
): Promise<Box | undefined> {
  try {
    // sharp trims before it extracts in one pipeline: two pipelines.
    const part = await sharp(data, { raw }).extract(within).raw().toBuffer();
    const { info } = await sharp(part, {
      raw: { ...raw, width: within.width, height: within.height },
    })
      .trim({ threshold: TRIM_THRESHOLD, ...(background === undefined ? {} : { background }) })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // A crop to a speck is a blank or uniform image, not a document: keep what there was.
    if (info.width < within.width / 20 || info.height < within.height / 20) return undefined;
    return {
      left: within.left - (info.trimOffsetLeft ?? 0),
      top: within.top - (info.trimOffsetTop ?? 0),
      width: info.width,
      height: info.height,
    };
  } catch {
    return undefined;
  }
}

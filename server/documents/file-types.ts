import { fileTypeFromBuffer } from 'file-type';

/** file-type reads at most this far into a file for the formats we accept. */
export const SNIFF_BYTES = 4100;

export interface AcceptedType {
  /** Short name as Cloudinary reports it, also the extension given to downloads. */
  readonly format: string;
  readonly contentType: string;
}

interface Rule extends AcceptedType {
  /** The format's own signature at offset 0, checked as well as file-type's verdict. */
  readonly startsRight: (head: Buffer) => boolean;
}

const at = (head: Buffer, offset: number, text: string) =>
  head.subarray(offset, offset + text.length).equals(Buffer.from(text, 'latin1'));

const ISO_MEDIA = (head: Buffer) => at(head, 4, 'ftyp');

/**
 * The allow-list, keyed by the MIME type file-type reports. Everything else (SVG, HTML, archives,
 * executables, text, formats file-type does not know) is refused.
 */
const RULES: Readonly<Record<string, Rule>> = {
  'application/pdf': {
    format: 'pdf',
    contentType: 'application/pdf',
    startsRight: (head) => at(head, 0, '%PDF-'),
  },
  'image/jpeg': {
    format: 'jpg',
    contentType: 'image/jpeg',
    startsRight: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  },
  'image/png': {
    format: 'png',
    contentType: 'image/png',
    startsRight: (head) => at(head, 0, '\x89PNG\r\n\x1a\n'),
  },
  // An animated PNG is a PNG to every consumer; file-type just names it more precisely.
  'image/apng': {
    format: 'png',
    contentType: 'image/png',
    startsRight: (head) => at(head, 0, '\x89PNG\r\n\x1a\n'),
  },
  'image/gif': {
    format: 'gif',
    contentType: 'image/gif',
    startsRight: (head) => at(head, 0, 'GIF87a') || at(head, 0, 'GIF89a'),
  },
  'image/webp': {
    format: 'webp',
    contentType: 'image/webp',
    startsRight: (head) => at(head, 0, 'RIFF') && at(head, 8, 'WEBP'),
  },
  'image/tiff': {
    format: 'tiff',
    contentType: 'image/tiff',
    startsRight: (head) =>
      at(head, 0, 'II*\0') || at(head, 0, 'MM\0*') || at(head, 0, 'II+\0') || at(head, 0, 'MM\0+'),
  },
  'image/bmp': {
    format: 'bmp',
    contentType: 'image/bmp',
    startsRight: (head) => at(head, 0, 'BM'),
  },
  'image/heic': { format: 'heic', contentType: 'image/heic', startsRight: ISO_MEDIA },
  'image/heic-sequence': {
    format: 'heic',
    contentType: 'image/heic-sequence',
    startsRight: ISO_MEDIA,
  },
  'image/heif': { format: 'heif', contentType: 'image/heif', startsRight: ISO_MEDIA },
  'image/heif-sequence': {
    format: 'heif',
    contentType: 'image/heif-sequence',
    startsRight: ISO_MEDIA,
  },
  'image/avif': { format: 'avif', contentType: 'image/avif', startsRight: ISO_MEDIA },
};

/**
 * A classic TIFF's header: the byte order and 42 (`II*\0` little-endian, `MM\0*` big-endian). Its
 * first directory may lie anywhere in the file (ImageMagick writes it after the image data), past
 * the bytes sniffed, where file-type cannot follow it and names no type: the header is enough.
 */
const isTiffHeader = (head: Buffer) => at(head, 0, 'II*\0') || at(head, 0, 'MM\0*');

const TIFF = RULES['image/tiff'];

/**
 * Decides a file's type from its first bytes alone; the name and the claimed type are never read.
 * A file is accepted when file-type recognises an allowed format AND the format's signature starts
 * at byte 0, so a document with anything in front of its signature (an HTML page with "%PDF" further
 * down, say) is refused even where a lenient reader would find it (docs/decisions/007).
 */
export async function detectAcceptedType(head: Buffer): Promise<AcceptedType | undefined> {
  let mime: string | undefined;
  try {
    mime = (await fileTypeFromBuffer(head))?.mime;
  } catch {
    // A parser giving up on malformed bytes is an unknown type, not a server error.
    mime = undefined;
  }
  if (mime === undefined && isTiffHeader(head) && TIFF !== undefined) {
    return { format: TIFF.format, contentType: TIFF.contentType };
  }
  const rule = mime === undefined ? undefined : RULES[mime];
  if (rule === undefined || !rule.startsRight(head)) return undefined;
  return { format: rule.format, contentType: rule.contentType };
}

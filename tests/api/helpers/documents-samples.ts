import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/*
 * Small but real files of each kind, built as bytes so the tests need no fixtures on disk. Each
 * carries MARKER so a test can look for its plaintext in storage.
 */

export const MARKER = 'PLAINTEXT-MARKER-7f3a9c';

const ascii = (text: string) => Buffer.from(text, 'latin1');

export function pdf(extra: Buffer = Buffer.alloc(0)): Buffer {
  return Buffer.concat([
    ascii(
      '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
        '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
        `% ${MARKER}\n`,
    ),
    extra,
    ascii('\ntrailer <</Root 1 0 R>>\n%%EOF\n'),
  ]);
}

/** A PDF of exactly `bytes` bytes (at least ~170) with random content, to span many encryption records. */
export function largePdf(bytes: number): Buffer {
  const frame = pdf().length;
  return pdf(randomBytes(Math.max(0, bytes - frame)));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([ascii(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 grey PNG with the marker in a text chunk. */
export function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    ascii('\x89PNG\r\n\x1a\n'),
    pngChunk('IHDR', header),
    pngChunk('tEXt', ascii(`Comment\0${MARKER}`)),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export function jpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    ascii('JFIF\0'),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
    Buffer.from([0xff, 0xfe, 0x00, MARKER.length + 2]),
    ascii(MARKER),
    Buffer.from([0xff, 0xd9]),
  ]);
}

export function gif(trailer = ''): Buffer {
  return Buffer.concat([
    ascii('GIF89a'),
    Buffer.from([1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff]),
    Buffer.from([0x21, 0xfe, MARKER.length]),
    ascii(MARKER),
    Buffer.from([0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b]),
    ascii(trailer),
  ]);
}

export function webp(): Buffer {
  const body = Buffer.concat([
    ascii('WEBPVP8L'),
    Buffer.from([MARKER.length, 0, 0, 0]),
    ascii(MARKER),
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([ascii('RIFF'), size, body]);
}

export function tiff(): Buffer {
  // Little-endian header, one IFD with a single ImageWidth entry.
  const ifd = Buffer.alloc(2 + 12 + 4);
  ifd.writeUInt16LE(1, 0);
  ifd.writeUInt16LE(256, 2);
  ifd.writeUInt16LE(3, 4);
  ifd.writeUInt32LE(1, 6);
  ifd.writeUInt16LE(1, 10);
  return Buffer.concat([ascii('II*\0'), Buffer.from([8, 0, 0, 0]), ifd, ascii(MARKER)]);
}

/**
 * A TIFF as ImageMagick writes it: the header, then the image's bytes, then its first directory,
 * past the bytes a type is sniffed from (issue 52). Little- or big-endian.
 */
export function tiffDirectoryLast(order: 'II' | 'MM'): Buffer {
  const data = Buffer.alloc(8192, 0x7f);
  const ifdAt = 8 + data.length;
  const header = Buffer.alloc(8);
  const ifd = Buffer.alloc(2 + 12 + 4);
  if (order === 'II') {
    header.write('II*\0', 0, 'latin1');
    header.writeUInt32LE(ifdAt, 4);
    ifd.writeUInt16LE(1, 0);
    ifd.writeUInt16LE(256, 2);
    ifd.writeUInt16LE(3, 4);
    ifd.writeUInt32LE(1, 6);
    ifd.writeUInt16LE(1, 10);
  } else {
    header.write('MM\0*', 0, 'latin1');
    header.writeUInt32BE(ifdAt, 4);
    ifd.writeUInt16BE(1, 0);
    ifd.writeUInt16BE(256, 2);
    ifd.writeUInt16BE(3, 4);
    ifd.writeUInt32BE(1, 6);
    ifd.writeUInt16BE(1, 8);
  }
  return Buffer.concat([header, data, ifd, ascii(MARKER)]);
}

export function bmp(): Buffer {
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + 4 + MARKER.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(1, 18);
  header.writeInt32LE(1, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  return Buffer.concat([header, Buffer.from([0, 0, 0, 0]), ascii(MARKER)]);
}

function isoMedia(brand: string): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(brand, 8, 'latin1');
  ftyp.write('mif1', 16, 'latin1');
  ftyp.write(brand, 20, 'latin1');
  return Buffer.concat([ftyp, ascii(MARKER)]);
}

export const heic = () => isoMedia('heic');
export const avif = () => isoMedia('avif');

// Refused kinds.
export const svg = () =>
  ascii(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert('${MARKER}')</script></svg>`);
export const html = () => ascii(`<!doctype html><html><body><script>alert('${MARKER}')</script>`);
export const text = () => ascii(`Just some words, ${MARKER}, nothing more.\n`);
export const elf = () =>
  Buffer.concat([ascii('\x7fELF\x02\x01\x01\0'), Buffer.alloc(56), ascii(MARKER)]);
export const exe = () => Buffer.concat([ascii('MZ'), Buffer.alloc(62), ascii(MARKER)]);

export function zip(): Buffer {
  const name = ascii('w2.pdf');
  const data = ascii(MARKER);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(crc32(data), 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, data]);
}

/** An HTML page with a PDF signature further in: lenient PDF readers would open it. */
export const htmlThenPdf = () => Buffer.concat([html(), ascii('\n'), pdf()]);

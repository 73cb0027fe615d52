const MAX_NAME_LENGTH = 120;

/**
 * The visitor's file name as kept in the metadata and returned as `original_filename`: without any
 * folder part, control or invisible formatting characters (which include the right-to-left override
 * used to disguise extensions), and, as Cloudinary does, without its extension, since the
 * detected format supplies the real one.
 */
export function cleanOriginalFilename(raw: string | undefined): string {
  const base = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const visible = base.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '').trim();
  const dot = visible.lastIndexOf('.');
  const stem = (dot > 0 ? visible.slice(0, dot) : visible).replace(/^[.\s]+/, '').trim();
  const short = Array.from(stem).slice(0, MAX_NAME_LENGTH).join('').trim();
  return short === '' ? 'document' : short;
}

// RFC 5987 attr-char: everything else is percent-encoded.
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * An attachment header for `stem.format`: a plain ASCII fallback for old clients and the exact
 * name as RFC 5987 `filename*`, which every current browser prefers.
 */
export function attachmentDisposition(stem: string, format: string): string {
  const name = `${stem}.${format}`;
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

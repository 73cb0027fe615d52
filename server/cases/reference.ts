import { randomBytes } from 'node:crypto';

/**
 * Case references: `QR-` and three groups of four Crockford base32 characters, 60 random bits
 * (docs/back-office.md, "Cases and references"), for example `QR-7K3M-92XD-PQ4T`. Crockford's alphabet
 * leaves out I, L, O and U, so a reference read aloud or copied by hand survives the usual slips.
 */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const GROUPS = 3;
const GROUP_LENGTH = 4;
const LENGTH = GROUPS * GROUP_LENGTH;
const PREFIX = 'QR';

/** The canonical form, for checks: `QR-XXXX-XXXX-XXXX`. */
export const REFERENCE_PATTERN =
  /^QR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

function format(body: string): string {
  const groups: string[] = [];
  for (let i = 0; i < LENGTH; i += GROUP_LENGTH) groups.push(body.slice(i, i + GROUP_LENGTH));
  return `${PREFIX}-${groups.join('-')}`;
}

/** A new random reference: 60 bits from the system's CSPRNG, 5 bits per character. */
export function newReference(): string {
  // 8 random bytes, of which the low 60 bits are used.
  const bits = randomBytes(8).readBigUInt64BE() & ((1n << 60n) - 1n);
  let body = '';
  for (let i = LENGTH - 1; i >= 0; i -= 1) {
    body += CROCKFORD[Number((bits >> BigInt(i * 5)) & 31n)];
  }
  return format(body);
}

// Crockford's reading of the look-alikes.
const ALIASES: Record<string, string> = { O: '0', I: '1', L: '1' };

/**
 * What a person typed, as a canonical reference: any case, spaces and dashes anywhere, O read as
 * 0 and I or L as 1, with or without the `QR` prefix. Undefined when it cannot be one.
 */
export function normalizeReference(input: string): string | undefined {
  if (input.length > 64) return undefined;
  let text = input.toUpperCase().replace(/[\s\-‐-―−]/g, '');
  // The prefix is taken off before the look-alikes are read: "QR" itself has none.
  if (text.length === PREFIX.length + LENGTH && text.startsWith(PREFIX)) {
    text = text.slice(PREFIX.length);
  }
  if (text.length !== LENGTH) return undefined;
  let body = '';
  for (const char of text) {
    const read = ALIASES[char] ?? char;
    if (!CROCKFORD.includes(read)) return undefined;
    body += read;
  }
  return format(body);
}

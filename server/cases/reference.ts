import { randomBytes } from 'node:crypto';
import { CROCKFORD } from '../../app/cases/reference-format';

/**
 * Case references, drawn and read here: 60 random bits in the form app/cases/reference-format.ts
 * gives (`QR-7K3M-92XD-PQ4T`).
 */

const GROUPS = 3;
const GROUP_LENGTH = 4;
const LENGTH = GROUPS * GROUP_LENGTH;
const PREFIX = 'QR';

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

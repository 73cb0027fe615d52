import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/**
 * scrypt with OWASP's r=8, p=3 and N = 2^cost, the cost set by STAFF_PASSWORD_COST: 15 by default
 * (32 MiB per hash, not 128 as at N=2^17); the tests lower it to spend less time hashing.
 */
const R = 8;
const P = 3;
const KEY_LENGTH = 32;

/** scrypt needs 128 · N · r bytes; twice that is allowed. */
const maxmemFor = (n: number) => 256 * n * R;

export const MIN_PASSWORD_LENGTH = 12;

let common: Set<string> | undefined;

/** Whether the password is among the 10,000 most common (compared in lower case). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common.has(password.toLowerCase());
}

/**
 * `scrypt$N$r$p$salt$hash`, base64: the parameters travel with the hash, so the cost can change
 * and every stored hash still verifies.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const hash = await scryptAsync(password.normalize('NFC'), salt, KEY_LENGTH, {
    N,
    r: R,
    p: P,
    maxmem: maxmemFor(N),
  });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(
    password.normalize('NFC'),
    Buffer.from(salt, 'base64'),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: maxmemFor(Number(n)),
    },
  );
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of nothing anyone knows, at the accounts' cost: checked when there is no account, so
 * timing tells nothing.
 */
const decoys = new Map<number, Promise<string>>();
export function decoyHash(cost: number): Promise<string> {
  let decoy = decoys.get(cost);
  if (decoy === undefined) {
    decoy = hashPassword(randomBytes(16).toString('hex'), cost);
    decoys.set(cost, decoy);
  }
  return decoy;
}

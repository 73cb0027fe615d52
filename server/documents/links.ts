import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_PATHS } from '../../app/site/api-paths';

export type LinkCheck = 'valid' | 'invalid' | 'expired';

function mac(key: Buffer, id: string, expires: number): Buffer {
  // Versioned and delimited so no other signed string can ever be read as (id, expiry).
  return createHmac('sha256', key).update(`quickrefund-link-v1\n${id}\n${expires}`).digest();
}

/**
 * Signed, expiring download links: HMAC-SHA256 over the document id and the expiry time, with the
 * newest of the link-signing keys; a link signed by any key of the list is taken, so a rotation
 * (decision 085) spoils no link given out before it, as long as the older key stays listed.
 */
export class LinkSigner {
  constructor(
    /** Newest first: LINK_SIGNING_KEY or link-signing.key. */
    private readonly keys: readonly Buffer[],
    private readonly ttlSeconds: number,
  ) {
    if (keys.length === 0) throw new Error('links need at least one signing key');
  }

  /** Path and query of a link valid for the configured time from `nowMs`. */
  sign(id: string, nowMs: number = Date.now()): string {
    const expires = Math.floor(nowMs / 1000) + this.ttlSeconds;
    const signature = mac(this.keys[0] as Buffer, id, expires).toString('base64url');
    return `${API_PATHS.documents}${id}?expires=${expires}&signature=${signature}`;
  }

  check(id: string, expires: unknown, signature: unknown, nowMs: number = Date.now()): LinkCheck {
    if (typeof expires !== 'string' || typeof signature !== 'string') return 'invalid';
    if (!/^[0-9]{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return 'invalid';
    const given = Buffer.from(signature, 'base64url');
    // Constant time, so the response time says nothing about how much of a forgery was right.
    const holds = this.keys.some((key) => {
      const expected = mac(key, id, Number(expires));
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
    if (!holds) return 'invalid';
    return Number(expires) * 1000 < nowMs ? 'expired' : 'valid';
  }
}

import { randomBytes } from 'node:crypto';

/** A fresh nonce for one answer's Content-Security-Policy and the inline code it lets run. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

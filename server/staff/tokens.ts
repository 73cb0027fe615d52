import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: session cookies, enrolment links, form tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: a leaked table signs nobody in. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

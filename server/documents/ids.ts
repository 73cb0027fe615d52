import { randomBytes } from 'node:crypto';

/** 128 random bits, base64url: unguessable, and safe as a file name and an S3 key. */
export function newDocumentId(): string {
  return randomBytes(16).toString('base64url');
}

export function isDocumentId(value: string): boolean {
  return /^[A-Za-z0-9_-]{22}$/.test(value);
}

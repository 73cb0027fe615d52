import { Secret, TOTP } from 'otpauth';

/**
 * The six-digit code an authenticator app shows for a staff account's setup key at `timestamp`
 * (SHA-1, 30-second steps): the API tests and the browser tests sign in with it.
 */
export function codeFor(secret: string, timestamp = Date.now()): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp });
}

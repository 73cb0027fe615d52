import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** Standard TOTP (RFC 6238) as every authenticator app reads it: SHA-1, 6 digits, 30 s. */
const PERIOD = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label: string, issuer: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * The time step a code belongs to (this one or its neighbour either side, for clocks a little
 * apart), or null when it is not a current code. The caller refuses a step already used.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret, '', '').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** The otpauth:// address and its QR code as inline SVG (nothing fetched from anywhere). */
export async function totpQrSvg(secret: string, label: string, issuer: string): Promise<string> {
  const uri = totp(secret, label, issuer).toString();
  return QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

/** Ten single-use recovery codes, `xxxxx-xxxxx` in Crockford base32, lower case (50 random bits each). */
export function newRecoveryCodes(): string[] {
  const alphabet = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford's 32: no bias from %
  return Array.from({ length: 10 }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** How a recovery code is compared: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

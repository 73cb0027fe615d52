import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DocumentIntegrityError, UnknownKeyError } from './crypto';
import { DocumentKeyring } from './keyring';
import { openField, sealField } from './sealed-field';

describe('a sealed field (decision 113)', () => {
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  const before = new DocumentKeyring([oldKey]);
  const after = new DocumentKeyring([newKey, oldKey]);
  const place = 'return_details.account 0b5c3c3e-1d8e-4a51-9a43-5a8f4d0f6f01';

  it('opens with the key that sealed it, after a rotation too, and says which key that was', () => {
    const sealed = sealField(before, place, '021000021 000123456789');
    expect(sealed.includes(Buffer.from('000123456789'))).toBe(false);
    expect(sealed.subarray(0, 4).toString('latin1')).toBe('QRF1');
    expect(openField(before, place, sealed)).toEqual({
      plaintext: '021000021 000123456789',
      sealedWithNewest: true,
    });
    expect(openField(after, place, sealed).sealedWithNewest).toBe(false);
    expect(openField(after, place, sealField(after, place, 'x')).sealedWithNewest).toBe(true);
    // Two seals of one value differ (a fresh salt and nonce each).
    expect(sealField(before, place, 'x').equals(sealField(before, place, 'x'))).toBe(false);
  });

  it('refuses a value moved to another place, altered, cut, or sealed with a key gone', () => {
    const sealed = sealField(before, place, '123456');
    expect(() => openField(before, 'return_details.ip_pin other', sealed)).toThrow(
      DocumentIntegrityError,
    );
    const altered = Buffer.from(sealed);
    altered[altered.length - 20] = (altered[altered.length - 20] ?? 0) ^ 1;
    expect(() => openField(before, place, altered)).toThrow(DocumentIntegrityError);
    expect(() => openField(before, place, sealed.subarray(0, 30))).toThrow(DocumentIntegrityError);
    expect(() => openField(new DocumentKeyring([newKey]), place, sealed)).toThrow(UnknownKeyError);
    // A Uint8Array from the database driver reads the same as a Buffer.
    expect(openField(before, place, new Uint8Array(sealed)).plaintext).toBe('123456');
  });
});

import { REFERENCE_PATTERN } from '../../app/cases/reference-format';

/** A case reference anywhere in a text (the canonical form without its anchors). */
const ANY_REFERENCE = new RegExp(REFERENCE_PATTERN.source.slice(1, -1), 'g');

/**
 * An e-mail as the tests search it for words it must never carry (a document's name, a reply):
 * without what is drawn at random and could spell one by chance (`QR-RTDW-2R2M-MFEE` holds "W-2"),
 * that is the case references, the sign-in link tokens, and the Message-ID header.
 */
export function withoutRandomParts(mail: string): string {
  return mail
    .replace(/^Message-ID:.*$/gim, '')
    .replace(ANY_REFERENCE, 'QR-REFERENCE')
    .replace(/\/case\/open\/[A-Za-z0-9_-]{43}/g, '/case/open/TOKEN');
}

/**
 * The form of a case reference, for the browser and the server alike: `QR-` and three groups of
 * four Crockford base32 characters (docs/back-office.md, "Cases and references"), for example
 * `QR-7K3M-92XD-PQ4T`. Crockford's alphabet leaves out I, L, O and U, so a reference read aloud
 * or copied by hand survives the usual slips. The references are drawn by
 * server/cases/reference.ts; the database checks the same form (migration 2's CHECK).
 */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The canonical form, for checks: `QR-XXXX-XXXX-XXXX`. */
export const REFERENCE_PATTERN =
  /^QR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

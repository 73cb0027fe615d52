import { describe, expect, it } from 'vitest';
import { en } from '../../app/copy/en';
import { es } from '../../app/copy/es';
import { checkContact, CONTACT_LIMITS } from './validate';

const GOOD = {
  name: 'Ana Lopez',
  email: 'ana@example.com',
  message: 'When will my refund arrive?',
};

describe('checkContact (the contact schema)', () => {
  it('keeps the three fields, trimmed, and drops the rest', () => {
    const checked = checkContact({ ...GOOD, name: '  Ana Lopez ', website: '', extra: 'x' });
    expect(checked).toEqual({ ok: true, values: GOOD });
  });

  it('answers the first refusal in a fixed order, whatever order the fields came in', () => {
    const forward = checkContact({ name: '', email: 'nope', message: '' });
    const backward = checkContact({ message: '', email: 'nope', name: '' });
    expect(forward).toEqual(backward);
    expect(forward).toMatchObject({
      ok: false,
      refusal: { status: 400, code: 'name_required', field: 'name' },
    });
    // The trap comes before every field, and names none.
    expect(checkContact({ website: 'http://spam', name: '' })).toMatchObject({
      ok: false,
      refusal: { code: 'automated', field: null, message: en.contact.errors.trap },
    });
  });

  it.each([
    ['a name that is not text', { ...GOOD, name: 42 }, 'name_required', 'name'],
    ['a name of spaces', { ...GOOD, name: '   ' }, 'name_required', 'name'],
    [
      'a name too long',
      { ...GOOD, name: 'a'.repeat(CONTACT_LIMITS.name + 1) },
      'name_too_long',
      'name',
    ],
    ['an e-mail in a list', { ...GOOD, email: ['ana@example.com'] }, 'email_required', 'email'],
    ['an e-mail with no domain', { ...GOOD, email: 'ana@' }, 'email_invalid', 'email'],
    [
      'an e-mail too long (not also checked for its form)',
      { ...GOOD, email: `${'a'.repeat(CONTACT_LIMITS.email)}@x` },
      'email_too_long',
      'email',
    ],
    ['a message that is null', { ...GOOD, message: null }, 'message_required', 'message'],
    [
      'a message too long',
      { ...GOOD, message: '😀'.repeat(CONTACT_LIMITS.message + 1) },
      'message_too_long',
      'message',
    ],
  ])('%s → %s', (_what, input, code, field) => {
    expect(checkContact(input)).toMatchObject({ ok: false, refusal: { status: 400, code, field } });
  });

  it('a message of exactly the limit in characters (not UTF-16 units) is kept', () => {
    const message = '😀'.repeat(CONTACT_LIMITS.message);
    expect(checkContact({ ...GOOD, message })).toEqual({ ok: true, values: { ...GOOD, message } });
  });

  it("says each refusal in the catalogue's language", () => {
    expect(checkContact({ ...GOOD, email: 'x' }, es)).toMatchObject({
      ok: false,
      refusal: { code: 'email_invalid', message: es.contact.errors.emailInvalid },
    });
    expect(es.contact.errors.emailInvalid).not.toBe(en.contact.errors.emailInvalid);
  });
});

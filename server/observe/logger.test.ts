import { describe, expect, it } from 'vitest';
import { captureLogs, LEVEL } from '../../tests/api/helpers/logs';
import { errorFields, lineLogger, withoutEmails } from './logger';

describe('what the log keeps of a line', () => {
  it('replaces every e-mail address', () => {
    expect(
      withoutEmails('550 5.1.1 <ana.lopez+w2@mail.example.com>: Recipient address rejected'),
    ).toBe('550 5.1.1 <[e-mail]>: Recipient address rejected');
    expect(withoutEmails('to a@b.co and c_d@e.org.')).toBe('to [e-mail] and [e-mail].');
    expect(withoutEmails('no address @ all, user@localhost')).toBe(
      'no address @ all, user@localhost',
    );
  });

  it("keeps an error's kind, code, message and stack, and none of its other properties", () => {
    const error = Object.assign(new Error('duplicate key for ana@example.com'), {
      code: '23505',
      detail: 'Key (email)=(ana@example.com) already exists.',
    });
    const fields = errorFields(error);
    expect(Object.keys(fields)).toEqual(['type', 'code', 'message', 'stack']);
    expect(fields).toMatchObject({ type: 'Error', code: '23505' });
    expect(JSON.stringify(fields)).not.toContain('ana@example.com');
    expect(fields.stack).toMatch(/^Error: duplicate key for \[e-mail\]\n\s+at /);
  });

  it('writes a line at warn unless told, with the error given', async () => {
    const captured = await captureLogs();
    const log = lineLogger(captured.logger);
    log('Mail 3 not sent: <bo@example.com> refused');
    log('documents: stored', { level: 'info' });
    log('GET /x failed', { level: 'error', error: new Error('boom') });
    expect(captured.records().map((r) => [r.level, r.msg])).toEqual([
      [LEVEL.warn, 'Mail 3 not sent: <[e-mail]> refused'],
      [LEVEL.info, 'documents: stored'],
      [LEVEL.error, 'GET /x failed'],
    ]);
    expect(captured.records()[2]?.err).toMatchObject({ message: 'boom' });
  });
});

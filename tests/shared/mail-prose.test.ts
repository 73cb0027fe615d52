import { describe, expect, it } from 'vitest';
import { withoutRandomParts } from './mail-prose';

describe('withoutRandomParts', () => {
  it('drops the references, link tokens and Message-ID, and keeps every other word', () => {
    const mail = [
      'Message-ID: <a-W-2@example.com>',
      'Subject: We need documents for your case QR-RTDW-2R2M-MFEE',
      'http://localhost:3000/case/open/eENBE5oykP9zQCdctVBgryuqtuR2gqNW-2Xizwg-7gA',
      'Your W-2 from Acme',
    ].join('\r\n');
    const prose = withoutRandomParts(mail);
    expect(prose.match(/W-2/g)).toEqual(['W-2']);
    expect(prose).toContain('Your W-2 from Acme');
    expect(prose).toContain('case QR-REFERENCE');
    expect(prose).toContain('/case/open/TOKEN');
  });
});

import { describe, expect, it } from 'vitest';
import { bigPost } from './helpers/big-post';
import { openCase } from './helpers/case-work';
import { ENGINES } from './helpers/engines';
import { useOffice } from './helpers/office-server';
import { csrfToken, signedInStaff } from './helpers/staff-client';

// The signing forms' bodies (issue 52): a multipart body of junk was read to its end before its
// 400 (1 GiB in 9.7 s), and "Send for signature" with 5,000 small parts ended in a connection reset.
// They now have the upload's caps and limits, and its lingering close: the answer comes before
// the body's end, whatever the body holds.

const JUNK = 'multipart/form-data; boundary=----never-in-the-body';
const GIB = 1024 * 1024 * 1024;

function manyParts(csrf: string, count: number): { body: string; type: string } {
  const boundary = '----many-parts';
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body =
    part('csrf', csrf) +
    Array.from({ length: count }, (_, n) => part(`p${n}`, 'x')).join('') +
    `--${boundary}--\r\n`;
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

for (const engine of ENGINES) {
  describe(`the signing forms' bodies on ${engine}`, { timeout: 120_000 }, () => {
    const office = useOffice(engine, { CONTACT_RATE_LIMIT: '1000' });

    it('a client\'s "Send signed form" of junk, declared or chunked: refused long before its end', async () => {
      const server = office();
      const { cookie } = await openCase(server.url, '198.51.100.61', 'Junk');
      for (const mode of ['declared', 'chunked'] as const) {
        const answer = await bigPost(server.url, '/case/signing/paper', {
          mode,
          contentType: JUNK,
          bytes: GIB,
          headers: { Cookie: cookie, Origin: server.url },
        });
        // Chunked, a form post of unknown length is refused before it is read (411).
        expect(answer.status, mode).toBe(mode === 'declared' ? 413 : 411);
        // The cap: two files' room at most (20 MiB each) and the read-past bound behind it.
        expect(answer.sent, mode).toBeLessThan(200 * 1024 * 1024);
      }
    });

    it('staff\'s "Send for signature" of junk: 413 before its end; 5,000 small parts: an answer, not a reset', async () => {
      const server = office();
      const { reference } = await openCase(server.url, '198.51.100.62', 'Parts');
      const staff = await signedInStaff(server, `parts-${engine}@example.com`);
      const page = await staff.get(`/staff/cases/${reference}`);
      const headers = { Cookie: staff.cookieHeader(), Origin: server.url };
      for (const mode of ['declared', 'chunked'] as const) {
        const answer = await bigPost(server.url, `/staff/cases/${reference}/signing`, {
          mode,
          contentType: JUNK,
          bytes: GIB,
          headers,
        });
        // With no form token in it the post is a forgery's (403), chunked refused unread (411):
        // either way an answer, long before the body's end.
        expect(answer.status, mode).toBe(mode === 'declared' ? 403 : 411);
        expect(answer.sent, mode).toBeLessThan(200 * 1024 * 1024);
      }
      const many = manyParts(csrfToken(page.html), 5000);
      const response = await fetch(`${server.url}/staff/cases/${reference}/signing`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...headers, 'Content-Type': many.type },
        body: many.body,
      });
      expect([400, 413]).toContain(response.status);
      expect(await response.text()).toContain('Return for signature');
    });
  });
}

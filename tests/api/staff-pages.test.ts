/** The staff pages: signed-out visitors, forms from elsewhere, error pages. */
import { describe, expect, it } from 'vitest';
import { sendContactForm } from '../shared/contact-form';
import { ENGINES } from './helpers/engines';
import { csrfToken, StaffClient } from './helpers/staff-client';
import { client, db, enrolled, server, signedIn, useStaffOffice } from './helpers/staff-office';

for (const engine of ENGINES) {
  describe(`staff back office on ${engine}`, () => {
    useStaffOffice(engine);

    it('every staff URL sends a signed-out visitor to sign-in', async () => {
      for (const path of [
        '/staff',
        '/staff/cases',
        '/staff/messages',
        '/staff/messages/1',
        '/staff/audit',
        '/staff/nowhere',
      ]) {
        const answer = await client().get(path);
        expect(answer.status, path).toBe(303);
        expect(answer.response.headers.get('location'), path).toBe(
          path === '/staff' ? '/staff/sign-in' : '/staff/sign-in',
        );
      }
      const page = await client().get('/staff/sign-in');
      expect(page.html).toContain('<h1>Staff sign-in</h1>');
      expect(page.response.headers.get('cache-control')).toBe('no-store');
    });

    it('refuses a form posted from another site, and one without the session token', async () => {
      const { secret } = await enrolled('csrf@example.com', true);
      const { browser } = await signedIn('csrf@example.com', secret);
      const sent = await sendContactForm(
        server.url,
        { name: 'Csrf', email: 'c@example.com', message: 'A message for the forms from elsewhere' },
        { headers: { 'X-Forwarded-For': '192.0.2.77' } },
      );
      expect(sent.status).toBe(200);
      const { id } = await db()
        .selectFrom('contact_messages')
        .select('id')
        .where('message', '=', 'A message for the forms from elsewhere')
        .executeTakeFirstOrThrow();
      const list = await browser.get('/staff/messages');
      const token = csrfToken(list.html);
      const crossSite = await browser.post(
        `/staff/messages/${id}/handled`,
        { csrf: token },
        { Origin: 'https://evil.example' },
      );
      expect(crossSite.status).toBe(403);
      expect(crossSite.html).toContain('sent from another site');
      const noToken = await browser.post(`/staff/messages/${id}/handled`, { csrf: 'guess' });
      expect(noToken.status).toBe(403);
      // "Mark read" is guarded the same way.
      const readCrossSite = await browser.post(
        `/staff/messages/${id}/read`,
        { csrf: token },
        { Origin: 'https://evil.example' },
      );
      expect(readCrossSite.status).toBe(403);
      const readNoToken = await browser.post(`/staff/messages/${id}/read`, { csrf: 'guess' });
      expect(readNoToken.status).toBe(403);
      expect(readNoToken.html).toContain('sent from another site');
      const row = await db()
        .selectFrom('contact_messages')
        .select(['handled_at', 'read_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ handled_at: null, read_at: null });
      const good = await browser.post(`/staff/messages/${id}/handled`, {
        csrf: token,
        back: '/staff/messages',
      });
      expect(good.status).toBe(303);
      const after = await db()
        .selectFrom('contact_messages')
        .select(['handled_at', 'read_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(after.handled_at).not.toBeNull();
      // A message handled has been read.
      expect(after.read_at).toEqual(after.handled_at);
    });

    it('a staff error is a page in the staff layout with its status, never JSON', async () => {
      const { secret } = await enrolled('errors@example.com');
      const { browser } = await signedIn('errors@example.com', secret);
      const csrf = csrfToken((await browser.get('/staff/cases')).html);
      /** An answer that is a whole staff page: HTML, the staff navigation, the heading. */
      const expectPage = (
        answer: Awaited<ReturnType<StaffClient['get']>>,
        status: number,
        heading: string,
      ) => {
        expect(answer.status, heading).toBe(status);
        expect(answer.response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(answer.response.headers.get('cache-control')).toBe('no-store');
        expect(answer.html).toMatch(/^<!DOCTYPE html>/);
        expect(answer.html).toContain('<nav aria-label="Staff"');
        expect(answer.html).toContain(`<h1>${heading}</h1>`);
      };
      // No such message, whatever the id looks like (one past the integer key was a 503).
      for (const id of ['2147483000', '2147483648', '9999999999', 'abc', '0']) {
        expectPage(await browser.get(`/staff/messages/${id}`), 404, 'Message not found');
      }
      expectPage(
        await browser.post('/staff/messages/2147483000/read', { csrf }),
        404,
        'Message not found',
      );
      expectPage(
        await browser.post('/staff/messages/9999999999/handled', { csrf }),
        404,
        'Message not found',
      );
      // A page cursor it cannot use is the first page.
      expectPage(await browser.get('/staff/messages?before=9999999999'), 200, 'Messages');
      // No such case.
      expectPage(await browser.get('/staff/cases/QR-0000-0000-0000'), 404, 'Case not found');
      expectPage(await browser.get('/staff/cases/not-a-reference'), 404, 'Case not found');
      expectPage(
        await browser.post('/staff/cases/QR-0000-0000-0000', {
          csrf,
          status: 'filed',
          note: '',
          estimate: '',
        }),
        404,
        'Case not found',
      );
      // A method a screen does not take: 405 with Allow.
      const posted = await browser.post('/staff/cases', { csrf });
      expectPage(posted, 405, 'Method not allowed');
      expect(posted.response.headers.get('allow')).toBe('GET, HEAD');
      const deleted = await browser.request('DELETE', '/staff/messages/1');
      expectPage(deleted, 405, 'Method not allowed');
      expect(deleted.response.headers.get('allow')).toBe('GET, HEAD');
      const getSignOut = await browser.get('/staff/sign-out');
      expectPage(getSignOut, 405, 'Method not allowed');
      expect(getSignOut.response.headers.get('allow')).toBe('POST');
      // A page no screen has.
      expectPage(await browser.get('/staff/nowhere'), 404, 'Page not found');
    });

    // Last in the file: their many audit entries would push older ones off the audit page's
    // first page, which the Messages test reads.
  });
}

import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, usePlaces } from './helpers/engines';
import { type OfficeServer, useOffice, withTwoOffices } from './helpers/office-server';
import { seedCase } from './helpers/seed-case';
import { TRACKED_CASE } from '../../app/cases/tracked';

const NOT_FOUND = 'We could not find that reference. Check it and try again.';
// Digits 0 and 1 in every group, so that O, I and L have something to stand for.
const REFERENCE = 'QR-0A1B-10CD-E0F1';

let client = 0;
/** A client address of its own per call (TRUST_PROXY): one test's lookups spare the others'. */
function newClient(): string {
  client += 1;
  return `203.0.113.${client}`;
}

async function track(
  server: OfficeServer,
  body: unknown,
  from: string,
  type = 'application/json',
  cookie?: string,
) {
  const response = await fetch(`${server.url}/api/track`, {
    method: 'POST',
    headers: {
      'Content-Type': type,
      'X-Forwarded-For': from,
      ...(cookie === undefined ? {} : { Cookie: cookie }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown> & {
      error?: { code: string; message: string };
    },
  };
}

for (const engine of ENGINES) {
  describe(`the Refund Tracker's lookup on ${engine}`, () => {
    const server = useOffice(engine, { TRUST_PROXY: 'true' });

    /** The case's id, for a cookie of the browser that holds it. */
    let seededId = '';

    beforeAll(async () => {
      const db = server().app.office.database.db;
      const day = (n: number) => new Date(Date.UTC(2026, 10, n, 15));
      ({ id: seededId } = await seedCase(db, {
        reference: REFERENCE,
        status: 'filed',
        estimatedRefundCents: 412_550,
        events: [
          { kind: 'document', at: day(2) },
          { kind: 'message', at: day(3) },
          { kind: 'status', status: 'in_review', at: day(4) },
          { kind: 'status', status: 'filed', note: 'Sent to the IRS today.', at: day(9) },
        ],
      }));
    }, 60_000);

    /** The Cookie header of a browser holding the case `caseId` (its case cookie). */
    function holderOf(caseId: string): string {
      return server().app.office.cases.cookieFor(caseId, false).split(';')[0] ?? '';
    }

    it('answers a found case with its status, progress and activity, newest first, and the estimated refund staff set', async () => {
      const answer = await track(server(), { reference: REFERENCE }, newClient());
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(TRACKED_CASE.safeParse(answer.body).success).toBe(true);
      expect(answer.body).toEqual({
        reference: REFERENCE,
        status: 'filed',
        label: 'Filed with the IRS',
        progress: 60,
        // BACKOFFICE.md: the expected refund when staff set one, to whoever has the reference.
        estimatedRefundCents: 412_550,
        activity: [
          {
            at: '2026-11-09T15:00:00.000Z',
            kind: 'status',
            status: 'filed',
            note: 'Sent to the IRS today.',
          },
          { at: '2026-11-04T15:00:00.000Z', kind: 'status', status: 'in_review', note: null },
          { at: '2026-11-03T15:00:00.000Z', kind: 'message', status: null, note: null },
          { at: '2026-11-02T15:00:00.000Z', kind: 'document', status: null, note: null },
        ],
      });
    });

    it('shows the estimated refund to the browser that holds the case, and to any other', async () => {
      const holder = await track(
        server(),
        { reference: REFERENCE },
        newClient(),
        'application/json',
        holderOf(seededId),
      );
      expect(holder.status).toBe(200);
      expect(holder.body.estimatedRefundCents).toBe(412_550);
      const other = await seedCase(server().app.office.database.db, {});
      const elsewhere = await track(
        server(),
        { reference: REFERENCE },
        newClient(),
        'application/json',
        holderOf(other.id),
      );
      expect(elsewhere.body.estimatedRefundCents).toBe(412_550);
      const forged = await track(
        server(),
        { reference: REFERENCE },
        newClient(),
        'application/json',
        `qr_case=${seededId}`,
      );
      expect(forged.body.estimatedRefundCents).toBe(412_550);
    });

    it('answers a closed case with no progress: it ended without a refund', async () => {
      const closed = await seedCase(server().app.office.database.db, {
        status: 'closed',
        events: [{ kind: 'status', status: 'closed', note: 'No refund is due this year.' }],
      });
      const answer = await track(server(), { reference: closed.reference }, newClient());
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        status: 'closed',
        label: 'Closed',
        progress: null,
        estimatedRefundCents: null,
      });
    });

    it.each([
      ['lower case', 'qr-0a1b-10cd-e0f1'],
      ['spaces for dashes', ' QR 0A1B 10CD E0F1 '],
      ['no dashes, no prefix', '0a1b10cde0f1'],
      ['O for 0', 'QR-OA1B-1OCD-EOF1'],
      ['I and L for 1', 'QR-0AIB-l0CD-E0FL'],
      ['all of it at once', 'qr oaib-lo cd-eofi'],
    ])('finds the case typed with %s (%s)', async (_how, typed) => {
      const answer = await track(server(), { reference: typed }, newClient());
      expect(answer.status).toBe(200);
      expect(answer.body.reference).toBe(REFERENCE);
    });

    it.each([
      ['an unknown reference', 'QR-0A1B-10CD-E0F2'],
      ['what cannot be a reference', 'QR-0A1B-10CD'],
      ['an empty one', ''],
    ])('answers %s with 404 and the plain sentence', async (_what, typed) => {
      const answer = await track(server(), { reference: typed }, newClient());
      expect(answer.status).toBe(404);
      expect(answer.body.error).toEqual({ code: 'not_found', message: NOT_FOUND });
    });

    it('refuses a body that is no lookup: 400, 413 and 415', async () => {
      const from = newClient();
      for (const body of ['{"reference": ', '[]', '{}', '{"reference": 42}', 'null']) {
        const answer = await track(server(), body, from);
        expect(answer.status, body).toBe(400);
        expect(answer.body.error?.message).toContain('Send the reference as JSON');
      }
      const huge = await track(server(), { reference: 'x'.repeat(5000) }, from);
      expect(huge.status).toBe(413);
      const form = await track(server(), 'reference=QR', from, 'application/x-www-form-urlencoded');
      expect(form.status).toBe(415);
      // None of them counted as a lookup: the client still has all ten.
      for (let i = 0; i < 10; i += 1) {
        expect((await track(server(), { reference: REFERENCE }, from)).status).toBe(200);
      }
    });

    it('takes 10 lookups per client per minute, found or not, then 429 with a plain sentence', async () => {
      const from = newClient();
      for (let i = 0; i < 10; i += 1) {
        const typed = i % 2 === 0 ? REFERENCE : 'QR-0000-0000-0000';
        expect((await track(server(), { reference: typed }, from)).status).toBe(i % 2 ? 404 : 200);
      }
      const refused = await track(server(), { reference: REFERENCE }, from);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toEqual({
        code: 'rate_limited',
        message:
          'You have looked up several references in a short time. Please wait a minute and try again.',
      });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Another client is not held back.
      expect((await track(server(), { reference: REFERENCE }, newClient())).status).toBe(200);
    });

    it('only answers POST', async () => {
      const response = await fetch(`${server().url}/api/track`);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    });
  });
}

describe('the lookup limit across instances (PostgreSQL)', () => {
  const newPlace = usePlaces('postgres');

  it('is counted in the database: two servers on one database share it', async () => {
    await withTwoOffices(await newPlace(), { TRUST_PROXY: 'true' }, async (first, second) => {
      const from = newClient();
      for (let i = 0; i < 10; i += 1) {
        const server = i % 2 === 0 ? first : second;
        expect((await track(server, { reference: REFERENCE }, from)).status).toBe(404);
      }
      expect((await track(first, { reference: REFERENCE }, from)).status).toBe(429);
      expect((await track(second, { reference: REFERENCE }, from)).status).toBe(429);
    });
  });
});

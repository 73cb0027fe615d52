import { describe, expect, it } from 'vitest';
import { documentOf, textOf } from './helpers/case-visitor';
import * as sample from './helpers/documents-samples';
import { ENGINES } from './helpers/engines';
import { useRequestsOffice } from './helpers/requests-office';
import { csrfToken } from './helpers/staff-client';

// Answers to document requests that must not land (docs/back-office.md, "Documents requested";
// decision 089): a file or "I don't have this" for another case's request, for one closed
// already, for one closed while the file was on its way, or for no request at all, from another
// site or without a case. Each gets a clear sentence, and nothing is stored: no record, and no
// file left in the store.

const CLOSED =
  'This request was already answered, or it is not one of your case’s requests. Nothing was stored.';

const BOUNDARY = '----requests-hostile-boundary';

/** A multipart body in two pieces: the fields and the start of the file, then its end. */
function multipartPieces(bytes: Buffer, name: string): [Buffer, Buffer] {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="upload_preset"\r\n\r\ntax_documents\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const half = Math.floor(bytes.length / 2);
  return [
    Buffer.concat([head, bytes.subarray(0, half)]),
    Buffer.concat([bytes.subarray(half), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  ];
}

for (const engine of ENGINES) {
  describe(`refused answers to document requests on ${engine}`, { timeout: 90_000 }, () => {
    const office = useRequestsOffice(engine);
    const { db, staff, visitor } = office;
    const url = () => office.office().url;

    /** What the store and the records hold: nothing may change on a refusal. */
    async function stored() {
      let files = 0;
      for await (const object of office.office().app.documents.storage.list()) {
        if (object.name !== '') files += 1;
      }
      const { count } = await db()
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return { files, records: Number(count) };
    }

    function sendFile(
      path: string,
      cookie: string | undefined,
      client: string,
      bytes = sample.pdf(),
    ) {
      const form = new FormData();
      form.append('upload_preset', 'tax_documents');
      form.append('file', new Blob([new Uint8Array(bytes)]), 'w2.pdf');
      return fetch(`${url()}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          Accept: 'text/html',
          Origin: url(),
          'X-Forwarded-For': client,
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: form,
      });
    }

    async function twoCases() {
      const mine = await office.caseWithEmail('mine.hostile@example.com');
      const theirs = await office.caseWithEmail('theirs.hostile@example.com');
      await office.request(mine.reference, 'W-2');
      await office.request(mine.reference, '1099-INT');
      await office.request(theirs.reference, 'W-2');
      const [open, closing] = await office.requestsOf(mine.id);
      const [foreign] = await office.requestsOf(theirs.id);
      const page = await staff().get(`/staff/cases/${mine.reference}`);
      await staff().post(`/staff/cases/${mine.reference}/requests/${closing?.id}/received`, {
        csrf: csrfToken(page.html),
      });
      return {
        mine,
        theirs,
        open: open?.id ?? 0,
        closed: closing?.id ?? 0,
        foreign: foreign?.id ?? 0,
      };
    }

    it('a file for another case’s request, a closed one, no request id or no case: 409 with the sentence, no record, no file', async () => {
      const { mine, theirs, open, closed, foreign } = await twoCases();
      const client = office.nextClient();
      const before = await stored();
      for (const path of [
        `/case/documents?request=${foreign}`,
        `/case/documents?request=${closed}`,
        '/case/documents?request=x1',
        `/es/case/documents?request=${foreign}`,
      ]) {
        const answer = await sendFile(path, mine.cookie, client);
        expect(answer.status, path).toBe(409);
        const alert = documentOf(await answer.text()).querySelector('main [role="alert"]');
        expect(textOf(alert)).toBe(
          path.startsWith('/es')
            ? 'Esta solicitud ya tiene respuesta, o no es una solicitud de su caso. No se guardó nada.'
            : CLOSED,
        );
      }
      const noCase = await sendFile(`/case/documents?request=${open}`, undefined, client);
      expect(noCase.status).toBe(409);
      expect(await stored()).toEqual(before);
      expect((await office.requestsOf(theirs.id))[0]?.state).toBe('requested');
      // Refused before the body was read: none of the client's uploads was counted.
      const counted = await db()
        .selectFrom('rate_events')
        .select('id')
        .where('kind', '=', 'upload')
        .where('key', '=', client)
        .execute();
      expect(counted).toEqual([]);

      // Not a PDF or an image, for an open request: the upload's refusal, beside the request.
      const wrong = await sendFile(
        `/case/documents?request=${open}`,
        mine.cookie,
        client,
        sample.html(),
      );
      expect(wrong.status).toBe(415);
      const group = documentOf(await wrong.text()).querySelector('fieldset');
      expect(textOf(group?.querySelector('legend'))).toBe('W-2');
      expect(textOf(group?.querySelector('[role="alert"]'))).toMatch(/^Only PDF files and images/);
      expect(await stored()).toEqual(before);
      expect((await office.requestsOf(mine.id))[0]?.state).toBe('requested');
    });

    it('a request closed while its file was on its way: 409, and the file already stored is removed', async () => {
      const { mine, open } = await twoCases();
      const client = office.nextClient();
      const before = await stored();
      const [first, rest] = multipartPieces(sample.pdf(), 'w2.pdf');
      let push: (chunk: Buffer | null) => void = () => undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (chunk) =>
            chunk ? controller.enqueue(new Uint8Array(chunk)) : controller.close();
        },
      });
      const answer = fetch(`${url()}/case/documents?request=${open}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          Accept: 'text/html',
          'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
          Origin: url(),
          'X-Forwarded-For': client,
          Cookie: mine.cookie,
        },
        body,
        duplex: 'half',
      } as RequestInit);
      push(first);
      // The check before the body passed once the upload is counted; then staff close it.
      await expect
        .poll(
          async () =>
            (
              await db()
                .selectFrom('rate_events')
                .select('id')
                .where('kind', '=', 'upload')
                .where('key', '=', client)
                .execute()
            ).length,
        )
        .toBe(1);
      const page = await staff().get(`/staff/cases/${mine.reference}`);
      await staff().post(`/staff/cases/${mine.reference}/requests/${open}/received`, {
        csrf: csrfToken(page.html),
      });
      push(rest);
      push(null);
      const refused = await answer;
      expect(refused.status).toBe(409);
      expect(textOf(documentOf(await refused.text()).querySelector('main [role="alert"]'))).toBe(
        CLOSED,
      );
      expect(await stored()).toEqual(before);
      expect((await office.requestsOf(mine.id))[0]).toMatchObject({
        state: 'received',
        document_id: null,
      });
    });

    it('"I don\'t have this" for another case’s request, a closed one or none: 409 with the sentence, nothing changed; from another site 403; without a case the page says so', async () => {
      const { mine, theirs, closed, foreign, open } = await twoCases();
      const client = office.nextClient();
      for (const request of [String(foreign), String(closed), 'x', '']) {
        const answer = await visitor.post(
          '/case/requests/not-applicable',
          { request, reason: 'no' },
          { cookie: mine.cookie, client },
        );
        expect(answer.status, request).toBe(409);
        expect(textOf(documentOf(answer.html).querySelector('main [role="alert"]'))).toBe(CLOSED);
      }
      const crossSite = await visitor.post(
        '/case/requests/not-applicable',
        { request: String(open) },
        { cookie: mine.cookie, client, headers: { Origin: 'https://evil.example' } },
      );
      expect(crossSite.status).toBe(403);
      const noCase = await visitor.post(
        '/case/requests/not-applicable',
        { request: String(open) },
        { client },
      );
      expect(noCase.status).toBe(400);
      expect(documentOf(noCase.html).getElementById('open-heading')).not.toBeNull();
      const get = await visitor.open('/case/requests/not-applicable', { cookie: mine.cookie });
      expect(get.status).toBe(405);
      expect((await office.requestsOf(mine.id)).map((row) => row.state)).toEqual([
        'requested',
        'received',
      ]);
      expect((await office.requestsOf(theirs.id)).map((row) => row.state)).toEqual(['requested']);
    });
  });
}

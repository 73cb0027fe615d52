import { describe, expect, it } from 'vitest';
import { cookieOf, documentOf, textOf } from './helpers/case-visitor';
import { documentLinks, staffDownload } from './helpers/case-work';
import * as sample from './helpers/documents-samples';
import { ENGINES } from './helpers/engines';
import { useRequestsOffice } from './helpers/requests-office';

// "What we need from you" on the visitor's case page (docs/back-office.md, "Documents requested";
// decision 089), posted as a browser without JavaScript posts it, through the real server, on
// PGlite and PostgreSQL: a file sent for a request (the upload's own checks) and "I don't have
// this", in both languages, and what staff then see.

for (const engine of ENGINES) {
  describe(`the visitor's answers to document requests on ${engine}`, { timeout: 90_000 }, () => {
    const office = useRequestsOffice(engine);
    const { db, staff, visitor } = office;

    /** "Send file" for request `id`, as the browser posts the group's form. */
    function sendFile(
      path: string,
      file: { bytes: Buffer; name: string },
      request: { cookie?: string; client: string },
    ) {
      const form = new FormData();
      form.append('upload_preset', 'tax_documents');
      form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
      return fetch(`${office.office().url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          Accept: 'text/html',
          Origin: office.office().url,
          'X-Forwarded-For': request.client,
          ...(request.cookie ? { Cookie: request.cookie } : {}),
        },
        body: form,
      });
    }

    /** The groups of "What we need from you": each one's name, and its controls' names. */
    function groupsOf(html: string) {
      const doc = documentOf(html);
      return [...doc.querySelectorAll('section[aria-labelledby="requests-heading"] fieldset')].map(
        (group) => ({
          name: textOf(group.querySelector('legend')),
          labels: [...group.querySelectorAll('label')].map((label) => textOf(label)),
          buttons: [...group.querySelectorAll('button')].map((button) => textOf(button)),
        }),
      );
    }

    async function caseWithRequests(email: string, names: string[], language: 'en' | 'es' = 'en') {
      const opened = await office.caseWithEmail(email, language);
      for (const name of names) await office.request(opened.reference, name);
      return { ...opened, requests: await office.requestsOf(opened.id) };
    }

    it('shows each open request as a group named by the document, with "File", "Send file", "Reason" and "I don\'t have this"; in Spanish on /es/case', async () => {
      const { cookie } = await caseWithRequests('groups@example.com', [
        '2025 W-2 from <i>Acme</i> Corp',
        '1099-INT',
      ]);
      const page = await visitor.open('/case', { cookie });
      const doc = documentOf(page.html);
      expect(textOf(doc.getElementById('requests-heading'))).toBe('What we need from you');
      expect(groupsOf(page.html)).toEqual([
        {
          name: '2025 W-2 from <i>Acme</i> Corp',
          labels: ['File', 'Reason'],
          buttons: ['Send file', "I don't have this"],
        },
        {
          name: '1099-INT',
          labels: ['File', 'Reason'],
          buttons: ['Send file', "I don't have this"],
        },
      ]);
      expect(doc.querySelector('main i')).toBeNull();
      const file = doc.querySelector('fieldset input[type="file"]');
      expect(file?.getAttribute('name')).toBe('file');
      expect(file?.closest('form')?.getAttribute('enctype')).toBe('multipart/form-data');

      const spanish = await visitor.open('/es/case', { cookie });
      expect(textOf(documentOf(spanish.html).getElementById('requests-heading'))).toBe(
        'Lo que necesitamos de usted',
      );
      expect(groupsOf(spanish.html)[1]).toEqual({
        name: '1099-INT',
        labels: ['Archivo', 'Motivo'],
        buttons: ['Enviar archivo', 'No tengo este documento'],
      });
    });

    it('"Send file": the file is a document of the case, checked and encrypted by the upload, the request received in the same transaction and audited; staff see "Received" with the download', async () => {
      const client = office.nextClient();
      const { cookie, reference, requests, id } = await caseWithRequests('file@example.com', [
        'W-2',
        '1099-INT',
      ]);
      const [w2, other] = requests;
      const bytes = sample.pdf();
      const sent = await sendFile(
        `/case/documents?request=${w2?.id}`,
        { bytes, name: 'w2 <acme>.pdf' },
        { cookie, client },
      );
      expect(sent.status).toBe(303);
      expect(sent.headers.get('location')).toBe('/case?received=1');
      const page = await visitor.open('/case?received=1', { cookie: cookieOf(sent) });
      expect(textOf(documentOf(page.html).querySelector('main [role="status"]'))).toBe(
        'Thank you. Your file was added to your case.',
      );
      expect(groupsOf(page.html).map((group) => group.name)).toEqual(['1099-INT']);
      expect(
        textOf(documentOf(page.html).querySelector('ul[aria-labelledby="documents-heading"]')),
      ).toContain('w2 <acme>.pdf');

      const stored = await office.requestsOf(id);
      expect(stored[0]).toMatchObject({ state: 'received', received_by: null });
      const document = await db()
        .selectFrom('documents')
        .select(['id', 'original_name'])
        .where('id', '=', stored[0]?.document_id ?? '')
        .executeTakeFirstOrThrow();
      expect(document.original_name).toBe('w2 <acme>.pdf');
      expect(stored[1]).toMatchObject({ id: other?.id, state: 'requested' });
      const audited = await db()
        .selectFrom('audit_log')
        .select(['action', 'actor', 'client_address'])
        .where('subject', '=', `case ${reference}: request ${w2?.id}`)
        .execute();
      expect(audited).toEqual([
        {
          action: 'document requested',
          actor: 'prep@example.com',
          client_address: expect.any(String),
        },
        { action: 'requested document received', actor: 'visitor', client_address: client },
      ]);

      // Staff: "Received" with a link named by the file name that downloads it.
      const staffPage = await staff().get(`/staff/cases/${reference}`);
      const row = [
        ...documentOf(staffPage.html).querySelectorAll(
          'section[aria-labelledby="requests-heading"] tbody tr',
        ),
      ][0];
      expect(textOf(row?.querySelector('strong'))).toBe('Received');
      const link = row?.querySelector('a');
      expect(textOf(link)).toBe('w2 <acme>.pdf');
      expect(link?.getAttribute('href')).toBe(`/staff/cases/${reference}/documents/${document.id}`);
      expect(documentLinks(staffPage.html).map((found) => found.name)).toContain(
        'w2 &lt;acme&gt;.pdf',
      );
      expect(
        (
          await staffDownload(office.office().url, staff(), link?.getAttribute('href') ?? '')
        ).equals(bytes),
      ).toBe(true);
    });

    it('"I don\'t have this" marks the request "Not applicable" with the reason as typed (text), or none; a reason over 500 characters is refused as typed; in Spanish on /es/case', async () => {
      const client = office.nextClient();
      const { cookie, reference, requests, id } = await caseWithRequests(
        'none@example.com',
        ['1098-T', 'W-2', '1099-B'],
        'es',
      );
      const [first, second, third] = requests;
      const long = 'x'.repeat(501);
      const refused = await visitor.post(
        '/es/case/requests/not-applicable',
        { request: String(first?.id), reason: long },
        { cookie, client },
      );
      expect(refused.status).toBe(400);
      const group = documentOf(refused.html).querySelector('fieldset');
      expect(textOf(group?.querySelector('[role="alert"]'))).toBe(
        'El motivo puede tener como máximo 500 caracteres.',
      );
      expect(textOf(group?.querySelector('textarea'))).toBe(long);
      expect((await office.requestsOf(id))[0]?.state).toBe('requested');

      const reason = 'I was not a <script>student</script> in 2025';
      const declined = await visitor.post(
        '/es/case/requests/not-applicable',
        { request: String(first?.id), reason: `  ${reason} ` },
        { cookie, client },
      );
      expect(declined.status).toBe(303);
      expect(declined.location).toBe('/es/case?notApplicable=1');
      const page = await visitor.open('/es/case?notApplicable=1', { cookie });
      expect(textOf(documentOf(page.html).querySelector('main [role="status"]'))).toBe(
        'Gracias. Anotamos que usted no tiene este documento.',
      );
      const noReason = await visitor.post(
        '/case/requests/not-applicable',
        { request: String(second?.id), reason: '' },
        { cookie, client },
      );
      expect(noReason.location).toBe('/case?notApplicable=1');
      expect((await office.requestsOf(id)).map((row) => [row.state, row.reason])).toEqual([
        ['not_applicable', reason],
        ['not_applicable', null],
        ['requested', null],
      ]);
      expect(
        (
          await db()
            .selectFrom('audit_log')
            .select(['action', 'actor', 'subject'])
            .where('action', '=', 'request marked not applicable')
            .where('subject', 'like', `case ${reference}%`)
            .execute()
        ).map((row) => row.subject),
      ).toEqual([
        `case ${reference}: request ${first?.id}`,
        `case ${reference}: request ${second?.id}`,
      ]);

      const staffPage = await staff().get(`/staff/cases/${reference}`);
      const states = [
        ...documentOf(staffPage.html).querySelectorAll(
          'section[aria-labelledby="requests-heading"] tbody tr td:nth-child(3)',
        ),
      ].map((cell) => textOf(cell));
      expect(states[0]).toBe(`Not applicable “${reason}”`);
      expect(states[1]).toBe('Not applicable (no reason given)');
      expect(staffPage.html).not.toContain('<script>student');
      expect(third?.state).toBe('requested');
    });
  });
}

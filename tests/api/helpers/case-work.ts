import { expect } from 'vitest';
import { sendContactForm } from '../../shared/contact-form';
import { codeFor, PASSWORD, StaffClient } from './staff-client';

/**
 * A case worked through the real server as a visitor and staff do: for the tests that move a
 * case from one server to another (a backup restored, two instances on one database).
 */

/**
 * A contact message from a new browser, sent as the contact page's form is
 * (tests/shared/contact-form.ts): its case's reference and case cookie. `language` is the
 * page's, which a new case takes.
 */
export async function openCase(
  url: string,
  client: string,
  message: string,
  { email = 'ana@example.com', language = 'en' }: { email?: string; language?: 'en' | 'es' } = {},
) {
  const sent = await sendContactForm(
    url,
    { name: 'Ana Lopez', email, message },
    { language, headers: { 'X-Forwarded-For': client } },
  );
  expect(sent.status, sent.alert).toBe(200);
  expect(sent.reference).toMatch(/^QR-/);
  expect(sent.cookie).toMatch(/^qr_case=/);
  return { reference: sent.reference ?? '', cookie: sent.cookie ?? '' };
}

/** A document uploaded into the case of `cookie`; its id. */
export async function uploadInto(url: string, cookie: string, bytes: Buffer, filename: string) {
  const form = new FormData();
  form.append('upload_preset', 'tax_documents');
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  const response = await fetch(`${url}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { public_id: string }).public_id;
}

/** A message written on the case page, as a browser without JavaScript posts it. */
export async function writeOnCasePage(
  url: string,
  cookie: string,
  client: string,
  message: string,
) {
  const response = await fetch(`${url}/case`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': client,
      Cookie: cookie,
      Origin: url,
    },
    body: new URLSearchParams({ message }).toString(),
  });
  expect(response.status).toBe(303);
}

/** A staff member signed in on `url` with the next step's code (enrolment spent the current). */
export async function signedInStaff(url: string, email: string, secret: string) {
  const staff = new StaffClient({ url });
  const answer = await staff.post('/staff/sign-in', {
    email,
    password: PASSWORD,
    code: codeFor(secret, Date.now() + 30_000),
  });
  expect(answer.status).toBe(303);
  return staff;
}

/** The document links of a staff case page, in order: where each downloads, and its name. */
export function documentLinks(html: string) {
  return [
    ...html.matchAll(
      /<a href="(\/staff\/cases\/[^"]+\/documents\/[^"]+)" download="">([^<]+)<\/a>/g,
    ),
  ].map((m) => ({ href: m[1] ?? '', name: m[2] ?? '' }));
}

/** A document as staff download it, byte for byte. */
export async function staffDownload(url: string, staff: StaffClient, href: string) {
  const response = await fetch(`${url}${href}`, { headers: { Cookie: staff.cookieHeader() } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

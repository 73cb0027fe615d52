import { JSDOM } from 'jsdom';
import { expect } from 'vitest';
import { openCase } from './case-work';
import type { OfficeServer } from './office-server';

/**
 * A visitor of the case page (/case, /es/case) as a browser without JavaScript is one: form posts
 * that do not follow redirects, each from a client address of its own when asked
 * (X-Forwarded-For: the servers run with TRUST_PROXY=true), and the page's HTML read as a DOM.
 */
export interface Answer {
  readonly response: Response;
  readonly status: number;
  readonly html: string;
  readonly location: string | null;
}

export interface Request {
  readonly cookie?: string | undefined;
  readonly client?: string;
  readonly headers?: Record<string, string>;
}

export function caseVisitor(server: () => OfficeServer) {
  const headersOf = ({ cookie, client, headers = {} }: Request) => ({
    ...(client ? { 'X-Forwarded-For': client } : {}),
    ...(cookie ? { Cookie: cookie } : {}),
    ...headers,
  });
  const answer = async (response: Response): Promise<Answer> => ({
    response,
    status: response.status,
    html: await response.text(),
    location: response.headers.get('location'),
  });
  return {
    /** A contact message from a new browser (the contact form): its case's reference and cookie. */
    withCase: (client: string, options: { email?: string; language?: 'en' | 'es' } = {}) =>
      openCase(server().url, client, 'When will my refund arrive?', options),
    async open(path: string, request: Request = {}): Promise<Answer> {
      return answer(
        await fetch(`${server().url}${path}`, { redirect: 'manual', headers: headersOf(request) }),
      );
    },
    /** Posts a form as a browser does, from our own page unless `headers` says otherwise. */
    async post(path: string, fields: Record<string, string>, request: Request = {}) {
      const response = await fetch(`${server().url}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: server().url,
          ...headersOf(request),
        },
        body: new URLSearchParams(fields).toString(),
      });
      return answer(response);
    },
  };
}

/** The case cookie an answer sets, as a Cookie header's part (`qr_case=…`). */
export function cookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  expect(cookie).toMatch(/^qr_case=/);
  return cookie;
}

/** The page as a document, to read it by its elements and their names. */
export function documentOf(html: string): Document {
  return new JSDOM(html).window.document;
}

/** The text of an element, its white space as a reader hears it. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The button of a sign-in link's page, in either language. */
const CONTINUE = ['Continue to your case', 'Continuar a su caso'];

/**
 * A sign-in link followed as a browser does (decision 125): its page, which spends nothing and
 * sets no cookie, then its button "Continue to your case", posted from that page. The post's
 * answer; or the page's own when it has no button (a link refused, or the browser's own case).
 */
export async function continueLink(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const page = await fetch(`${base}${path}`, { redirect: 'manual', headers });
  if (page.status !== 200) return page;
  expect(page.headers.getSetCookie()).toEqual([]);
  const doc = documentOf(await page.text());
  const button = [...doc.querySelectorAll('main form button')].find((b) =>
    CONTINUE.includes(textOf(b)),
  );
  expect(button).toBeDefined();
  return fetch(`${base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, ...headers },
    body: '',
  });
}

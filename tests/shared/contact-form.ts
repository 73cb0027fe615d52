/**
 * The contact form's Send as the tests post it: step 3's form, form-encoded, to the page's own
 * route action (`/contact`, `/es/contact`), from the site's own page (the Origin header the
 * origin check needs), as a browser without JavaScript sends it. The hydrated page's fetcher
 * reaches the same action (app/routes/contact.tsx); there is no other server path for a message.
 * Used by the API, built-app and browser tests alike: one place that knows how a message is sent.
 */

/** What a visitor typed; a field left out is sent empty (the honeypot `website` too). */
export interface ContactFields {
  readonly name?: unknown;
  readonly email?: unknown;
  readonly message?: unknown;
  readonly website?: unknown;
}

export interface ContactPostOptions {
  /** The page's language: its path, and so the language of the answer and of a case it opens. */
  readonly language?: 'en' | 'es';
  /** The browser's Cookie header (its case cookie, say). */
  readonly cookie?: string;
  /** More headers (X-Forwarded-For, a User-Agent, another Origin…). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface ContactAnswer {
  readonly status: number;
  readonly headers: Headers;
  /** The page the action answered with. */
  readonly html: string;
  /** The case reference the thanks show, when the message was sent. */
  readonly reference: string | undefined;
  /** The case cookie the answer set (`name=value`), when it set one. */
  readonly cookie: string | undefined;
  /** The failure line (`role="alert"`) of step 3 when the message was not sent, as the page says it. */
  readonly alert: string | undefined;
}

/** The path of the contact page in a language. */
export const contactPath = (language: 'en' | 'es' = 'en') =>
  language === 'es' ? '/es/contact' : '/contact';

/** The few entities React writes in text. */
function decode(html: string): string {
  return html
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

/** The form-encoded body of step 3's Send; any field may be given as something other than text. */
export function contactFormBody(fields: ContactFields): string {
  const text = (value: unknown) => (value === undefined ? '' : String(value));
  return new URLSearchParams({
    name: text(fields.name),
    email: text(fields.email),
    message: text(fields.message),
    website: text(fields.website),
    intent: 'send',
  }).toString();
}

/** The case reference the thanks of an answered page show, or undefined. */
export const referenceIn = (html: string): string | undefined =>
  /<strong>(QR-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})<\/strong>/.exec(html)?.[1];

/** Reads an answer of the contact page's action. */
export async function readContactAnswer(response: Response): Promise<ContactAnswer> {
  const html = await response.text();
  const alert = /<p class="message message--error" role="alert">([^<]*)<\/p>/.exec(html)?.[1];
  return {
    status: response.status,
    headers: response.headers,
    html,
    reference: referenceIn(html),
    cookie: response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => /^(__Host-)?qr_case=/.test(pair)),
    alert: alert === undefined ? undefined : decode(alert),
  };
}

/** Sends a contact message to the server at `url` (its origin) as the contact page's form does. */
export async function sendContactForm(
  url: string,
  fields: ContactFields,
  { language = 'en', cookie, headers = {} }: ContactPostOptions = {},
): Promise<ContactAnswer> {
  const response = await fetch(new URL(contactPath(language), url), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: new URL(url).origin,
      ...(cookie === undefined ? {} : { Cookie: cookie }),
      ...headers,
    },
    body: contactFormBody(fields),
  });
  return readContactAnswer(response);
}

/**
 * "I Agree & Continue" as the tests post it: the agreement page's form, form-encoded, to the
 * page's own route action (`/agreement`, `/es/agreement`), from the site's own page (the Origin
 * header the origin check needs), as a browser without JavaScript sends it. The hydrated page's
 * fetcher reaches the same action (app/routes/agreement.tsx); there is no other server path.
 */

export interface AgreementPostOptions {
  /** The page's language: its path. */
  readonly language?: 'en' | 'es';
  /** The browser's Cookie header (its case cookie, say). */
  readonly cookie?: string;
  /** More headers (X-Forwarded-For, a User-Agent, another Origin…). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The button pressed: `agree` unless said. */
  readonly intent?: string;
}

export interface AgreementAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly html: string;
  /** The case cookie the answer set (`name=value`), when it set one. */
  readonly cookie: string | undefined;
}

/** The path of the agreement page in a language. */
export const agreementPath = (language: 'en' | 'es' = 'en') =>
  language === 'es' ? '/es/agreement' : '/agreement';

/** Accepts the agreement's text of `version` on the server at `url`, as the page's form does. */
export async function acceptAgreementForm(
  url: string,
  version: string,
  { language = 'en', cookie, headers = {}, intent = 'agree' }: AgreementPostOptions = {},
): Promise<AgreementAnswer> {
  const response = await fetch(new URL(agreementPath(language), url), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: new URL(url).origin,
      ...(cookie === undefined ? {} : { Cookie: cookie }),
      ...headers,
    },
    body: new URLSearchParams({ intent, version }).toString(),
  });
  return {
    status: response.status,
    headers: response.headers,
    html: await response.text(),
    cookie: response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => /^(__Host-)?qr_case=/.test(pair)),
  };
}

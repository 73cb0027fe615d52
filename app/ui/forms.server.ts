import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { requestFromOwnSite } from '../../server/http/origin';
import { CATALOGUES } from '../copy/languages.server';
import { langOfPath } from '../site/pages';
import { requestFacts, services } from '../request-context';

/**
 * What a route's action reads of a posted form (the staff back office's forms): whether it was
 * sent from this site's own pages (server/http/origin.ts, the one rule), and its text fields, through
 * a zod schema.
 */

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** Whether the post came from this site's own pages (its Origin, else Sec-Fetch-Site). */
export function postFromOwnSite(
  request: Request,
  context: Readonly<RouterContextProvider>,
): boolean {
  const publicOrigin = new URL(services(context).settings.server.publicUrl).origin;
  return requestFromOwnSite(request, { https: requestFacts(context).https, publicOrigin });
}

const NOT_STORED = { 'Cache-Control': 'no-store' } as const;

/**
 * A body of unknown length (chunked) is refused with 411 before it is read: a form a browser
 * posts always says its length, and so no action ever reads more than BODY_MAX_BYTES (the server
 * refuses a declared length above it: server/http/read-body.ts). Undefined: the post may be read.
 */
export function unknownLengthRefusal(request: Request): Response | undefined {
  const { headers } = request;
  if (headers.get('content-length') !== null || headers.get('transfer-encoding') === null) {
    return undefined;
  }
  return new Response('', {
    status: 411,
    headers: { ...NOT_STORED, Connection: 'close', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * The refusals of a form post to a page, before anything reads it: a body of unknown length
 * (411, above), and a post from another site (403, the one rule of server/http/origin.ts) with
 * one sentence in the page's language, unlogged (decision 209). Undefined: the post may be read.
 */
export function formPostRefusal(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Response | undefined {
  const unknownLength = unknownLengthRefusal(request);
  if (unknownLength !== undefined) return unknownLength;
  if (postFromOwnSite(request, context)) return undefined;
  const text = CATALOGUES[langOfPath(new URL(request.url).pathname)].error.crossSitePost;
  return new Response(`${text}\n`, {
    status: 403,
    headers: { ...NOT_STORED, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * A route's methods, and the refusals of a form post before its action reads it: another method
 * is answered 405 with `Allow`, in the page's language (a resource route's with no body).
 */
export function formRoute(
  methods: readonly string[],
  /** What `Allow` names, when a method is taken without being the page's (the 404's POST). */
  allow = methods.join(', '),
): MiddlewareFunction<Response> {
  return ({ request, context }, next) => {
    const method = request.method.toUpperCase();
    if (!methods.includes(method)) return methodRefusal(request, allow);
    if (method === 'GET' || method === 'HEAD') return next();
    return formPostRefusal(request, context) ?? next();
  };
}

/** A layout's share (the staff back office, whose forms answer another site with a page). */
export const refuseUnknownLength: MiddlewareFunction<Response> = ({ request }, next) => {
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return next();
  return unknownLengthRefusal(request) ?? next();
};

/** 405 with the methods the address takes, the sentence in its page's language. */
export function methodRefusal(request: Request, allow: string): Response {
  const text = CATALOGUES[langOfPath(new URL(request.url).pathname)].error;
  return new Response(`${text.methodNotAllowed}\n`, {
    status: 405,
    headers: { ...NOT_STORED, Allow: allow, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * A form's text fields: the first of a repeated field, as a form sends each once. A body of
 * another type, or one that cannot be read, is no fields (the schema then sees every one empty).
 */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const fields = Object.create(null) as Record<string, string>;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === undefined || !FORM_TYPES.has(type)) return fields;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fields;
  }
  for (const [name, value] of form) {
    if (typeof value === 'string' && !Object.hasOwn(fields, name)) fields[name] = value;
  }
  return fields;
}

/** A form's fields through its schema (every field schema catches what it cannot read). */
export const fieldsOf = <T extends z.ZodType>(
  schema: T,
  fields: Record<string, string>,
): z.output<T> => schema.parse(fields);

/** A query string through its schema: a repeated parameter is a list, which a text field refuses. */
export function queryOf<T extends z.ZodType>(schema: T, request: Request): z.output<T> {
  const query: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URL(request.url).searchParams) {
    const before = query[name];
    query[name] = before === undefined ? value : [before, value].flat();
  }
  return schema.parse(query);
}

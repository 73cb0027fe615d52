import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { requestFromOwnSite } from '../../server/http/origin';
import { CATALOGUES } from '../copy/languages.server';
import { langOfPath } from '../site/pages';
import { requestFacts, services } from '../request-context';

/**
 * The one form toolkit of every route (the public pages, the case page, the staff back office):
 * a posted form read once, its text fields through a zod schema, a query string likewise, whether
 * a post came from this site's own pages (server/http/origin.ts, the one rule), and the 303 of
 * post/redirect/get.
 */

type Context = Readonly<RouterContextProvider>;

/**
 * The form a page's action reads, when a browser form sent it (URL-encoded, or multipart); any
 * other body, or one that cannot be parsed, is the client's mistake: a status the page is
 * answered with (its own plain page and one sentence), never an error with a stack in the log.
 */
export type FormPost = { ok: true; form: FormData } | { ok: false; status: 400 | 415 };

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

export async function readFormPost(request: Request): Promise<FormPost> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === undefined || !FORM_TYPES.has(type)) return { ok: false, status: 415 };
  try {
    return { ok: true, form: await request.formData() };
  } catch {
    // A multipart body without its boundary, or cut short: unreadable as sent.
    return { ok: false, status: 400 };
  }
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
  const post = await readFormPost(request);
  if (!post.ok) return fields;
  for (const [name, value] of post.form) {
    if (typeof value === 'string' && !Object.hasOwn(fields, name)) fields[name] = value;
  }
  return fields;
}

/** A form field or a query parameter as text: missing, repeated or nested is the empty text. */
export const textField = z.string().catch('');

/** An id of a table's integer key (1 to 2^31 − 1), from a path or ?before=; null when it is none. */
export const rowId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .refine((id) => id <= 2_147_483_647)
  .nullable()
  .catch(null);

/** A form's fields through its schema (every field schema catches what it cannot read). */
export const fieldsOf = <T extends z.ZodType>(
  schema: T,
  fields: Record<string, string>,
): z.output<T> => schema.parse(fields);

/** A posted form read and put through its schema at once. */
export const postedFields = async <T extends z.ZodType>(
  schema: T,
  request: Request,
): Promise<z.output<T>> => fieldsOf(schema, await formFields(request));

/** A query string through its schema: a repeated parameter is a list, which a text field refuses. */
export function queryOf<T extends z.ZodType>(schema: T, request: Request): z.output<T> {
  const query: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URL(request.url).searchParams) {
    const before = query[name];
    query[name] = before === undefined ? value : [before, value].flat();
  }
  return schema.parse(query);
}

/** Whether the post came from this site's own pages (its Origin, else Sec-Fetch-Site). */
export function postFromOwnSite(request: Request, context: Context): boolean {
  const publicOrigin = new URL(services(context).settings.server.publicUrl).origin;
  return requestFromOwnSite(request, { https: requestFacts(context).https, publicOrigin });
}

/**
 * Post/redirect/get: 303 to the page, which says what was done (a cookie set or renewed in
 * `headers`). Its body is the one sentence every 303 of the server carries (Express's), so that
 * no answer of a form differs from another but by its address.
 */
export function seeOther(location: string, headers: HeadersInit = {}): Response {
  const answer = new Headers(headers);
  answer.set('Location', location);
  answer.set('Content-Type', 'text/plain; charset=utf-8');
  return new Response(`See Other. Redirecting to ${location}`, { status: 303, headers: answer });
}

/** The sentence of a refused field: its first issue's, else `fallback`. */
export const firstError = (refused: { error: z.ZodError }, fallback: string): string =>
  refused.error.issues[0]?.message ?? fallback;

import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { requestFromOwnSite } from '../../server/http/origin';
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

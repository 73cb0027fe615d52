import { langOfPath } from '~/site/pages';
import type { Visitor } from '../../server/cases/service';

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

/**
 * What a page's post says about the visitor's case: its Cookie header, whether it is https, and
 * the page's language, which a case it opens takes (decision 073).
 */
export function visitorOf(request: Request): Visitor {
  const url = new URL(request.url);
  return {
    cookie: request.headers.get('cookie') ?? undefined,
    https: url.protocol === 'https:',
    language: langOfPath(url.pathname),
  };
}

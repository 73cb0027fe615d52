import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { CATALOGUES } from '~/copy/languages.server';
import { requestFacts, services } from '~/request-context';
import { type Lang, langOfPath } from '~/site/pages';
import { formPostRefusal, seeOther } from '~/ui/forms.server';
import type { CasePageServices } from '../../server/cases/case-page-services';
import type { Visitor } from '../../server/cases/service';

/**
 * The visit of the case page and its forms (app/routes/case-layout.tsx, the layout of /case and
 * /es/case; decision 216): who the browser is (its case cookie, https, the page's language) and
 * the case its cookie names, read once a request and kept in React Router's context; the headers
 * every answer carries; the methods each route takes.
 */

type Context = Readonly<RouterContextProvider>;

/** Every answer of the case page and its forms: never stored by a cache, never indexed. */
export const NEVER_STORED = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } as const;

/** The office's services for the case page (server/cases/case-page-services.ts). */
export const caseServices = (context: Context): CasePageServices =>
  services(context).office.casePage;

/** The language of the page a request is for (`/es/case/email` → es). */
export const langOf = (request: Request): Lang => langOfPath(new URL(request.url).pathname);

/** The browser's Cookie header, whether it came over https, and the page's language. */
export function visitorOf(request: Request, context: Context): Visitor {
  return {
    cookie: request.headers.get('cookie') ?? undefined,
    https: requestFacts(context).https,
    language: langOf(request),
  };
}

/** A visit of a route under the case layout. */
interface CaseVisit {
  readonly visitor: Visitor;
  /** The case the cookie names, read the first time a loader or action asks. */
  caseId(): Promise<string | undefined>;
}

const caseVisitContext = createContext<CaseVisit | null>(null);

const readCaseId = (request: Request, context: Context) =>
  caseServices(context).cases.caseIdOf(visitorOf(request, context));

/**
 * The case the browser's cookie names, when its signature holds; undefined otherwise. Under the
 * case layout it is read once a request, whoever asks.
 */
export const caseIdOf = (request: Request, context: Context): Promise<string | undefined> =>
  context.get(caseVisitContext)?.caseId() ?? readCaseId(request, context);

/**
 * The case layout's middleware: the visit into the context, and every answer (a page, a
 * redirect, a refusal, a file) never stored and never indexed.
 */
export const caseVisitMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  let caseId: Promise<string | undefined> | undefined;
  context.set(caseVisitContext, {
    visitor: visitorOf(request, context),
    caseId: () => (caseId ??= readCaseId(request, context)),
  });
  const response = await next();
  for (const [name, value] of Object.entries(NEVER_STORED)) response.headers.set(name, value);
  return response;
};

/** A plain answer of one sentence, never stored. */
export const plainAnswer = (
  status: number,
  sentence: string,
  headers: Record<string, string> = {},
) =>
  new Response(`${sentence}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NEVER_STORED, ...headers },
  });

/**
 * A route's methods: any other is answered 405 with `Allow`, in the page's language. A form post
 * from another site or of unknown length is refused before it is read (app/ui/forms.server.ts,
 * decision 209), unless the route reads and refuses it itself (`ownBody`: the upload, which
 * streams a body of any length under its own cap and answers another site in the case page).
 */
export function allowOnly(
  methods: readonly string[],
  options: { readonly ownBody?: true } = {},
): MiddlewareFunction<Response>[] {
  return [
    async ({ request, context }, next) => {
      const method = request.method.toUpperCase();
      if (!methods.includes(method)) {
        const copy = CATALOGUES[langOf(request)];
        return plainAnswer(405, copy.error.methodNotAllowed, { Allow: methods.join(', ') });
      }
      if (method === 'GET' || method === 'HEAD' || options.ownBody === true) return next();
      return formPostRefusal(request, context) ?? next();
    },
  ];
}

/** A page read with GET and HEAD whose own form posts to it (the case page, its return). */
export const PAGE_METHODS = allowOnly(['GET', 'HEAD', 'POST']);
/** A form's address takes its post only. */
export const FORM_METHODS = allowOnly(['POST']);
/** The upload's address: its post only, its body read and refused by the upload itself. */
export const UPLOAD_METHODS = allowOnly(['POST'], { ownBody: true });
/** A file, read only. */
export const FILE_METHODS = allowOnly(['GET', 'HEAD']);

/**
 * Post/redirect/get after a form of the case was done: 303 to `location` (the case page with
 * `?saved=1` and the like), the case's cookie renewed.
 */
export function seeCase(
  request: Request,
  context: Context,
  caseId: string,
  location: string,
): Response {
  const cookie = caseServices(context).cases.cookieFor(
    caseId,
    requestFacts(context).https,
    visitorOf(request, context),
  );
  return seeOther(location, { 'Set-Cookie': cookie });
}

/** A file of the case that this browser may not have, or that is not there: 404, in its words. */
export const noSuchFile = (request: Request) =>
  plainAnswer(404, CATALOGUES[langOf(request)].documents.noSuchDocument);

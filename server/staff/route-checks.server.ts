import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
} from 'react-router';
import { staffCopy as text } from '../../app/copy/staff';
import { requestFacts, services } from '../../app/request-context';
import { STAFF_HEADERS } from '../../app/staff/headers';
import { formFields, postFromOwnSite, seeOther } from '../../app/ui/forms.server';
import { isTextWithNulError } from '../db/text-guard';
import { failureLine } from '../observe/failure';
import type { Actor } from './audit';
import { currentSession, type SessionPolicy, type StaffSession } from './sessions';

/**
 * What every staff route (app/routes/staff*.tsx) checks and answers with: the session, the two
 * forgery checks of a post, the pages a refusal or failure is (thrown `data`, which the staff
 * layout's ErrorBoundary shows), and the redirects. What a request learns on the way (its
 * session, whether its action ran) lives in React Router's context, put there by the staff
 * layout's middleware (decision 216).
 */

type Context = Readonly<RouterContextProvider>;

/** Rows on a page of a staff list (Cases, Messages, Audit log). */
export const STAFF_PAGE_SIZE = 50;

/** The words of a notice page: a heading and one sentence (app/components/staff/parts.tsx). */
export interface Notice {
  readonly heading: string;
  readonly body: string;
}

/** The database and the staff settings, from a loader's context. */
export function staffServices(context: Context) {
  const { settings, office, documents, log } = services(context);
  const { office: officeSettings, server, site } = settings;
  return {
    db: office.database.db,
    documents,
    log,
    siteName: site.siteName,
    /** The fee schedule in force (app/fees.ts). */
    fees: settings.fees,
    publicUrl: server.publicUrl,
    passwordCost: officeSettings.staffPasswordCost,
    cookieSigningKeys: officeSettings.cookieSigningKeys,
    officeTimeZone: officeSettings.officeTimeZone,
    policy: {
      idleMs: officeSettings.staffIdleSeconds * 1000,
      maxMs: officeSettings.staffSessionMaxSeconds * 1000,
    } satisfies SessionPolicy,
    // What the e-mails to a client sign with; none when mail is off (no e-mail is queued then).
    clientMail: office.mailer ? { siteName: site.siteName, phone: site.supportPhone } : undefined,
  };
}

/** What a staff request learns on the way, kept in its context. */
interface StaffRequest {
  /** The session, read the first time a loader or action asks (the layout and the page both do). */
  session?: Promise<StaffSession | null>;
  /** Whether this request's action ran: its page is then the action's (useActionData). */
  posted: boolean;
  /** A refusal met in a route's middleware, for its loader to throw (the staff page then shows). */
  refusal?: unknown;
}

const staffRequestContext = createContext<StaffRequest | null>(null);

/** The request's state, under the staff layout; a fresh one anywhere else (a test's loader call). */
export const staffRequest = (context: Context): StaffRequest =>
  context.get(staffRequestContext) ?? { posted: false };

/**
 * The staff layout's middleware: the request's state into the context, and every answer (a page,
 * a redirect, a refusal, a download) never cached, never indexed, unless it says otherwise.
 */
export const staffMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  context.set(staffRequestContext, { posted: false });
  const response = await next();
  for (const [name, value] of Object.entries(STAFF_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
};

/** The live session of this request, or null (server/staff/sessions.ts: idle and absolute ends). */
export function sessionOf(request: Request, context: Context): Promise<StaffSession | null> {
  const state = staffRequest(context);
  if (state.session === undefined) {
    const { db, policy } = staffServices(context);
    const cookie = request.headers.get('cookie') ?? undefined;
    state.session = currentSession(db, cookie, requestFacts(context).https, policy);
  }
  return state.session;
}

/** The session, or a redirect to the sign-in page for a visitor without one. */
export async function requireStaff(request: Request, context: Context): Promise<StaffSession> {
  const session = await sessionOf(request, context);
  if (!session) throw seeOther('/staff/sign-in');
  return session;
}

/** A notice page in the staff layout with its status: throw it. */
export const notice = (status: number, words: Notice, headers: HeadersInit = {}) =>
  data(words, { status, headers });

/** A form that did not come from a signed-in page of this site: 403, and nothing done. */
export const crossSite = () => notice(403, text.crossSite);

/** The methods a staff path takes; any other gets 405 with Allow. */
export const methodNotAllowed = (allow: string) =>
  notice(405, text.methodNotAllowed, { Allow: allow });

/**
 * A staff post: the method, then forgery protection part 1 (sent from this site), the session
 * (signed out: to sign-in), and part 2 (the session's form token). Returns the session and the
 * form's fields. A path also read answers another method with its own `allow`.
 */
export async function staffPost(
  request: Request,
  context: Context,
  allow = 'POST',
): Promise<{ session: StaffSession; fields: Record<string, string> }> {
  if (request.method !== 'POST') {
    await requireStaff(request, context);
    throw methodNotAllowed(allow);
  }
  if (!postFromOwnSite(request, context)) throw crossSite();
  const session = await requireStaff(request, context);
  const fields = await formFields(request);
  if (fields.csrf !== session.csrfToken) throw crossSite();
  staffRequest(context).posted = true;
  return { session, fields };
}

/**
 * A staff post whose body its route reads itself (a multipart form read as it streams: "Send for
 * signature"): the same checks as `staffPost`, in the same order, the form token read from what
 * `read` returns. A body that cannot be read has no token: 403, as any forged post.
 */
export async function staffPostWith<Form>(
  request: Request,
  context: Context,
  read: (request: Request) => Promise<Form>,
  tokenOf: (form: Form) => string | undefined,
): Promise<{ session: StaffSession; form: Form }> {
  if (request.method !== 'POST') {
    await requireStaff(request, context);
    throw methodNotAllowed('POST');
  }
  if (!postFromOwnSite(request, context)) throw crossSite();
  const session = await requireStaff(request, context);
  const form = await read(request);
  if (tokenOf(form) !== session.csrfToken) throw crossSite();
  staffRequest(context).posted = true;
  return { session, form };
}

/** A post of a page without a session (sign-in, enrolment): its origin is checked. */
export async function publicPost(
  request: Request,
  context: Context,
  allow: string,
): Promise<Record<string, string>> {
  if (request.method !== 'POST') throw methodNotAllowed(allow);
  if (!postFromOwnSite(request, context)) throw crossSite();
  staffRequest(context).posted = true;
  return formFields(request);
}

/** Whether this request's action ran: its page is then the action's (useActionData). */
export const postedNow = (context: Context): boolean => staffRequest(context).posted;

/** The loader of a path only posted to: a GET is refused (405, Allow: POST). */
export async function postOnly(request: Request, context: Context): Promise<null> {
  if (postedNow(context)) return null;
  await requireStaff(request, context);
  throw methodNotAllowed('POST');
}

/** The action of a page only read: a post is refused (405, Allow: GET, HEAD). */
export async function readOnly(request: Request, context: Context): Promise<never> {
  if (request.method === 'POST' && !postFromOwnSite(request, context)) throw crossSite();
  await requireStaff(request, context);
  throw methodNotAllowed('GET, HEAD');
}

/** Who does what, for the audit log. */
export const actor = (session: StaffSession | null, context: Context): Actor => ({
  id: session?.accountId ?? null,
  name: session?.email ?? '',
  clientAddress: requestFacts(context).clientAddress,
});

/** What the staff header shows of the session (app/routes/staff.tsx). */
export interface FrameFacts {
  readonly timeZone: string;
  readonly session: { readonly isAdmin: boolean; readonly csrfToken: string } | null;
}

/** The header's facts for this request, from the session already read (none read: signed out). */
export async function frameOf(request: Request, context: Context): Promise<FrameFacts> {
  const session = await sessionOf(request, context).catch(() => null);
  return {
    timeZone: staffServices(context).officeTimeZone,
    session: session && { isAdmin: session.isAdmin, csrfToken: session.csrfToken },
  };
}

/** A refusal thrown with `data()` (a notice page), as React Router's type has it. */
interface ThrownData {
  readonly type: 'DataWithResponseInit';
  data: unknown;
}

const isThrownData = (error: unknown): error is ThrownData =>
  (error as { type?: unknown } | null)?.type === 'DataWithResponseInit';

interface DataArgs {
  readonly request: Request;
  readonly context: Context;
  readonly pattern: string;
}

function unavailable(request: Request, pattern: string, context: Context, error: unknown) {
  // The route's pattern as the log names routes (`/staff/cases/:reference`), never the path.
  const route = pattern.startsWith('/') ? pattern : `/${pattern}`;
  requestFacts(context).log(`Staff ${request.method} ${route} failed: ${failureLine(error)}`, {
    level: 'error',
    error,
  });
  return notice(503, text.unavailable, { 'Retry-After': '60' }) as unknown as ThrownData;
}

/**
 * A staff loader or action: a failure of the database or the store (a full disk, a lost
 * connection) is one log line (naming the route, never the path, which holds a case reference;
 * the stack in its fields) and a 503 page in the staff layout, which shows no stack.
 */
export function staffHandler<Args extends DataArgs, Result>(
  handle: (args: Args) => Promise<Result>,
): (args: Args) => Promise<Result> {
  return async (args) => {
    try {
      return await handle(args);
    } catch (error) {
      if (error instanceof Response) throw error;
      const { request, context, pattern } = args;
      const refusal = isThrownData(error)
        ? error
        : // Text the database cannot store reached it unchecked: the client's mistake (400).
          isTextWithNulError(error)
          ? (notice(400, text.controlCharactersNotice) as unknown as ThrownData)
          : unavailable(request, pattern, context, error);
      // After a refused post React Router runs no loader at or under the staff layout, whose
      // header then reads the session from the refusal.
      if (staffRequest(context).session !== undefined && typeof refusal.data === 'object') {
        refusal.data = { ...refusal.data, frame: await frameOf(request, context) };
      }
      throw refusal;
    }
  };
}

/** The loader of a path only posted to, as a route exports it. */
export const postOnlyLoader = staffHandler(({ request, context }: DataArgs) =>
  postOnly(request, context),
);

/** The action of a path only read, as a route exports it. */
export const readOnlyAction = staffHandler(({ request, context }: DataArgs) =>
  readOnly(request, context),
);

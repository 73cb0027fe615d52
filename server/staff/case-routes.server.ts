import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
} from 'react-router';
import type { CasePageExtra } from '../../app/components/staff/case/case-page';
import { seeOther } from '../../app/ui/forms.server';
import type { CaseDetail } from '../cases/detail';
import type { Actor } from './audit';
import { caseOf, casePage } from './case-page.server';
import { actor, staffHandler, staffPost, staffRequest } from './route-checks.server';
import type { StaffSession } from './sessions';

/**
 * What the routes under a staff case page share (app/routes/staff.case-layout.tsx, the layout
 * of `/staff/cases/:reference`; decision 216): the case its path names, read into the context
 * once and only when asked, and the shapes its routes take: a form posted to a path of its own,
 * a download answered before the loaders run.
 */

type Context = Readonly<RouterContextProvider>;

interface DataArgs {
  readonly request: Request;
  readonly context: Context;
  readonly pattern: string;
}

const staffCaseContext = createContext<(() => Promise<CaseDetail>) | null>(null);

/** What follows the reference in the path (`/reply`, `/payments/3/void`), none for the page. */
function restOf(request: Request): string {
  const rest = new URL(request.url).pathname.split('/').slice(4).join('/');
  return rest === '' ? '' : `/${rest}`;
}

/**
 * The case layout's middleware: the case the path names, read the first time a route asks (404
 * for none; a reference typed loosely redirects to its canonical path, with the rest of it).
 */
export const staffCaseMiddleware: MiddlewareFunction<Response> = (
  { request, context, params },
  next,
) => {
  let detail: Promise<CaseDetail> | undefined;
  const typed = params.reference ?? '';
  context.set(
    staffCaseContext,
    () => (detail ??= caseOf(request, context, typed, restOf(request))),
  );
  return next();
};

/** The case the path names (under the case layout). */
export function staffCase(context: Context): Promise<CaseDetail> {
  const detail = context.get(staffCaseContext);
  if (detail === null) throw new Error('staffCase: not under the staff case layout');
  return detail();
}

/** What a form of the case page gets: the post checked, the case, and its refusal. */
export interface CaseFormArgs<Args> {
  readonly args: Args;
  readonly session: StaffSession;
  readonly fields: Record<string, string>;
  readonly detail: CaseDetail;
  /** Who does what, for the audit log. */
  readonly who: Actor;
  /** The case page again with the form as typed and why, under `status`. */
  refused(status: number, extra: CasePageExtra, headers?: Record<string, string>): Promise<unknown>;
}

/**
 * The action of a form of the case page posted to a path of its own: the post's checks
 * (staffPost: the method, the origin, the session, the form token), the case, then `act`. What
 * `act` returns as text is where the browser goes next (303); anything else is its page. A
 * path also read (the case page) names its methods in `allow`.
 */
export function caseAction<Args extends DataArgs, Result>(
  act: (form: CaseFormArgs<Args>) => Promise<string | Result>,
  allow = 'POST',
): (args: Args) => Promise<Result> {
  return staffHandler(async (args: Args) => {
    const { session, fields } = await staffPost(args.request, args.context, allow);
    const detail = await staffCase(args.context);
    const answer = await act({
      args,
      session,
      fields,
      detail,
      who: actor(session, args.context),
      refused: async (status, extra, headers = {}) =>
        data(await casePage(args.context, session, detail, extra), { status, headers }),
    });
    if (typeof answer === 'string') throw seeOther(answer);
    return answer;
  });
}

/**
 * A download's middleware (a document, a file of the return for signature): a GET or HEAD is
 * answered with the stream before the loaders run; a download that cannot start is kept in the
 * context for the route's loader (`refusalLoader`) to throw, as a page in the staff layout.
 */
export function downloadMiddleware<Args extends DataArgs>(
  download: (args: Args) => Promise<Response>,
): (args: Args, next: () => Promise<Response>) => Promise<Response> {
  const answer = staffHandler(download);
  return async (args, next) => {
    if (args.request.method !== 'GET' && args.request.method !== 'HEAD') return next();
    try {
      return await answer(args);
    } catch (refusal) {
      staffRequest(args.context).refusal = refusal;
      return next();
    }
  };
}

/** A download's loader: the refusal its middleware met, else nothing (a HEAD or GET answered). */
export function refusalLoader({ context }: { readonly context: Context }): null {
  const { refusal } = staffRequest(context);
  if (refusal !== undefined) throw refusal;
  return null;
}

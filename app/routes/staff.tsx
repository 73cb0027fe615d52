import {
  isRouteErrorResponse,
  Outlet,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/staff';
import type { RouteHandle } from '~/root';
import { STAFF_CSS, StaffFrame } from '~/components/staff/frame';
import { MessagePage } from '~/components/staff/parts';
import { staffCopy as text } from '~/copy/staff';
import type { SiteSettings } from '~/site/settings';
import { staffHeaders } from '~/staff/headers';
import { staffMeta } from '~/staff/meta';
import { refuseUnknownLength } from '~/ui/forms.server';
import {
  frameOf,
  type FrameFacts,
  staffHandler,
  staffMiddleware,
} from '../../server/staff/route-checks.server';

/**
 * The staff back office under /staff (docs/back-office.md): its header (the navigation and "Sign
 * out" when signed in), no script at all (every action is a form post), never cached or indexed,
 * and every refusal or failure of its pages as a page of its own (the ErrorBoundary).
 */
export const handle: RouteHandle = { scripts: false, siteHead: false, stylesheet: STAFF_CSS };

/**
 * A form of unknown length is refused before it is read (app/ui/forms.server.ts); the request's
 * state (its session, once read) in the context; the headers of every answer. Another site's post
 * is refused by each form's own checks, with a page (server/staff/route-checks.server.ts).
 */
export const middleware: Route.MiddlewareFunction[] = [refuseUnknownLength, staffMiddleware];

export const headers = staffHeaders;

export const loader = staffHandler(({ request, context }: Route.LoaderArgs) =>
  frameOf(request, context),
);

/** The layout's own: a page the router refused (a path or method it has none for). */
export function meta({ error, matches }: Route.MetaArgs) {
  return staffMeta(noticeOf(error).heading, matches);
}

function Frame({ children, frame }: { children: React.ReactNode; frame?: FrameFacts }) {
  const staff = useRouteLoaderData<typeof loader>('routes/staff') ?? frame;
  const root = useRouteLoaderData('root') as { site?: SiteSettings } | undefined;
  const { pathname } = useLocation();
  return (
    <StaffFrame
      siteName={root?.site?.siteName ?? ''}
      session={staff?.session ?? null}
      path={pathname}
      timeZone={staff?.timeZone ?? 'UTC'}
    >
      {children}
    </StaffFrame>
  );
}

export default function StaffLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

/** The words of a refusal: its own (a notice the route threw), else its status's. */
function noticeOf(error: unknown): { heading: string; body: string } {
  if (!isRouteErrorResponse(error)) return text.unavailable;
  const words = error.data as { heading?: unknown; body?: unknown } | undefined;
  if (typeof words?.heading === 'string' && typeof words.body === 'string') {
    return { heading: words.heading, body: words.body };
  }
  if (error.status === 405) return text.methodNotAllowed;
  if (error.status === 404) return text.notFound;
  return text.unavailable;
}

export function ErrorBoundary() {
  const error = useRouteError();
  // A refused post's page: no loader ran for the layout, the refusal carries the header's facts.
  const frame = isRouteErrorResponse(error)
    ? (error.data as { frame?: FrameFacts } | undefined)?.frame
    : undefined;
  return (
    <Frame frame={frame}>
      <MessagePage {...noticeOf(error)} />
    </Frame>
  );
}

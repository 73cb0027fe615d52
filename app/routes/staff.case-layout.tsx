import { Outlet } from 'react-router';
import type { Route } from './+types/staff.case-layout';
import { staffMeta } from '~/staff/meta';
import { staffCaseMiddleware } from '../../server/staff/case-routes.server';

/**
 * The layout of a staff case page and of the routes of its forms and files,
 * `/staff/cases/:reference…` (docs/back-office.md, "Staff screens"; decision 216): the case the
 * path names read into the context once, when a route asks (staffCase), and the page's title.
 * The staff layout above it carries the header, the headers and the refusals' pages.
 */
export const middleware: Route.MiddlewareFunction[] = [staffCaseMiddleware];

export const meta: Route.MetaFunction = ({ params, matches }) =>
  staffMeta(params.reference ?? '', matches);

export default function StaffCaseLayout() {
  return <Outlet />;
}

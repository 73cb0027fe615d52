import { Outlet } from 'react-router';
import type { Route } from './+types/case-layout';
import { caseVisitMiddleware } from '~/cases/case-visit.server';
import { CASE_HANDLE, casePageMeta } from '~/cases/page/CasePageRoute';

/**
 * The layout of the visitor's case page and the routes beside it, `/case…` and `/es/case…`
 * (docs/back-office.md, "The visitor's case page"; decision 216): the visit (the browser's case
 * cookie and the case it names) read into the context once, every answer never stored and never
 * indexed, no script, and the page's head. Each route below holds its methods and its answer.
 */
export const handle = CASE_HANDLE;
export const middleware: Route.MiddlewareFunction[] = [caseVisitMiddleware];
export const meta: Route.MetaFunction = ({ matches }) => casePageMeta(matches);

export default function CaseLayout() {
  return <Outlet />;
}

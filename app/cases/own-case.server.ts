import type { RouterContextProvider } from 'react-router';
import { copyForPage } from '~/copy/languages.server';
import { hasCaseCookie } from '../../server/cases/cookie';

export { hasCaseCookie };
import { findCaseById } from '../../server/cases/store';
import { trackedCase } from '../../server/cases/tracker';
import { TRACKED_EVENTS, type TrackedCase } from './tracked';
import { caseIdOf, caseServices } from './case-visit.server';

/**
 * The case the browser's cookie names, as the Refund Tracker shows it, in the page's language;
 * null without a cookie (every render at start: no services are asked), or when its signature or
 * session no longer holds.
 */
export async function ownCase(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<TrackedCase | null> {
  if (!hasCaseCookie(request.headers.get('cookie'))) return null;
  const caseId = await caseIdOf(request, context);
  if (caseId === undefined) return null;
  const found = await findCaseById(caseServices(context).db, caseId, TRACKED_EVENTS);
  // The browser holds this case: its estimated refund is shown.
  return found ? trackedCase(found, copyForPage(request.url)) : null;
}

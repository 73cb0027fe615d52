import type { Route } from './+types/staff.cases.$reference.sessions';
import { staffCopy } from '~/copy/staff';
import { NoPage } from '~/staff/no-page';
import { endClientSessions } from '../../server/cases/sessions';
import { casePath } from '../../server/staff/case-page.server';
import { caseAction, type CaseFormArgs } from '../../server/staff/case-routes.server';
import { notice, postOnlyLoader, staffServices } from '../../server/staff/route-checks.server';

export const loader = postOnlyLoader;

/**
 * "End the client's sessions" (docs/back-office.md, "Safer links, mail and backups"): every
 * browser's case cookie for the case stops working (server/cases/sessions.ts), audited "client
 * sessions ended"; a new sign-in link opens the case again.
 */
export const action = caseAction(async ({ args, detail, who }: CaseFormArgs<Route.ActionArgs>) => {
  const ended = await endClientSessions(staffServices(args.context).db, detail.found.id, who);
  // The case went away between reading it and writing to it.
  if (!ended) throw notice(404, staffCopy.cases.notFound);
  return `${casePath(detail.found.reference)}?sessionsEnded=1`;
});

/** Every answer is a redirect or a notice page (the staff layout's boundary): nothing to draw. */
export default NoPage;

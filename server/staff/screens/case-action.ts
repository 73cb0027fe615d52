import { type Request, type Response, Router } from 'express';
import type { CaseDetail } from '../../cases/detail';
import { methodNotAllowed, type StaffPages } from '../http';
import { caseOf } from './case';

/**
 * A form of the staff case page that posts to a path of its own, `/staff/cases/QR-…/ACTION` (a
 * reply, an assignment, a note): the case the path names is read first (404 for none; a loosely
 * typed reference is sent on, with its form, to the canonical path), then `handle` answers. Any
 * other method gets 405. The forgery checks ran before (server/staff/web.ts).
 */
export function caseAction(
  pages: StaffPages,
  action: string,
  handle: (req: Request, res: Response, detail: CaseDetail) => Promise<void>,
): Router {
  const router = Router();
  router
    .route(`/staff/cases/:reference/${action}`)
    .post(async (req, res) => {
      const detail = await caseOf(pages, req, res, `/${action}`);
      if (detail) await handle(req, res, detail);
    })
    .all(methodNotAllowed(pages, 'POST'));
  return router;
}

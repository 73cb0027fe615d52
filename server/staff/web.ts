import { Router } from 'express';
import { fromOwnSite } from '../origin';
import { factsOf } from '../request-checks';
import { notFound, refuseCrossSite, staffFailure, staffPages, type StaffWebOptions } from './http';
import { readForm } from '../form-fields';
import { assignScreen } from './screens/assign';
import { auditScreen } from './screens/audit';
import { caseScreen } from './screens/case';
import { casesScreen } from './screens/cases';
import { enrolScreen } from './screens/enrol';
import { messagesScreen } from './screens/messages';
import { notesScreen } from './screens/notes';
import { replyScreen } from './screens/reply';
import { requestsScreen } from './screens/requests';
import { signInScreen, signOutScreen } from './screens/sign-in';
import { currentSession } from './sessions';

export type { StaffDocuments, StaffWebOptions } from './http';

/**
 * The staff back office under /staff (docs/back-office.md): the checks every request passes, then one
 * screen per module (server/staff/screens: its routes, the zod schemas of its forms and queries,
 * its view). Every answer is a page in the staff layout, errors too.
 */
export function staffRouter(options: StaffWebOptions): Router {
  const { db, policy } = options;
  const pages = staffPages(options);
  const router = Router();

  // Every staff response: never cached, never indexed.
  router.use('/staff', (_req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
    next();
  });

  // Forgery protection, part 1: a state-changing request from another site is refused outright.
  router.post('/staff/{*rest}', (req, res, next) => {
    if (fromOwnSite(req, factsOf(req))) return next();
    refuseCrossSite(pages, req, res);
  });

  // What a visitor without a session reaches.
  router.use(signInScreen(pages));
  router.use(enrolScreen(pages));

  // Everything below needs a live session: a signed-out visitor goes to the sign-in page.
  router.use('/staff', async (req, res, next) => {
    const session = await currentSession(db, req, policy);
    if (!session) return res.redirect(303, '/staff/sign-in');
    req.staffSession = session;
    next();
  });

  // Forgery protection, part 2: every signed-in post carries the session's form token.
  router.post('/staff/{*rest}', readForm, (req, res, next) => {
    const body = req.body as Record<string, unknown>;
    if (body.csrf === req.staffSession?.csrfToken) return next();
    refuseCrossSite(pages, req, res);
  });

  router.get(['/staff', '/staff/'], (_req, res) => res.redirect(303, '/staff/cases'));
  router.use(signOutScreen(pages));
  router.use(casesScreen(pages));
  router.use(caseScreen(pages));
  router.use(replyScreen(pages));
  router.use(assignScreen(pages));
  router.use(notesScreen(pages));
  router.use(requestsScreen(pages));
  router.use(messagesScreen(pages));
  router.use(auditScreen(pages));

  router.use('/staff', notFound(pages));
  router.use(staffFailure(pages));
  return router;
}

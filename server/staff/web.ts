import express, { type Request, type Response, Router } from 'express';
import type { Kysely } from 'kysely';
import type { ReactNode } from 'react';
import { createElement } from 'react';
import { staffCopy as text } from '../../app/copy/staff';
import { contentSecurityPolicy } from '../../app/site/security-headers';
import type { Schema } from '../db/schema';
import { newNonce } from '../pages';
import { permanentRedirectStatus } from '../request-checks';
import { audit, AUDIT } from './audit';
import { finishEnrolment, findEnrolment, signIn } from './auth';
import {
  clearSessionCookie,
  currentSession,
  endSession,
  type SessionPolicy,
  type StaffSession,
  startSession,
} from './sessions';
import { totpQrSvg } from './totp';
import {
  EnrolPage,
  MessagePage,
  type PageContext,
  RecoveryCodesPage,
  renderPage,
  SignInPage,
} from './views';
import { AuditPage, MessagesPage, OneMessagePage } from './work-views';
import { isCaseStatus } from '../../app/cases/statuses';
import { caseDetail } from '../cases/detail';
import { isCursor, listCases } from '../cases/list';
import { parseDollars } from '../cases/money';
import { normalizeReference } from '../cases/reference';
import { updateCase } from '../cases/store';
import { isDocumentId } from '../documents/ids';
import { CasePage, casePath, CasesPage, type UpdateForm } from './case-views';

/** A note to the client is a few sentences, not a letter. */
export const NOTE_MAX = 2000;

/** What the case page needs of the document service: the decrypting stream. */
export interface StaffDocuments {
  sendDocument(id: string, res: Response): Promise<void>;
}

/** A page of rows fetched newest first with one extra, and the id to page on from (keyset paging). */
function onePage<Row extends { id: number }>(rows: Row[]): { page: Row[]; older: number | null } {
  const page = rows.slice(0, STAFF_PAGE_SIZE);
  const older = rows.length > STAFF_PAGE_SIZE ? (page[page.length - 1]?.id ?? null) : null;
  return { page, older };
}

export const STAFF_PAGE_SIZE = 50;

export interface StaffWebOptions {
  readonly db: Kysely<Schema>;
  readonly siteName: string;
  /** The public pages' stylesheet, as the build inlined it (server/pages.ts builtStylesheet). */
  readonly stylesheet: string;
  readonly uploadUrl: string;
  readonly publicUrl: string;
  readonly policy: SessionPolicy;
  /**
   * The documents, for downloads from a case page. A function: the document service starts after
   * the database (it records each upload in a case), so it is handed over once it exists.
   */
  readonly documents: () => StaffDocuments | undefined;
}

declare module 'express-serve-static-core' {
  interface Request {
    staffSession?: StaffSession;
  }
}

/** Whether a state-changing request comes from this site (Origin, else Sec-Fetch-Site). */
function sameOrigin(req: Request, publicUrl: string): boolean {
  const origin = req.get('origin');
  if (origin !== undefined) {
    const own = `${req.protocol}://${req.host}`;
    return origin === own || origin === publicUrl;
  }
  const site = req.get('sec-fetch-site');
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** A positive whole number from ?before=, for paging by id. */
function before(req: Request): number | null {
  const value = req.query.before;
  return typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}

export function staffRouter(options: StaffWebOptions): Router {
  const { db, policy, stylesheet } = options;
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });

  function send(req: Request, res: Response, status: number, title: string, body: ReactNode) {
    const nonce = newNonce();
    const session = req.staffSession ?? null;
    const context: PageContext = {
      siteName: options.siteName,
      nonce,
      stylesheet,
      session: session ? { isAdmin: session.isAdmin, csrfToken: session.csrfToken } : null,
      path: req.path,
    };
    res
      .status(status)
      .set('Content-Security-Policy', contentSecurityPolicy({ nonce }, options.uploadUrl))
      .type('html')
      .send(renderPage(context, title, body));
  }

  const field = (req: Request, name: string): string => {
    const body = req.body as Record<string, unknown> | undefined;
    const value = body?.[name];
    return typeof value === 'string' ? value : '';
  };

  /** A form that did not come from a signed-in page of this site: 403, and nothing done. */
  const refuseCrossSite = (req: Request, res: Response) =>
    send(
      req,
      res,
      403,
      text.crossSite.heading,
      createElement(MessagePage, { heading: text.crossSite.heading, body: text.crossSite.body }),
    );

  // Every staff response: never cached, never indexed.
  router.use('/staff', (req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
    next();
  });

  // Forgery protection, part 1: a state-changing request from another site is refused outright.
  router.post('/staff/{*rest}', (req, res, next) => {
    if (sameOrigin(req, options.publicUrl)) return next();
    refuseCrossSite(req, res);
  });

  // Sign-in has no session to tie a form token to: the origin check above guards it.
  router.get('/staff/sign-in', async (req, res) => {
    const session = await currentSession(db, req, policy);
    if (session) return res.redirect(303, '/staff/cases');
    const notice = req.query.signedOut === '1' ? text.signIn.signedOut : undefined;
    send(req, res, 200, text.signIn.heading, createElement(SignInPage, { notice }));
  });

  router.post('/staff/sign-in', form, async (req, res) => {
    const email = field(req, 'email');
    const result = await signIn(db, {
      email,
      password: field(req, 'password'),
      code: field(req, 'code'),
      clientAddress: req.ip ?? 'unknown',
    });
    if (result.ok) {
      await startSession(db, req, res, result.accountId);
      return res.redirect(303, '/staff/cases');
    }
    const error =
      result.reason === 'locked' ? text.signIn.tooMany(result.minutes) : text.signIn.wrong;
    send(
      req,
      res,
      result.reason === 'locked' ? 429 : 401,
      text.signIn.heading,
      createElement(SignInPage, { email, error }),
    );
  });

  async function enrolPage(req: Request, res: Response, status: number, error?: string) {
    const token = String(req.params.token);
    const enrolment = await findEnrolment(db, token);
    if (!enrolment) {
      return send(
        req,
        res,
        404,
        text.enrol.invalidLinkHeading,
        createElement(MessagePage, {
          heading: text.enrol.invalidLinkHeading,
          body: text.enrol.invalidLink,
        }),
      );
    }
    const qrSvg = await totpQrSvg(enrolment.totpSecret, enrolment.email, options.siteName);
    send(
      req,
      res,
      status,
      text.enrol.heading,
      createElement(EnrolPage, {
        email: enrolment.email,
        qrSvg,
        setupKey: enrolment.totpSecret,
        error,
      }),
    );
  }

  router.get('/staff/enrol/:token', (req, res) => enrolPage(req, res, 200));
  router.post('/staff/enrol/:token', form, async (req, res) => {
    const result = await finishEnrolment(db, String(req.params.token), {
      password: field(req, 'password'),
      confirm: field(req, 'confirm'),
      code: field(req, 'code'),
      clientAddress: req.ip ?? 'unknown',
    });
    if (result.ok) {
      return send(
        req,
        res,
        200,
        text.enrol.recoveryHeading,
        createElement(RecoveryCodesPage, {
          codes: result.recoveryCodes,
        }),
      );
    }
    if (result.problem === 'link') return enrolPage(req, res, 404);
    return enrolPage(req, res, 400, text.enrol.errors[result.problem]);
  });

  // Everything below needs a live session: a signed-out visitor goes to the sign-in page.
  router.use('/staff', async (req, res, next) => {
    const session = await currentSession(db, req, policy);
    if (!session) return res.redirect(303, '/staff/sign-in');
    req.staffSession = session;
    next();
  });

  // Forgery protection, part 2: every signed-in post carries the session's form token.
  router.post('/staff/{*rest}', form, (req, res, next) => {
    if (field(req, 'csrf') === req.staffSession?.csrfToken) return next();
    refuseCrossSite(req, res);
  });

  const actor = (req: Request) => ({
    id: req.staffSession?.accountId ?? null,
    name: req.staffSession?.email ?? '',
    clientAddress: req.ip ?? 'unknown',
  });

  router.post('/staff/sign-out', async (req, res) => {
    const session = req.staffSession as StaffSession;
    await endSession(db, session.idHash);
    await audit(db, actor(req), AUDIT.signOut);
    clearSessionCookie(req, res);
    res.redirect(303, '/staff/sign-in?signedOut=1');
  });

  router.get(['/staff', '/staff/'], (_req, res) => res.redirect(303, '/staff/cases'));

  const query = (req: Request, name: string): string => {
    const value = req.query[name];
    return typeof value === 'string' ? value : '';
  };

  /** What a Cases screen showed, for the audit log: the filter and the page, not the search. */
  const listedSubject = (status: string | undefined, search: string, before: string | undefined) =>
    [
      status === undefined ? 'every status' : `status ${status}`,
      ...(search === '' ? [] : ['a search']),
      before === undefined ? 'first page' : 'an older page',
    ].join(', ');

  router.get('/staff/cases', async (req, res) => {
    const status = isCaseStatus(query(req, 'status')) ? query(req, 'status') : undefined;
    const search = query(req, 'q').slice(0, 254);
    const before = isCursor(query(req, 'before')) ? query(req, 'before') : undefined;
    const list = await listCases(db, {
      status: isCaseStatus(status) ? status : undefined,
      search,
      before,
      pageSize: STAFF_PAGE_SIZE,
    });
    await audit(db, actor(req), AUDIT.casesListed, listedSubject(status, search, before));
    send(
      req,
      res,
      list.ok ? 200 : 400,
      text.cases.heading,
      createElement(CasesPage, {
        rows: list.ok ? list.rows : null,
        older: list.ok ? list.older : null,
        paged: before !== undefined,
        status: isCaseStatus(status) ? status : undefined,
        search,
      }),
    );
  });

  /** The case a path names; a reference typed loosely is sent on to its canonical path. */
  async function caseOf(req: Request, res: Response) {
    const typed = String(req.params.reference);
    const reference = normalizeReference(typed);
    if (reference === undefined) return undefined;
    if (reference !== typed) {
      // An "Update case" posted to a loosely typed path stays a post, with its form.
      res.redirect(permanentRedirectStatus(req.method), casePath(reference));
      return null;
    }
    return caseDetail(db, reference);
  }

  async function casePage(
    req: Request,
    res: Response,
    status: number,
    detail: NonNullable<Awaited<ReturnType<typeof caseDetail>>>,
    extra: { form?: UpdateForm; error?: string; notice?: string } = {},
  ) {
    await audit(db, actor(req), AUDIT.caseViewed, `case ${detail.found.reference}`);
    send(
      req,
      res,
      status,
      detail.found.reference,
      createElement(CasePage, { detail, csrf: req.staffSession?.csrfToken ?? '', ...extra }),
    );
  }

  router.get('/staff/cases/:reference', async (req, res, next) => {
    const detail = await caseOf(req, res);
    if (detail === null) return;
    if (detail === undefined) return next();
    const notice =
      req.query.updated === '1'
        ? text.cases.updated
        : req.query.updated === '0'
          ? text.cases.unchanged
          : undefined;
    await casePage(req, res, 200, detail, { notice });
  });

  router.post('/staff/cases/:reference', async (req, res, next) => {
    const detail = await caseOf(req, res);
    if (detail === null) return;
    if (detail === undefined) return next();
    const form: UpdateForm = {
      status: field(req, 'status'),
      note: field(req, 'note'),
      estimate: field(req, 'estimate'),
    };
    const errors = text.cases.errors;
    const estimate = parseDollars(form.estimate);
    const problem = !isCaseStatus(form.status)
      ? errors.status
      : [...form.note.trim()].length > NOTE_MAX
        ? errors.note(NOTE_MAX)
        : estimate === undefined
          ? errors.estimate
          : undefined;
    if (problem !== undefined || !isCaseStatus(form.status) || estimate === undefined) {
      return casePage(req, res, 400, detail, { form, error: problem });
    }
    const { reference } = detail.found;
    const result = await updateCase(db, {
      caseId: detail.found.id,
      status: form.status,
      note: form.note,
      estimatedRefundCents: estimate,
      staffId: req.staffSession?.accountId ?? 0,
    });
    if (!result.ok) return next();
    if (result.changed) {
      await audit(
        db,
        actor(req),
        result.statusChanged ? AUDIT.statusChanged : AUDIT.caseUpdated,
        result.statusChanged ? `case ${reference}: ${form.status}` : `case ${reference}`,
      );
    }
    res.redirect(303, `${casePath(reference)}?updated=${result.changed ? '1' : '0'}`);
  });

  router.get('/staff/cases/:reference/documents/:id', async (req, res, next) => {
    const reference = normalizeReference(String(req.params.reference));
    const id = String(req.params.id);
    const documents = options.documents();
    if (reference === undefined || !isDocumentId(id) || documents === undefined) return next();
    const row = await db
      .selectFrom('documents as d')
      .innerJoin('cases as c', 'c.id', 'd.case_id')
      .select('d.id')
      .where('d.id', '=', id)
      .where('c.reference', '=', reference)
      .executeTakeFirst();
    if (!row) return next();
    await audit(db, actor(req), AUDIT.documentDownloaded, `document ${id} of case ${reference}`);
    await documents.sendDocument(id, res);
  });

  /** Contact messages as the Messages screen and a message's page show them, with their case. */
  const messageRows = () =>
    db
      .selectFrom('contact_messages as m')
      .leftJoin('cases as c', 'c.id', 'm.case_id')
      .select([
        'm.id',
        'm.name',
        'm.email',
        'm.message',
        'm.created_at',
        'm.read_at',
        'm.handled_at',
        'c.reference',
      ]);

  router.get('/staff/messages', async (req, res) => {
    const cursor = before(req);
    let messages = messageRows()
      .orderBy('m.id', 'desc')
      .limit(STAFF_PAGE_SIZE + 1);
    if (cursor !== null) messages = messages.where('m.id', '<', cursor);
    const { page, older } = onePage(await messages.execute());
    await audit(
      db,
      actor(req),
      AUDIT.messagesListed,
      cursor === null ? 'first page' : `before message ${cursor}`,
    );
    send(
      req,
      res,
      200,
      text.messages.heading,
      createElement(MessagesPage, {
        rows: page,
        older,
        paged: cursor !== null,
        csrf: req.staffSession?.csrfToken ?? '',
        back: req.originalUrl,
      }),
    );
  });

  const messageId = (req: Request) => {
    const id = String(req.params.id);
    return /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : null;
  };

  router.get('/staff/messages/:id', async (req, res, next) => {
    const id = messageId(req);
    if (id === null) return next();
    const row = await messageRows().where('m.id', '=', id).executeTakeFirst();
    if (!row) return next();
    await audit(db, actor(req), AUDIT.messageViewed, `message ${id}`);
    if (!row.read_at) {
      await db
        .updateTable('contact_messages')
        .set({ read_at: new Date() })
        .where('id', '=', id)
        .where('read_at', 'is', null)
        .execute();
    }
    send(
      req,
      res,
      200,
      text.messages.open(row.name),
      createElement(OneMessagePage, {
        row,
        csrf: req.staffSession?.csrfToken ?? '',
      }),
    );
  });

  router.post('/staff/messages/:id/handled', async (req, res, next) => {
    const id = messageId(req);
    if (id === null) return next();
    const updated = await db
      .updateTable('contact_messages')
      .set({ handled_at: new Date(), handled_by: req.staffSession?.accountId ?? null })
      .where('id', '=', id)
      .where('handled_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (updated) await audit(db, actor(req), AUDIT.messageHandled, `message ${id}`);
    const back = field(req, 'back');
    // Back to the page the button was on: only a path of this back office.
    res.redirect(303, /^\/staff\/[A-Za-z0-9/?=]*$/.test(back) ? back : '/staff/messages');
  });

  router.get('/staff/audit', async (req, res) => {
    if (!req.staffSession?.isAdmin) {
      return send(
        req,
        res,
        403,
        text.forbidden.heading,
        createElement(MessagePage, {
          heading: text.forbidden.heading,
          body: text.forbidden.body,
        }),
      );
    }
    const cursor = before(req);
    let query = db
      .selectFrom('audit_log')
      .select(['id', 'at', 'actor', 'action', 'subject', 'client_address'])
      .orderBy('id', 'desc')
      .limit(STAFF_PAGE_SIZE + 1);
    if (cursor !== null) query = query.where('id', '<', cursor);
    const { page, older } = onePage(await query.execute());
    send(
      req,
      res,
      200,
      text.audit.heading,
      createElement(AuditPage, {
        rows: page,
        older,
        paged: cursor !== null,
      }),
    );
  });

  router.use('/staff', (req, res) => {
    send(
      req,
      res,
      404,
      text.notFound.heading,
      createElement(MessagePage, {
        heading: text.notFound.heading,
        body: text.notFound.body,
      }),
    );
  });

  return router;
}

import {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
  Router,
} from 'express';
import { failureLine } from '../failure';
import { sql, type Kysely } from 'kysely';
import type { ReactNode } from 'react';
import { createElement } from 'react';
import { staffCopy as text } from '../../app/copy/staff';
import { contentSecurityPolicy } from '../../app/site/security-headers';
import type { Schema } from '../db/schema';
import { newNonce } from '../pages';
import { fromOwnSite } from '../origin';
import { longerThan } from '../text-length';
import { readBodyBytes, sendTooLarge } from '../read-body';
import { factsOf, permanentRedirectStatus } from '../request-checks';
import { audit, AUDIT, AUDIT_ACTIONS } from './audit';
import { finishEnrolment, findEnrolment, normaliseEmail, signIn } from './auth';
import { DeviceCookies } from './device-cookie';
import { clientKey } from '../documents/client-key';
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
import { type AuditFilter, AuditPage, MessagesPage, OneMessagePage } from './work-views';
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
  /** One line per failure of the database or the store (server/failure.ts). */
  readonly log?: (line: string) => void;
}

declare module 'express-serve-static-core' {
  interface Request {
    staffSession?: StaffSession;
  }
}

/** Midnight UTC of a YYYY-MM-DD date from a filter, or null when it is none. */
function dayStart(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value ? null : day;
}

/** A positive whole number from ?before=, for paging by id. */
function before(req: Request): number | null {
  const value = req.query.before;
  return typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}

export function staffRouter(options: StaffWebOptions): Router {
  const { db, policy, stylesheet } = options;
  const router = Router();
  /**
   * A staff form's fields into req.body, read through the server's one body reader (capped: 413
   * with a page when over). A body read once is not read again.
   */
  const form: RequestHandler = (req, res, next) => {
    if (req.body !== undefined) return next();
    if (!req.is('application/x-www-form-urlencoded')) {
      req.body = {};
      return next();
    }
    readBodyBytes(req).then((outcome) => {
      const facts = factsOf(req);
      if (outcome.kind === 'gone') return void res.destroy();
      if (outcome.kind === 'too_large') {
        return sendTooLarge(res, facts.path, facts.https, undefined, req);
      }
      if (outcome.kind === 'timeout') {
        return void res.status(408).set('Connection', 'close').end();
      }
      const fields = Object.create(null) as Record<string, string>;
      for (const [name, value] of new URLSearchParams(outcome.text.toString('utf8'))) {
        // The first of a repeated field, as a form sends each once.
        if (!Object.hasOwn(fields, name)) fields[name] = value;
      }
      req.body = fields;
      next();
    }, next);
  };

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
    if (fromOwnSite(req, factsOf(req), { strict: true })) return next();
    refuseCrossSite(req, res);
  });

  // Sign-in has no session to tie a form token to: the origin check above guards it.
  router.get('/staff/sign-in', async (req, res) => {
    const session = await currentSession(db, req, policy);
    if (session) return res.redirect(303, '/staff/cases');
    const notice = req.query.signedOut === '1' ? text.signIn.signedOut : undefined;
    send(req, res, 200, text.signIn.heading, createElement(SignInPage, { notice }));
  });

  // The device cookies' key is in the database: read once, on the first sign-in.
  let deviceCookies: Promise<DeviceCookies> | undefined;
  const devices = () => {
    deviceCookies ??= DeviceCookies.load(db).catch((error: unknown) => {
      deviceCookies = undefined;
      throw error;
    });
    return deviceCookies;
  };

  router.post('/staff/sign-in', form, async (req, res) => {
    const email = field(req, 'email');
    const https = factsOf(req).https;
    const cookies = await devices();
    const result = await signIn(db, {
      email,
      password: field(req, 'password'),
      code: field(req, 'code'),
      clientAddress: req.ip ?? 'unknown',
      clientKey: clientKey(req.ip),
      device: cookies.read(req.headers.cookie, https, normaliseEmail(email)),
    });
    if (result.ok) {
      await startSession(db, req, res, result.accountId);
      // A new device cookie with each sign-in (OWASP): this browser is known for this account.
      res.append('Set-Cookie', cookies.header(result.email, https));
      return res.redirect(303, '/staff/cases');
    }
    if (result.reason === 'locked') res.set('Retry-After', String(result.retryAfterSeconds));
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
      : longerThan(form.note.trim(), NOTE_MAX)
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
    const filter: AuditFilter = {
      action: AUDIT_ACTIONS.includes(query(req, 'action')) ? query(req, 'action') : '',
      account: query(req, 'account').trim().slice(0, 254),
      from: query(req, 'from').slice(0, 10),
      to: query(req, 'to').slice(0, 10),
    };
    const from = dayStart(filter.from);
    const to = dayStart(filter.to);
    const badDate = (filter.from !== '' && from === null) || (filter.to !== '' && to === null);
    let rows = db
      .selectFrom('audit_log as a')
      .leftJoin('sign_in_failures as f', 'f.audit_id', 'a.id')
      .select([
        'a.id',
        'a.at',
        'a.actor',
        'a.action',
        'a.subject',
        'a.client_address',
        'f.attempts',
      ])
      .orderBy('a.id', 'desc')
      .limit(STAFF_PAGE_SIZE + 1);
    if (cursor !== null) rows = rows.where('a.id', '<', cursor);
    if (filter.action !== '') rows = rows.where('a.action', '=', filter.action);
    if (filter.account !== '') {
      rows = rows.where(sql<string>`lower(a.actor)`, '=', filter.account.toLowerCase());
    }
    if (from !== null) rows = rows.where('a.at', '>=', from);
    // "To" is the whole of that day.
    if (to !== null) rows = rows.where('a.at', '<', new Date(to.getTime() + 86_400_000));
    const { page, older } = onePage(badDate ? [] : await rows.execute());
    // Reading the log is an event of its own: which filter and page, never what it showed.
    const shown = [
      filter.action !== '' ? `action ${filter.action}` : 'every action',
      ...(filter.account !== '' ? ['one account'] : []),
      ...(from !== null || to !== null
        ? [`dates ${filter.from || '…'} to ${filter.to || '…'}`]
        : []),
      cursor === null ? 'first page' : 'an older page',
    ].join(', ');
    await audit(db, actor(req), AUDIT.auditViewed, shown);
    send(
      req,
      res,
      badDate ? 400 : 200,
      text.audit.heading,
      createElement(AuditPage, {
        rows: page.map((row) => ({ ...row, attempts: row.attempts ?? null })),
        older,
        paged: cursor !== null,
        filter,
        actions: AUDIT_ACTIONS,
        error: badDate ? text.audit.badDate : undefined,
      }),
    );
  });

  // A failure of the database or the store (a full disk, a lost connection) on any staff page:
  // one log line and a sentence, never a stack (issue 23).
  const onFailure: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (!req.path.startsWith('/staff')) return next(error);
    (options.log ?? console.error)(`Staff ${req.method} ${req.path} failed: ${failureLine(error)}`);
    if (res.headersSent) return res.destroy();
    res.set('Retry-After', '60');
    send(
      req,
      res,
      503,
      text.unavailable.heading,
      createElement(MessagePage, {
        heading: text.unavailable.heading,
        body: text.unavailable.body,
      }),
    );
  };

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

  router.use(onFailure);

  return router;
}

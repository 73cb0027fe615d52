import { TextWithNulError } from '../db/text-guard';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import { createElement, type ReactNode } from 'react';
import { staffCopy as text } from '../../app/copy/staff';
import type { Schema } from '../db/schema';
import type { DownloadFailure } from '../documents/download';
import { sendDocument } from '../document-shell';
import { failureLine } from '../failure';
import type { LogLine } from '../observe/logger';
import { expressRoute, UNMATCHED } from '../observe/routes';
import type { Actor } from './audit';
import type { SessionPolicy, StaffSession } from './sessions';
import { MessagePage, type PageContext, StaffBody, staffHead } from './views';

/**
 * What every staff screen (server/staff/screens) shares: the options, the page in the staff
 * layout and the answers every screen gives; forms are read by server/form-fields.ts.
 */

/** What the case page needs of the document service: the decrypting stream. */
export interface StaffDocuments {
  /** The document as an attachment on `res`; `fail` answers a download that cannot start. */
  sendDocument(id: string, res: Response, fail?: DownloadFailure): Promise<void>;
}

export interface StaffWebOptions {
  readonly db: Kysely<Schema>;
  readonly siteName: string;
  /** The public pages' stylesheet, as the build inlined it (server/pages.ts builtStylesheet). */
  readonly stylesheet: string;
  readonly uploadUrl: string;
  readonly publicUrl: string;
  readonly policy: SessionPolicy;
  /** STAFF_PASSWORD_COST (server/staff/passwords.ts). */
  readonly passwordCost: number;
  /** COOKIE_SIGNING_KEY's keys, newest first, for the device cookie; undefined: the database's. */
  readonly cookieSigningKeys?: readonly Buffer[] | undefined;
  /**
   * The documents, for downloads from a case page. A function: the document service starts after
   * the database (it records each upload in a case), so it is handed over once it exists.
   */
  readonly documents: () => StaffDocuments | undefined;
  /** One line per failure of the database or the store (server/failure.ts), with its stack. */
  readonly log: LogLine;
  /** OFFICE_TIME_ZONE: the zone of every time on a staff screen. */
  readonly officeTimeZone: string;
  /**
   * What the e-mails to a client sign with (the company's name and phone); undefined when mail is
   * off (no SMTP_URL): then no e-mail is queued for a client.
   */
  readonly clientMail?: { readonly siteName: string; readonly phone: string } | undefined;
}

declare module 'express-serve-static-core' {
  interface Request {
    staffSession?: StaffSession;
  }
}

export const STAFF_PAGE_SIZE = 50;

/** The pages of the back office: every answer, errors too, is one of them (never JSON). */
export interface StaffPages {
  readonly options: StaffWebOptions;
  readonly db: Kysely<Schema>;
  /** A page in the staff layout, with its status and title. */
  page(req: Request, res: Response, status: number, title: string, body: ReactNode): void;
  /** A heading and one sentence in the staff layout: refusals, errors, "not found". */
  notice(
    req: Request,
    res: Response,
    status: number,
    words: { readonly heading: string; readonly body: string },
  ): void;
}

export function staffPages(options: StaffWebOptions): StaffPages {
  const page: StaffPages['page'] = (req, res, status, title, body) => {
    const session = req.staffSession ?? null;
    const context: PageContext = {
      siteName: options.siteName,
      stylesheet: options.stylesheet,
      session: session ? { isAdmin: session.isAdmin, csrfToken: session.csrfToken } : null,
      path: req.path,
      timeZone: options.officeTimeZone,
    };
    sendDocument(
      res.status(status),
      staffHead(context, title, options.uploadUrl),
      createElement(StaffBody, { context }, body),
    );
  };
  return {
    options,
    db: options.db,
    page,
    notice: (req, res, status, words) =>
      page(req, res, status, words.heading, createElement(MessagePage, words)),
  };
}

/** Who does what, for the audit log. */
export const actor = (req: Request): Actor => ({
  id: req.staffSession?.accountId ?? null,
  name: req.staffSession?.email ?? '',
  clientAddress: req.ip ?? 'unknown',
});

export const csrfOf = (req: Request): string => req.staffSession?.csrfToken ?? '';

/** The methods a staff path takes; any other gets 405 with Allow, as a page. */
export const methodNotAllowed =
  (pages: StaffPages, allow: string): RequestHandler =>
  (req, res) => {
    res.set('Allow', allow);
    pages.notice(req, res, 405, text.methodNotAllowed);
  };

/** A form that did not come from a signed-in page of this site: 403, and nothing done. */
export const refuseCrossSite = (pages: StaffPages, req: Request, res: Response): void =>
  pages.notice(req, res, 403, text.crossSite);

/** Any staff path no screen answers: 404, a page. */
export const notFound =
  (pages: StaffPages): RequestHandler =>
  (req, res) =>
    pages.notice(req, res, 404, text.notFound);

/**
 * A failure of the database or the store (a full disk, a lost connection) on any staff page: one
 * log line (naming the route, never the path, which holds a case reference; the stack in its
 * fields) and a 503 page in the staff layout, which shows no stack.
 */
export const staffFailure =
  (pages: StaffPages): ErrorRequestHandler =>
  (error: unknown, req, res, next) => {
    if (!req.path.startsWith('/staff')) return next(error);
    // Text the database cannot store reached it unchecked: the client's mistake, not a failure.
    if (error instanceof TextWithNulError) {
      return pages.notice(req, res, 400, text.controlCharactersNotice);
    }
    const route = expressRoute(req) ?? UNMATCHED;
    pages.options.log(`Staff ${req.method} ${route} failed: ${failureLine(error)}`, {
      level: 'error',
      error,
      req,
    });
    if (res.headersSent) return res.destroy();
    res.set('Retry-After', '60');
    pages.notice(req, res, 503, text.unavailable);
  };

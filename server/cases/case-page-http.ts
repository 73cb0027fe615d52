import type { Request, RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import { type CasePageCopy, casePage as englishCase } from '../../app/copy/en/case';
import { casePage as spanishCase } from '../../app/copy/es/case';
import { CATALOGUES } from '../../app/copy/languages.server';
import { type Lang, langOfPath } from '../../app/site/pages';
import type { SiteSettings } from '../../app/site/settings';
import type { Schema } from '../db/schema';
import type { FormAnswer } from '../documents/upload';
import type { Notification } from '../mail/outbox';
import { fromOwnSite } from '../origin';
import { factsOf } from '../request-checks';
import type { ClientMailOptions } from '../staff/client-mail';
import type { CasePageProps } from './case-page-view';
import type { CaseService } from './service';

/**
 * What the case page (server/cases/case-page.tsx) and its forms (case-forms.ts) share: their
 * words, options and answers.
 */

export const CASE_PAGE_COPY: Readonly<Record<Lang, CasePageCopy>> = {
  en: englishCase,
  es: spanishCase,
};

export interface CasePageOptions {
  readonly db: Kysely<Schema>;
  readonly cases: CaseService;
  /** The site's settings (the frame's name, phone, e-mail, address; the upload preset). */
  readonly site: SiteSettings;
  /** The public pages' stylesheet as the build inlined it (empty without pages). */
  readonly stylesheet: string;
  /** The site's icon as a data URL (server/pages.ts builtIcon; empty without pages). */
  readonly icon: string;
  /** Messages per client per 10 minutes: the contact form's limit, shared with it. */
  readonly rateLimit: number;
  /** Staff's notification of a new message, when notifications are on. */
  readonly notify: { readonly to: string; readonly notification: Notification } | undefined;
  /** The e-mails to the visitor: their signature when mail is on, and PUBLIC_URL for links. */
  readonly mail: ClientMailOptions;
  /**
   * The upload, answered with this page: a function, since the document service starts before
   * the database and is handed over once it exists (server/app.ts).
   */
  readonly upload: () => ((answer: FormAnswer) => RequestHandler) | undefined;
  readonly log: (line: string) => void;
}

/** What a render adds to the page: a refused form, a notice, another language, no case. */
export type RenderExtra = Pick<CasePageProps, 'forms' | 'notice'> & {
  readonly lang?: Lang;
  /** Shows "Open your case", whatever cookie the browser has (a link that did not open). */
  readonly withoutCase?: true;
};

export type Render = (
  req: Request,
  res: Response,
  status: number,
  extra?: RenderExtra,
) => Promise<void>;

/** Answers a post from another site before its body is read (server/origin.ts), in its language. */
export const fromOwnPages: RequestHandler = (req, res, next) => {
  if (fromOwnSite(req, factsOf(req))) return next();
  const copy = CATALOGUES[langOfPath(req.path)];
  res.status(403).type('text/plain').send(`${copy.error.crossSitePost}\n`);
};

/** The answer to a method a path does not take, in its language. */
export const methodNotAllowed =
  (allow: string): RequestHandler =>
  (req, res) => {
    const copy = CATALOGUES[langOfPath(req.path)];
    res.status(405).set('Allow', allow).type('text/plain').send(`${copy.error.methodNotAllowed}\n`);
  };

/** Every answer of the case page and its forms: never stored by a cache, never indexed. */
export const NEVER_STORED = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } as const;

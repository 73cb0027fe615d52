import { createContext, type RouterContextProvider } from 'react-router';
import type { SiteSettings } from './site/settings';
import type { FeeSchedule } from './fees';
import type { Settings } from './settings.server';
import type { Office } from '../server/office';
import type { Documents } from '../server/documents';
import type { LogLine } from '../server/observe/logger';
import type { FormStates } from './cases/page/CasePage';

/**
 * What the Express server hands every loader and action, through React Router's context
 * (`context.get(requestContext)`, `context.get(servicesContext)`): server/app.ts makes both for
 * each request (getLoadContext). Only types come from the server here, so a route module that
 * imports this file stays fit for the browser bundle.
 */

/** Facts about the request the route is answering. */
export interface RequestFacts {
  readonly site: SiteSettings;
  /** The fee schedule in force (FEE_SCHEDULE_FILE): the pages' fee comes from it (app/fees.ts). */
  readonly fees: FeeSchedule;
  /** The CSP nonce of this answer; undefined when the page is rendered once for every visitor. */
  readonly nonce: string | undefined;
  /** The client's address (behind the trusted proxy, from X-Forwarded-For). */
  readonly clientAddress: string;
  /** What the client counts against in rate limits: its IPv4 address or IPv6 /64. */
  readonly clientKey: string;
  /** Over https, directly or as the trusted proxy says (cookies are then `Secure`). */
  readonly https: boolean;
  /** Writes a rendering failure in the server's log, with the request's id. */
  reportError(error: unknown): void;
  /** The modules' event lines (server/observe/logger.ts), with this request's id. */
  readonly log: LogLine;
}

/** The server's services: the settings, the company side (database, cases, staff), documents. */
export interface Services {
  readonly settings: Settings;
  readonly office: Office;
  readonly documents: Documents;
  /** The modules' event lines (server/observe/logger.ts). */
  readonly log: LogLine;
}

export const requestContext = createContext<RequestFacts>();
export const servicesContext = createContext<Services>();

/**
 * A form the server answered before React Router ran, whose answer is shown on a page: /upload's
 * own form (POST /api/upload without JavaScript, server/documents/upload.ts) asks for the upload
 * page with the outcome in `forms.upload`. Null for every other request.
 */
export interface FormAnswered {
  readonly status: number;
  readonly forms: FormStates;
}

export const formAnsweredContext = createContext<FormAnswered | null>(null);

/** The request's facts, from a loader's or action's `context`. */
export function requestFacts(context: Readonly<RouterContextProvider>): RequestFacts {
  return context.get(requestContext);
}

/** The server's services, from a loader's or action's `context`. */
export function services(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}

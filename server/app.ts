import { existsSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { sql } from 'kysely';
import {
  createRequestHandler as createPageHandler,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import type { FormStates } from '../app/cases/page/CasePage';
import { LANGUAGES, pathOf, TOO_LARGE_PATHS } from '../app/site/pages';
import { copyForAcceptLanguage } from '../app/copy/languages.server';
import { formAnsweredContext, requestContext, servicesContext } from '../app/request-context';
import { NO_REVIEWS, shownReviewsContext, type ShownReviews } from '../app/reviews/shown-context';
import { readSettings, type Settings } from '../app/settings.server';
import { apiError, REQUEST_CODES, sendApiError } from './http/api-error';
import { clientKey } from './http/client-key';
import { createDocuments, type Documents, localFolder } from './documents';
import { failureLine } from './observe/failure';
import { tuneHeap } from './operations/heap';
import { newNonce } from './http/nonce';
import { refuseOtherMethods } from './http/page-methods';
import { SIGN_IN_PATH_PREFIX } from './cases/sign-in-links';
import { createOffice, type Office } from './office';
import { READER_CACHE_FOLDER, type ReadingJob, startReadingJob } from './reader/job';
import { pgliteDir } from './db';
import { aboveFloor } from './observe/free-space';
import { createHealth } from './observe/health';
import { createLogger, lineLogger, type Logger, type LogLine } from './observe/logger';
import { watchDatabase } from './observe/metrics';
import { observeRequests } from './observe/requests';
import { routeNamer } from './observe/routes';
import {
  answerReencryptReturnDetails,
  answerReencryptW2Figures,
  DOCUMENTS_KEY_COMMAND,
  RETURN_DETAILS_REENCRYPT_COMMAND,
  W2_FIGURES_REENCRYPT_COMMAND,
} from './operations/keys-command';
import { pagePolicy } from '../app/site/page-policy.server';
import { createPageMemo, pageMemoContext } from '../app/site/page-memo.server';
import { serveStaticFiles } from './http/static-files';
import { serveKeptPages } from './http/kept-pages';
import { factsOf, headersOneByOne, requestChecks } from './http/request-checks';
import { holdTooLargePage } from './http/too-large-page';
import { pageRoutePattern } from './observe/page-routes';
import { mountExpressRoutes, mountNodeRoutes, ownBodyCap, routeTable, tablePathOf } from './routes';
import { REVIEW_PAGE_PATHS } from './reviews/pages';
import { startShownReviews } from './reviews/shown';
import { API_PREFIX } from '../app/site/api-paths';

/**
 * Where the React Router build comes from: the one the server is built with (server/index.ts),
 * the sources' (the tests, through Vitest), or Vite's in development.
 */
export type PagesSource =
  | {
      /** React Router's build: `virtual:react-router/server-build`, in this module graph. */
      readonly build: ServerBuild;
      /** The client build's files (build/client), served before the pages; none: pages only. */
      readonly clientDir?: string;
    }
  | {
      /** The server build as Vite has it now (`npm run dev`, server/dev.ts): asked per request. */
      readonly devBuild: () => Promise<ServerBuild>;
      /** Vite's middleware: the modules, hot reload, public/ (before every route). */
      readonly devMiddleware: RequestHandler;
    };

export interface AppOptions {
  /** The settings; read from `env` (default process.env) when not given. */
  settings?: Settings;
  env?: NodeJS.ProcessEnv;
  /** The React Router build; false for an app without pages (JSON routes and documents only). */
  pages: PagesSource | false;
  /**
   * The one logger (server/observe/logger.ts); made from the settings (LOG_LEVEL, LOG_FORMAT) on
   * standard output when not given. Tests pass one that keeps the lines or writes none.
   */
  logger?: Logger;
  /** Takes the modules' event lines instead of the logger (tests read their text). */
  log?: LogLine;
  /**
   * The W-2 reader's process script (decision 105): build/reader.js for the built server, a bundle
   * of its own for `npm run dev`. Without one (the tests) documents are queued and not read here.
   */
  readerEntry?: string;
}

export interface RunningApp {
  /** What the HTTP server calls for each request (`http.createServer(listener)`). */
  readonly listener: RequestListener;
  /** The Express app: for tests that build their own server from it. */
  readonly app: express.Express;
  /** The company side: database, contact messages, staff (server/office.ts). */
  readonly office: Office;
  /** Uploads, downloads and the document store (server/documents). */
  readonly documents: Documents;
  /** The W-2 reader's background job; undefined when this instance reads nothing. */
  readonly reading: ReadingJob | undefined;
  readonly logger: Logger;
  /** From now on /readyz answers 503, so that a proxy stops sending (server/index.ts, SIGTERM). */
  stopping(): void;
  /** Releases what the app holds (storage clients, timers). The HTTP server is closed by its owner. */
  close(): Promise<void>;
}

/** An address ending in a file's name (`/assets/entry-1a2b.js`, `/favicon.svg`). */
const FILE_NAME = /\/[^/]+\.[A-Za-z0-9]+$/;

/** Whether an error is the client's (a status from 400 to 499 set by whoever threw it). */
function clientStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * The whole server as one Express app (docs/decisions/123): request checks and security headers,
 * /healthz and /readyz, static files (hashed assets, public/), the JSON APIs and the documents (server/routes.ts), then React Router's own Express
 * handler for every page and form: public, the visitor's case page and the staff back office.
 */
export async function createApp(options: AppOptions): Promise<RunningApp> {
  // The process serves uploads: its garbage collector is set for that (decision 034).
  tuneHeap();
  const settings = options.settings ?? readSettings(options.env ?? process.env);
  const { site } = settings;
  const { trustProxy, publicUrl } = settings.server;
  const { operations } = settings;
  const logger =
    options.logger ??
    (await createLogger({ logLevel: operations.logLevel, logFormat: operations.logFormat }));
  const log = options.log ?? lineLogger(logger);
  const source = options.pages;
  const build = source === false ? undefined : 'build' in source ? source.build : source.devBuild;
  // The published reviews /testimonials and the home page show (decision 145): none until the
  // database is open, then read, and those pages rendered again when they change.
  let shownReviews: ShownReviews = NO_REVIEWS;
  // The public pages kept for every visitor (app/site/public-page.server.ts); none under Vite,
  // where every page is rendered afresh.
  const pageMemo = source !== false && 'build' in source ? createPageMemo() : undefined;
  // A page rendered once for every visitor: the request's facts without a nonce.
  const contextOnce = (request: Request) => {
    const context = new RouterContextProvider();
    context.set(requestContext, {
      site,
      fees: settings.fees,
      nonce: undefined,
      clientAddress: 'unknown',
      clientKey: 'unknown',
      https: request.url.startsWith('https:'),
      reportError: (error) => log(`Rendering a page at start failed: ${failureLine(error)}`),
      log,
    });
    context.set(shownReviewsContext, shownReviews);
    return context;
  };
  // Uploads are recorded in the visitor's case, which the office (started next) keeps.
  const started: { office?: Office } = {};
  const documents = await createDocuments({
    settings: settings.documents,
    publicUrl: settings.server.publicUrl,
    uploadPreset: site.uploadPreset,
    cases: () => started.office?.cases,
    takeUploadPlace: (client) =>
      started.office
        ? started.office.takeUploadPlace(client)
        : Promise.reject(new Error('the database is not open yet')),
    giveUploadPlaceBack: async (client) => started.office?.giveUploadPlaceBack(client),
    // A form posted without JavaScript is answered by the upload page itself, rendered here.
    renderUploadPage:
      build === undefined
        ? undefined
        : (req, res, lang, message) =>
            renderFormPage(req, res, pathOf('upload', lang), { upload: message }),
    log,
  });
  // The database opens (and migrates) before the server listens; one that cannot stops it.
  const office = await createOffice({
    settings,
    log,
    // `npm run keys -- reencrypt` checks that this server seals with its newest key.
    commands: {
      [DOCUMENTS_KEY_COMMAND]: async () => ({
        code: 0,
        out: [],
        err: [],
        data: documents.newestKeyId,
      }),
      // …and has it seal the return details' values again, through its own database connection.
      [RETURN_DETAILS_REENCRYPT_COMMAND]: async () => {
        const db = started.office?.database.db;
        if (db === undefined) return { code: 1, out: [], err: ['The server is starting.'] };
        return answerReencryptReturnDetails(db, documents.documentsKeys, log);
      },
      // …and the W-2 figures the reader sealed.
      [W2_FIGURES_REENCRYPT_COMMAND]: async () => {
        const db = started.office?.database.db;
        if (db === undefined) return { code: 1, out: [], err: ['The server is starting.'] };
        return answerReencryptW2Figures(db, documents.documentsKeys, log);
      },
    },
  }).catch(async (error: unknown) => {
    await documents.close();
    throw error;
  });
  started.office = office;
  const reviews = startShownReviews({
    db: office.database.db,
    rerender: async () => pageMemo?.forget(REVIEW_PAGE_PATHS),
    log,
  });
  shownReviews = reviews;
  await reviews.changed();
  // At start, then daily (decision 026).
  office.startRetention(documents.storage);
  // The W-2 reader's queue, READER_CONCURRENCY readings at once (decision 106).
  const { readerEntry } = options;
  const reading =
    settings.records.readerConcurrency > 0 && readerEntry !== undefined && existsSync(readerEntry)
      ? startReadingJob({
          db: office.database.db,
          storage: documents.storage,
          keyring: documents.documentsKeys,
          concurrency: settings.records.readerConcurrency,
          entry: readerEntry,
          cacheFolder: path.join(settings.documents.dataDir, READER_CACHE_FOLDER),
          log,
        })
      : undefined;
  const table = routeTable({ fees: settings.fees, documents, tracker: office.tracker });

  // The database answers a query, and the store is there (decision 082); their disks, when they
  // are this machine's, have more free than the floor (issue 52).
  const floor = settings.operations.freeSpaceFloorBytes;
  const { dataDir } = settings.documents;
  const health = createHealth(
    {
      database: () =>
        Promise.all([
          sql`select 1`.execute(office.database.db),
          settings.office.databaseUrl === undefined && aboveFloor(pgliteDir(dataDir), floor),
        ]),
      documentStore: () =>
        Promise.all([
          documents.storage.reachable(),
          settings.documents.storage === 'local' && aboveFloor(localFolder(dataDir), floor),
        ]),
    },
    log,
  );
  const unwatch = watchDatabase(office.database);

  const serviceValues = { settings, office, documents, log };
  const contextFor = (
    req: express.Request,
    nonce: string | undefined,
    reportError: (error: unknown) => void,
  ): RouterContextProvider => {
    const context = new RouterContextProvider();
    const address = req.ip ?? 'unknown';
    context.set(requestContext, {
      site,
      fees: settings.fees,
      nonce,
      clientAddress: address,
      clientKey: clientKey(address),
      https: factsOf(req).https,
      reportError,
      log: (line, detail = {}) => log(line, { ...detail, req }),
    });
    context.set(servicesContext, serviceValues);
    context.set(shownReviewsContext, reviews);
    context.set(pageMemoContext, pageMemo);
    return context;
  };

  // A form answered before React Router ran (/upload's own form, POST /api/upload) whose
  // answer is a page: the page's route asked through React Router's own handler, with the form's
  // state in the context.
  const pageHandler = build === undefined ? undefined : createPageHandler(build);
  // The answer to a form too large to read, rendered now in each language (server/http/
  // too-large-page.ts): it goes before React Router could read the request.
  if (pageHandler !== undefined) {
    for (const lang of LANGUAGES) {
      const request = new Request(new URL(TOO_LARGE_PATHS[lang], publicUrl));
      const response = await pageHandler(request, contextOnce(request));
      const html = await response.text();
      if (response.status !== 413) {
        throw new Error(`Rendering ${TOO_LARGE_PATHS[lang]} answered ${response.status}`);
      }
      holdTooLargePage(lang, { html, policy: pagePolicy(html, site.uploadUrl) });
    }
  }
  async function renderFormPage(
    req: express.Request,
    res: express.Response,
    path: string,
    forms: FormStates,
  ): Promise<void> {
    if (pageHandler === undefined) throw new Error('this app has no pages');
    const headers = new Headers();
    for (const name of ['cookie', 'accept-language', 'user-agent']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const { https } = factsOf(req);
    const url = new URL(path, `${https ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`);
    const context = contextFor(req, newNonce(), (error) =>
      log(`Page ${routeOf(req)} failed: ${failureLine(error)}`, { level: 'error', error, req }),
    );
    context.set(formAnsweredContext, { status: res.statusCode, forms });
    const response = await pageHandler(new Request(url, { headers }), context);
    res.status(response.status);
    for (const [name, value] of response.headers) res.set(name, value);
    res.send(Buffer.from(await response.arrayBuffer()));
  }

  const pattern =
    build === undefined
      ? () => undefined
      : pageRoutePattern(await (typeof build === 'function' ? build() : build));
  const tablePath = tablePathOf(table);
  const routeOf = routeNamer((urlPath) => tablePath(urlPath) ?? pattern(urlPath));

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy ? 1 : false);
  app.use(
    requestChecks({
      trustProxy,
      publicHost: new URL(publicUrl).host,
      publicOrigin: new URL(publicUrl).origin,
      ownBodyCap: ownBodyCap(table),
    }),
  );
  app.use((req, res, next) => {
    if (!health.serve(req, res, factsOf(req))) next();
  });
  // The refund API writes its whole head at once,
  // the site's headers in it: before the headers set one by one below (server/routes.ts).
  mountNodeRoutes(app, table);
  app.use(headersOneByOne);
  // A sign-in link's route says its own Referrer-Policy (app/routes/case.open.$token.tsx): the
  // adapter adds a route's headers to Express's, and two policies would combine.
  app.use(SIGN_IN_PATH_PREFIX, (_req, res, next) => {
    res.removeHeader('Referrer-Policy');
    next();
  });
  // The public pages their routes keep for every visitor, before React Router's matching.
  if (pageMemo !== undefined) app.use(serveKeptPages(pageMemo));
  if (source !== false) {
    if ('devMiddleware' in source) app.use(source.devMiddleware);
    else if (source.clientDir !== undefined) {
      // Only an address with a file's name is looked for on disk: a page's never has one.
      const files = serveStaticFiles(source.clientDir);
      app.use((req, res, next) =>
        FILE_NAME.test(factsOf(req).path) ? files(req, res, next) : next(),
      );
    }
  }
  mountExpressRoutes(app, table);
  // An API address that does not exist: a 404 in the APIs' shape, at once.
  const noSuchApi: RequestHandler = (req, res) => {
    const text = copyForAcceptLanguage(req.headers['accept-language']).error;
    sendApiError(res, 404, apiError(REQUEST_CODES.notFound, text.noSuchApi));
  };
  app.all(`${API_PREFIX}{*splat}`, noSuchApi);

  // Every page and form: React Router, with a fresh CSP nonce for each answer. Each route refuses
  // the methods it does not take and a form posted from another site itself, in its middleware
  // (app/ui/forms.server.ts; decision 209): only the methods React Router routes no request for
  // are answered before it.
  if (build !== undefined) {
    app.use(refuseOtherMethods(await (typeof build === 'function' ? build() : build)));
    app.all(
      '/{*splat}',
      createRequestHandler({
        build,
        mode: source !== false && 'devMiddleware' in source ? 'development' : 'production',
        getLoadContext: (req) =>
          contextFor(req, newNonce(), (error) =>
            log(`Page ${req.method} ${routeOf(req)} failed: ${failureLine(error)}`, {
              level: 'error',
              error,
              req,
            }),
          ),
      }),
    );
  } else app.use(noSuchApi);

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = clientStatus(error);
    if (res.headersSent) return res.destroy();
    const text = copyForAcceptLanguage(req.headers['accept-language']).error;
    // The client's mistake (a malformed body, say): its status, and nothing in the log.
    if (status !== undefined) {
      return sendApiError(res, status, apiError(REQUEST_CODES.unreadable, text.requestUnreadable));
    }
    // One line with the stack in the log (the route, never the path, which may hold a token); the
    // visitor gets a sentence.
    log(`${req.method} ${routeOf(req)} failed: ${failureLine(error)}`, {
      level: 'error',
      error,
      req,
    });
    const failed = apiError(REQUEST_CODES.unavailable, text.ourFailure);
    sendApiError(res, 503, failed, [], ['Retry-After', '60']);
  };
  app.use(onError);

  return {
    listener: observeRequests(app, {
      logger,
      metrics: operations.metrics !== undefined,
      trustProxy,
      logClientIp: operations.logClientIp,
      routeOf,
    }),
    app,
    office,
    documents,
    logger,
    stopping: () => health.stopping(),
    reading,
    close: async () => {
      unwatch();
      reviews.stop();
      await reading?.stop();
      // The office's close waits for a retention pass under way, which removes files through the
      // storage: the storage closes after it.
      try {
        await office.close();
      } finally {
        await documents.close();
      }
    },
  };
}

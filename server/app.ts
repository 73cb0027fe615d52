import { existsSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type ErrorRequestHandler } from 'express';
import { sql } from 'kysely';
import { copyForAcceptLanguage } from '../app/copy/languages.server';
import { readSettings, type Settings } from '../app/settings.server';
import { SECURITY_HEADERS } from '../app/site/security-headers';
import { apiError, REQUEST_CODES, sendApiError } from './api-error';
import { createDocuments, type Documents } from './documents';
import { composeListener, type FastHandler, fastMiddleware } from './fast-path';
import { failureLine } from './failure';
import { tuneHeap } from './heap';
import { createOffice, type Office } from './office';
import { READER_CACHE_FOLDER, type ReadingJob, startReadingJob } from './reader/job';
import { createHealth } from './observe/health';
import { createLogger, lineLogger, type Logger, type LogLine } from './observe/logger';
import { watchDatabase } from './observe/metrics';
import { observeRequests } from './observe/requests';
import { PAGES_FALLBACK, routeNamer } from './observe/routes';
import { DOCUMENTS_KEY_COMMAND } from './operations/keys-command';
import { builtIcon, builtStylesheet, createPages } from './pages';
import { factsOf, HSTS } from './request-checks';
import { fastRoutes, mountExpressRoutes, ownBodyCap, routeTable, tablePathOf } from './routes';
import { API_PREFIX } from '../app/site/api-paths';

export interface AppOptions {
  /** The settings; read from `env` (default process.env) when not given. */
  settings?: Settings;
  env?: NodeJS.ProcessEnv;
  /** Serve the pages from this React Router build folder; false for an API-only app (tests). */
  pages?: { buildDir: string } | false;
  /**
   * The one logger (server/observe/logger.ts); made from the settings (LOG_LEVEL, LOG_FORMAT) on
   * standard output when not given. Tests pass one that keeps the lines or writes none.
   */
  logger?: Logger;
  /** Takes the modules' event lines instead of the logger (tests read their text). */
  log?: LogLine;
  /**
   * The W-2 reader's process script (decision 105); default build/reader.js beside the bundled
   * server. Without the file (the sources run by a test) documents are queued and not read here.
   */
  readerEntry?: string;
}

export interface RunningApp {
  /**
   * What the HTTP server calls for each request (`http.createServer(listener)`): the fast
   * handlers first, then the Express app. Always use this to serve.
   */
  readonly listener: RequestListener;
  /**
   * The Express app alone. It answers every route too (the fast handlers are its first
   * middleware), only slower: for tests that build their own server from it.
   */
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

export const DEFAULT_BUILD_DIR = path.resolve('build');

/** Whether an error is the client's (a status from 400 to 499 set by whoever threw it). */
function clientStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

export async function createApp(options: AppOptions = {}): Promise<RunningApp> {
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
  const pagesOption = options.pages ?? { buildDir: DEFAULT_BUILD_DIR };
  // Uploads are recorded in the visitor's case, which the office (started next) keeps.
  const started: { office?: Office } = {};
  // Pages the server renders itself (staff, the upload's answer without JavaScript) share the
  // public pages' look: their stylesheet as the build inlined it.
  const stylesheet = pagesOption ? await builtStylesheet(pagesOption.buildDir) : '';
  const icon = pagesOption ? await builtIcon(pagesOption.buildDir) : '';
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
    stylesheet,
    log,
  });
  // The database opens (and migrates) before the server listens; one that cannot stops it.
  const office = await createOffice({
    settings,
    log,
    stylesheet,
    icon,
    // `npm run keys -- reencrypt` checks that this server seals with its newest key.
    commands: {
      [DOCUMENTS_KEY_COMMAND]: async () => ({
        code: 0,
        out: [],
        err: [],
        data: documents.newestKeyId,
      }),
    },
  }).catch(async (error: unknown) => {
    await documents.close();
    throw error;
  });
  started.office = office;
  office.useDocuments(documents);
  // At start, then daily (decision 026).
  office.startRetention(documents.storage);
  // The W-2 reader's queue, READER_CONCURRENCY readings at once (decision 106).
  const readerEntry = options.readerEntry ?? fileURLToPath(new URL('./reader.js', import.meta.url));
  const reading =
    settings.records.readerConcurrency > 0 && existsSync(readerEntry)
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
  const pages = pagesOption
    ? await createPages(
        pagesOption.buildDir,
        site,
        { contact: office.contact, tracker: office.tracker, agreement: office.agreement },
        (error, req) =>
          log(`Page ${req.method} ${routeOf(req)} failed: ${failureLine(error)}`, {
            level: 'error',
            error,
            req,
          }),
      )
    : null;
  const table = routeTable({
    documents,
    caseUpload: office.caseUpload,
    tracker: office.tracker,
    publicUrl,
    contact: office.contact,
    agreement: office.agreement,
    trustProxy,
    log,
  });

  // The database answers a query, and the store is there (decision 082).
  const health = createHealth(
    {
      database: () => sql`select 1`.execute(office.database.db),
      documentStore: () => documents.storage.reachable(),
    },
    log,
  );
  const unwatch = watchDatabase(office.database);
  const tablePath = tablePathOf(table);
  // The pages first: theirs are the most requests, and the answer needs no lower-casing.
  const routeOf = routeNamer((path) => pages?.routeOf(path) ?? tablePath(path));

  // Answered before Express dispatches: its per-request set-up costs several times what answering
  // these does (decisions 005 and 013).
  const fast: FastHandler[] = [
    health.serve,
    fastRoutes(table),
    ...(pages ? [pages.serveFixed] : []),
  ];
  const checks = {
    trustProxy,
    publicHost: new URL(publicUrl).host,
    publicOrigin: new URL(publicUrl).origin,
    ownBodyCap: ownBodyCap(table),
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy ? 1 : false);
  app.use(fastMiddleware(fast, checks));
  app.use((req, res, next) => {
    res.set(SECURITY_HEADERS);
    if (factsOf(req).https) res.set(HSTS);
    next();
  });
  mountExpressRoutes(app, table);
  // The staff back office (server/office.ts).
  app.use(office.router);
  // Rendered per request: the 404 page, the answer to a form post (a fresh nonce each time).
  // An API address that does not exist: a 404 in the APIs' shape, at once (Express's own would
  // first read the whole body).
  const noSuchApi: express.RequestHandler = (req, res) => {
    const text = copyForAcceptLanguage(req.headers['accept-language']).error;
    sendApiError(res, 404, apiError(REQUEST_CODES.notFound, text.noSuchApi));
  };
  app.all(`${API_PREFIX}{*splat}`, noSuchApi);
  if (pages) app.all(PAGES_FALLBACK, pages.render);
  // Without pages (an API-only app): every other path the same way.
  else app.use(noSuchApi);

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
    listener: observeRequests(composeListener(fast, app, checks), {
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

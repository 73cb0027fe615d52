import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import { SECURITY_HEADERS } from '../app/security-headers';
import { readSiteSettings } from '../app/settings.server';
import { refundCalculatorFastHandler } from './api/refund-calculator';
import { createDocuments } from './documents';
import { answerBeforeExpress } from './fast-path';
import { createPages } from './pages';

export interface AppOptions {
  /** Settings source; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** Serve the pages from this React Router build folder; false for an API-only app (tests). */
  pages?: { buildDir: string } | false;
  log?: (line: string) => void;
}

export interface RunningApp {
  readonly app: express.Express;
  /** Releases what the app holds (storage clients, timers). The HTTP server is closed by its owner. */
  close(): Promise<void>;
}

export const DEFAULT_BUILD_DIR = path.resolve('build');

export async function createApp(options: AppOptions = {}): Promise<RunningApp> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => console.log(line));
  const site = readSiteSettings(env);
  const pagesOption = options.pages ?? { buildDir: DEFAULT_BUILD_DIR };
  const documents = await createDocuments({ env, uploadPreset: site.uploadPreset, log });
  const pages = pagesOption ? await createPages(pagesOption.buildDir, site) : null;

  const app = express();
  // The calculator API and the prerendered pages are answered before Express dispatches: its
  // per-request set-up costs several times what answering them does (decisions 005 and 008).
  answerBeforeExpress(app, [
    refundCalculatorFastHandler({ headers: SECURITY_HEADERS }),
    ...(pages ? [pages.servePage] : []),
  ]);
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY === 'true' ? 1 : false);
  app.use((_req, res, next) => {
    res.set(SECURITY_HEADERS);
    next();
  });
  // Brotli (quality 4) when the browser takes it, else gzip, for what is not compressed already.
  app.use(compression());

  app.use(documents.router);
  if (pages) app.use(pages.router);

  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    log(
      `Unhandled error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    if (res.headersSent) return res.destroy();
    res.status(500).json({ error: { message: 'Something went wrong on our side.' } });
  };
  app.use(onError);

  return {
    app,
    close: () => documents.close(),
  };
}

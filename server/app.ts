import compression from 'compression';
import express from 'express';
import { readSiteSettings } from '../app/settings.server';
import { createRefundCalculatorRouter } from './api/refund-calculator';
import { createDocuments } from './documents';

export interface AppOptions {
  /** Settings source; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** Serve the pages from the React Router build in ./build (default true). API tests turn it off. */
  pages?: boolean;
  log?: (line: string) => void;
}

export interface RunningApp {
  readonly app: express.Express;
  /** Releases what the app holds (storage clients, timers). The HTTP server is closed by its owner. */
  close(): Promise<void>;
}

export async function createApp(options: AppOptions = {}): Promise<RunningApp> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => console.log(line));
  const site = readSiteSettings(env);
  const documents = await createDocuments({ env, uploadPreset: site.uploadPreset, log });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY === 'true' ? 1 : false);
  app.use(compression());

  app.use(createRefundCalculatorRouter());
  app.use(documents.router);

  return {
    app,
    close: () => documents.close(),
  };
}

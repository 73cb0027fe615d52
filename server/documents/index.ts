import { Router } from 'express';
import { join } from 'node:path';
import { readDocumentsConfig } from './config';
import { createDownloadHandler } from './download';
import { loadKeys } from './keys';
import { DOWNLOAD_PATH_PREFIX, LinkSigner } from './links';
import { createLocalStorage } from './local-storage';
import { RateLimiter } from './rate-limit';
import type { DocumentStorage } from './storage';
import { createUploadHandler, UPLOAD_PATH } from './upload';

export type { DocumentStorage, PendingObject, StoredObject } from './storage';

export interface Documents {
  /** Handles POST /api/upload and GET on the signed document links. */
  readonly router: Router;
  close(): Promise<void>;
}

export interface DocumentsOptions {
  env: NodeJS.ProcessEnv;
  /** The preset name the upload component sends (site setting UPLOAD_PRESET). */
  uploadPreset: string;
  log: (line: string) => void;
  /** Replaces the driver chosen by STORAGE; tests use it to simulate a full disk. */
  storage?: DocumentStorage;
}

async function openStorage(
  options: DocumentsOptions,
  config: ReturnType<typeof readDocumentsConfig>,
) {
  if (options.storage !== undefined) return options.storage;
  if (config.s3 !== undefined) {
    const { createS3Storage } = await import('./s3-storage');
    return createS3Storage(config.s3);
  }
  return createLocalStorage(join(config.dataDir, 'documents'));
}

/**
 * The document service: settings and keys are checked here, at startup, so a bad value stops the
 * server with a clear message instead of failing the first visitor.
 */
export async function createDocuments(options: DocumentsOptions): Promise<Documents> {
  const config = readDocumentsConfig(options.env);
  const { documentsKey, linkSigningKey } = await loadKeys(config, options.log);
  const storage = await openStorage(options, config);
  options.log(`documents: stored encrypted in ${storage.description}`);

  const links = new LinkSigner(linkSigningKey, config.linkTtlSeconds);
  const rateLimiter = new RateLimiter(config.rateLimit, config.rateWindowMs);
  const router = Router();
  router.post(
    UPLOAD_PATH,
    createUploadHandler({
      config,
      documentsKey,
      storage,
      links,
      rateLimiter,
      uploadPreset: options.uploadPreset,
      log: options.log,
    }),
  );
  router.get(
    `${DOWNLOAD_PATH_PREFIX}:id`,
    createDownloadHandler({ documentsKey, storage, links, log: options.log }),
  );

  return {
    router,
    async close() {
      rateLimiter.close();
      await storage.close();
    },
  };
}

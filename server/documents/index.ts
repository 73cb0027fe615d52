import type { RequestHandler } from 'express';
import type { DocumentKeyring } from './keyring';
import type { CaseService } from '../cases/service';
import type { Taken } from '../db/rate-limit';
import { join } from 'node:path';
import { SettingsError, type DocumentsSettings } from '../../app/settings.server';
import type { LogLine } from '../observe/logger';
import { createDownloadHandler, DownloadCounter, documentStream } from './download';
import { type DocumentKeys, loadKeys } from './keys';
import { LinkSigner } from './links';
import { createLocalStorage } from './local-storage';
import { type SealedFiles, sealedFiles } from './sealed-files';
import { StorageUnavailableError, withDeadlines, type DocumentStorage } from './storage';
import {
  createUploadHandler,
  receiveUpload,
  type RenderUploadPage,
  type UploadDependencies,
  type UploadHooks,
  type UploadRequest,
  type UploadResult,
} from './upload';
import type { UploadError } from './errors';
import { type FormRead, type FormRequest, receiveForm } from './form';
import { type FormShape, lingerBound } from './multipart';

export type { DocumentStorage, ListedObject, PendingObject, StoredObject } from './storage';

export interface Documents {
  /** POST API_PATHS.upload (server/routes.ts mounts both). */
  readonly upload: RequestHandler;
  /**
   * The same upload (its checks, limits, encryption), read from a route action's request and
   * answered by it: the visitor's case page's upload form (app/cases/case-upload.server.ts).
   */
  receive(request: UploadRequest, hooks: UploadHooks): Promise<UploadResult>;
  /**
   * A form that takes files besides the upload (the signing forms: ./form.ts), read by the same
   * reader: its files streamed into the store, published when the caller says.
   */
  receiveForm(request: FormRequest, shape: FormShape): Promise<FormRead>;
  /** How much of a refused upload's body is read past while its answer goes (./linger.ts). */
  lingerBound(error: UploadError): number;
  /** GET on the signed document links, API_PATHS.documents + id. */
  readonly download: RequestHandler<{ id: string }>;
  /** The store itself, every call bounded by STORAGE_TIMEOUT_SECONDS: the retention job's. */
  readonly storage: DocumentStorage;
  /**
   * Files the server stores whole, sealed as uploads are: the return and the Form 8879 sent for
   * signature, the signed form (server/signing).
   */
  readonly sealed: SealedFiles;
  /** The id (hex) of the documents key new documents are sealed with (keyring.ts). */
  readonly newestKeyId: string;
  /** The documents keys: they seal the return details' bank account and IP PIN, and the W-2
   * reader opens documents and seals their figures with them. */
  readonly documentsKeys: DocumentKeyring;
  /**
   * The document, decrypted as it streams, with its headers: for staff, who need no signed link
   * (the staff case page's downloads); or why it cannot be read.
   */
  documentStream(id: string): ReturnType<typeof documentStream>;
  close(): Promise<void>;
}

export interface DocumentsOptions {
  settings: DocumentsSettings;
  /** The site's origin (PUBLIC_URL): the links given out are on it, and uploads must come from it. */
  publicUrl: string;
  /** The preset name the upload component sends (site setting UPLOAD_PRESET). */
  uploadPreset: string;
  log: LogLine;
  /**
   * Records each document in the visitor's case; without it (tests) the answer has no reference.
   * A function: the cases live in the database, which opens after the documents (server/app.ts).
   */
  cases?: () => CaseService | undefined;
  /**
   * Counts one upload against its client's limit and says whether it may go on. The count lives in
   * the database (server/office.ts), so that several instances share it.
   */
  takeUploadPlace: (client: string) => Promise<Taken>;
  /** Gives back the place of a post that was no upload (no file chosen). */
  giveUploadPlaceBack?: (client: string) => Promise<void>;
  /**
   * Renders the upload page with an upload's outcome, for a form posted without JavaScript (its
   * React Router route: server/app.ts); without it (an app without pages) uploads answer JSON.
   */
  renderUploadPage?: RenderUploadPage | undefined;
  /** Replaces the driver chosen by STORAGE; tests use it to simulate a full disk. */
  storage?: DocumentStorage;
}

async function openStorage(
  config: DocumentsSettings,
  given: DocumentStorage | undefined,
  clearIncoming: boolean,
): Promise<DocumentStorage> {
  if (given !== undefined) return given;
  if (config.s3 !== undefined) {
    const { createS3Storage } = await import('./s3-storage');
    return createS3Storage(config.s3, config.storageTimeoutMs);
  }
  return createLocalStorage(localFolder(config.dataDir), { clearIncoming });
}

/** Where local storage keeps the documents, in DATA_DIR. */
export function localFolder(dataDir: string): string {
  return join(dataDir, 'documents');
}

export interface OpenedStore {
  /** Every call bounded by STORAGE_TIMEOUT_SECONDS. */
  readonly storage: DocumentStorage;
  readonly keys: DocumentKeys;
}

/**
 * The store and its keys, checked as at the server's start. `command`: for the command line
 * (`npm run keys`), beside a running server: uploads under way are left alone.
 */
export async function openStore(
  config: DocumentsSettings,
  log: (line: string) => void,
  { given, command = false }: { given?: DocumentStorage; command?: boolean } = {},
): Promise<OpenedStore> {
  const storage = withDeadlines(
    await openStorage(config, given, !command),
    config.storageTimeoutMs,
  );
  try {
    return { storage, keys: await loadKeys(config, storage, log) };
  } catch (error) {
    await storage.close();
    if (error instanceof StorageUnavailableError) {
      throw new SettingsError(`documents: the store does not answer: ${error.message}`);
    }
    throw error;
  }
}

/**
 * The document service: settings, store and keys are checked here, at startup, so a bad value
 * stops the server with one line saying what to fix instead of failing the first visitor.
 */
export async function createDocuments(options: DocumentsOptions): Promise<Documents> {
  const config = options.settings;
  const { storage, keys } = await openStore(config, options.log, { given: options.storage });
  const { documentsKeys, linkSigningKeys } = keys;
  options.log(`documents: stored encrypted in ${storage.description}`, { level: 'info' });

  const links = new LinkSigner(linkSigningKeys, config.linkTtlSeconds);
  const uploadDeps: UploadDependencies = {
    config,
    documentsKeys,
    storage,
    links,
    takeUploadPlace: options.takeUploadPlace,
    giveUploadPlaceBack: options.giveUploadPlaceBack,
    publicUrl: options.publicUrl,
    uploadPreset: options.uploadPreset,
    cases: options.cases,
    renderUploadPage: options.renderUploadPage,
    log: options.log,
  };
  const upload = createUploadHandler(uploadDeps);
  const download = createDownloadHandler({
    documentsKeys,
    storage,
    links,
    downloads: new DownloadCounter(config.downloadsPerClient),
    stallTimeoutMs: config.stallTimeoutMs,
    log: options.log,
  });

  const streaming = {
    documentsKeys,
    storage,
    stallTimeoutMs: config.stallTimeoutMs,
    log: options.log,
  };
  return {
    upload,
    receive: (request, hooks) => receiveUpload(uploadDeps, request, hooks),
    receiveForm: (request, shape) => receiveForm(uploadDeps, request, shape),
    lingerBound: (error) => lingerBound(error, config),
    download,
    storage,
    sealed: sealedFiles(storage, documentsKeys),
    newestKeyId: documentsKeys.newestId.toString('hex'),
    documentsKeys,
    documentStream: (id) => documentStream(streaming, id),
    async close() {
      await storage.close();
    },
  };
}

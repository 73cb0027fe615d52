import { resolve } from 'node:path';

/** A documents setting that cannot be used; the message names the variable and what it expects. */
export class DocumentsSettingsError extends Error {
  override readonly name = 'DocumentsSettingsError';
}

export interface S3Settings {
  readonly bucket: string;
  /** Unset for AWS itself; the address of any other S3-compatible store. */
  readonly endpoint: string | undefined;
  readonly region: string;
  /** Most self-hosted stores (MinIO, s3rver) want bucket-in-path addressing. */
  readonly forcePathStyle: boolean;
  /** Prepended to every object key, so the bucket can be shared with other data. */
  readonly prefix: string;
  /** Taken from the settings source when both are present; otherwise the SDK's own chain applies. */
  readonly credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface DocumentsConfig {
  readonly dataDir: string;
  readonly storage: 'local' | 's3';
  readonly s3: S3Settings | undefined;
  readonly maxBytes: number;
  readonly rateLimit: number;
  readonly rateWindowMs: number;
  readonly linkTtlSeconds: number;
  /** Raw base64 values from the settings source; keys.ts validates them or generates new ones. */
  readonly documentsKey: string | undefined;
  readonly linkSigningKey: string | undefined;
}

export const DEFAULTS = {
  DATA_DIR: './data',
  STORAGE: 'local',
  UPLOAD_MAX_BYTES: 20 * 1024 * 1024,
  UPLOAD_RATE_LIMIT: 30,
  UPLOAD_RATE_WINDOW_SECONDS: 600,
  LINK_TTL_SECONDS: 3600,
  S3_REGION: 'us-east-1',
  S3_PREFIX: 'documents/',
} as const;

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = text(env, name);
  if (value === undefined) return fallback;
  // Digits only: Number() would also accept "1e3", "0x10" and " 12 ", which nobody means in a setting.
  if (!/^[0-9]{1,15}$/.test(value) || Number(value) < 1) {
    throw new DocumentsSettingsError(
      `${name} must be a whole number above 0; got ${JSON.stringify(value)}`,
    );
  }
  return Number(value);
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = text(env, name);
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new DocumentsSettingsError(`${name} must be true or false; got ${JSON.stringify(value)}`);
}

function readS3(env: NodeJS.ProcessEnv): S3Settings {
  const bucket = text(env, 'S3_BUCKET');
  if (bucket === undefined)
    throw new DocumentsSettingsError('S3_BUCKET is required when STORAGE=s3');
  const endpoint = text(env, 'S3_ENDPOINT');
  if (endpoint !== undefined && !/^https?:\/\/[^\s/]+(\/.*)?$/.test(endpoint)) {
    throw new DocumentsSettingsError(
      `S3_ENDPOINT must be an http:// or https:// address; got ${JSON.stringify(endpoint)}`,
    );
  }
  const prefix = text(env, 'S3_PREFIX') ?? DEFAULTS.S3_PREFIX;
  if (!/^[A-Za-z0-9._/-]{0,200}$/.test(prefix)) {
    throw new DocumentsSettingsError(
      `S3_PREFIX may hold letters, digits and . _ / - only; got ${JSON.stringify(prefix)}`,
    );
  }
  const accessKeyId = text(env, 'AWS_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'AWS_SECRET_ACCESS_KEY');
  return {
    bucket,
    endpoint,
    region: text(env, 'S3_REGION') ?? DEFAULTS.S3_REGION,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE'),
    prefix,
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined
        ? { accessKeyId, secretAccessKey }
        : undefined,
  };
}

/** Reads the documents settings; an unusable value stops the server with a message naming it. */
export function readDocumentsConfig(env: NodeJS.ProcessEnv): DocumentsConfig {
  const storage = text(env, 'STORAGE') ?? DEFAULTS.STORAGE;
  if (storage !== 'local' && storage !== 's3') {
    throw new DocumentsSettingsError(`STORAGE must be local or s3; got ${JSON.stringify(storage)}`);
  }
  return {
    dataDir: resolve(text(env, 'DATA_DIR') ?? DEFAULTS.DATA_DIR),
    storage,
    s3: storage === 's3' ? readS3(env) : undefined,
    maxBytes: positiveInteger(env, 'UPLOAD_MAX_BYTES', DEFAULTS.UPLOAD_MAX_BYTES),
    rateLimit: positiveInteger(env, 'UPLOAD_RATE_LIMIT', DEFAULTS.UPLOAD_RATE_LIMIT),
    rateWindowMs:
      positiveInteger(env, 'UPLOAD_RATE_WINDOW_SECONDS', DEFAULTS.UPLOAD_RATE_WINDOW_SECONDS) *
      1000,
    linkTtlSeconds: positiveInteger(env, 'LINK_TTL_SECONDS', DEFAULTS.LINK_TTL_SECONDS),
    documentsKey: text(env, 'DOCUMENTS_KEY'),
    linkSigningKey: text(env, 'LINK_SIGNING_KEY'),
  };
}

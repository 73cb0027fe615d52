import { resolve } from 'node:path';
import { z } from 'zod';
import { phoneHref, type SiteSettings } from './site/settings';
import {
  OPERATIONS_SCHEMA,
  type OperationsSettings,
  readOperations,
} from './settings-operations.server';
import { API_PATHS } from './site/api-paths';
import type { FeeSchedule } from './fees';
import { readFeeSchedule } from './settings-fees.server';
import {
  flag,
  httpUrl,
  KEY_HINT,
  keyList,
  origin,
  pattern,
  positive,
  timeZone,
  wholeNumber,
} from './settings-values.server';

/**
 * Every setting of the server, read from the environment in this one module and checked here
 * with one schema, when the server starts (in the spirit of the Epic Stack's env.server.ts). A
 * value the server cannot use stops it with one line naming the variable: `SettingsError`.
 */
export class SettingsError extends Error {
  override readonly name = 'SettingsError';
}

export interface ServerSettings {
  readonly port: number;
  readonly host: string;
  /** Behind one reverse proxy: the client address and https come from its X-Forwarded-* headers. */
  readonly trustProxy: boolean;
  /** The site's own origin (scheme, host, port; no path): every absolute URL the server gives out. */
  readonly publicUrl: string;
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

export interface DocumentsSettings {
  readonly dataDir: string;
  readonly storage: 'local' | 's3';
  readonly s3: S3Settings | undefined;
  readonly maxBytes: number;
  readonly rateLimit: number;
  readonly rateWindowMs: number;
  readonly linkTtlSeconds: number;
  /** An upload or download that moves no bytes for this long is stopped. */
  readonly stallTimeoutMs: number;
  /** Longest wait for any one call to the document store before answering 503. */
  readonly storageTimeoutMs: number;
  /** Downloads one client (an IPv4 address or an IPv6 /64) may have under way at once. */
  readonly downloadsPerClient: number;
  /**
   * 32-byte keys, newest first (the newest seals or signs, every one opens or verifies), when given
   * as settings; otherwise documents/keys.ts reads or generates them (decision 085).
   */
  readonly documentsKeys: readonly Buffer[] | undefined;
  readonly linkSigningKeys: readonly Buffer[] | undefined;
}

export interface RecordsSettings {
  /** Documents and messages are disposed of this many days after a case's last activity. */
  readonly retentionDays: number;
  /**
   * W-2 readings one instance runs at once (server/reader/job.ts, decision 106), each in a process
   * of its own: 0 reads nothing on this instance (another instance reads the queue).
   */
  readonly readerConcurrency: number;
}

/** The company side: database, staff back office, contact messages, notifications. */
export interface OfficeSettings {
  /** A PostgreSQL server; undefined for PGlite under DATA_DIR. */
  readonly databaseUrl: string | undefined;
  /**
   * The role that owns the schema and runs the migrations (docs/operations.md, "The database");
   * undefined: DATABASE_URL's role does both (one role). Only with DATABASE_URL.
   */
  readonly databaseOwnerUrl: string | undefined;
  /** Notifications to staff go out through this SMTP server; undefined turns them off. */
  readonly smtpUrl: string | undefined;
  readonly staffEmail: string | undefined;
  /** Contact messages one client may send per window (10 minutes). */
  readonly contactRateLimit: number;
  /** A staff session ends after this long without a request, and this long after sign-in. */
  readonly staffIdleSeconds: number;
  readonly staffSessionMaxSeconds: number;
  /** scrypt's cost for staff passwords, as a power of two (N = 2^cost; server/staff/passwords.ts). */
  readonly staffPasswordCost: number;
  /**
   * The keys the case and staff device cookies are signed with, newest first (the first signs,
   * every one verifies: server/http/signed-cookie.ts); undefined: keys the database keeps.
   */
  readonly cookieSigningKeys: readonly Buffer[] | undefined;
  /** Every time a person reads is written in this IANA zone (app/time.ts); the site's too. */
  readonly officeTimeZone: string;
  /**
   * Days between the e-mails that remind a client of open document requests, at most three after
   * the last request (server/cases/reminders.ts); 0: no reminders.
   */
  readonly reminderDays: number;
  /**
   * The From of every e-mail to a client and of staff notifications: MAIL_FROM, by default
   * `SITE_NAME <no-reply@` the support e-mail's domain `>`; never STAFF_EMAIL (decision 100).
   */
  readonly mailFrom: string;
  /**
   * Staff notifications are gathered into at most one e-mail this often (server/mail/sender.ts);
   * 0: one e-mail of what came in at each pass of the outbox (tests, a quiet office).
   */
  readonly notifyMinutes: number;
}

/** `npm run backup` and `npm run restore` (server/operations/; decision 097). */
export interface BackupSettings {
  /** The age public key (`age1…`) every file of a backup is encrypted to; none: backups refused. */
  readonly recipient: string | undefined;
  /** The file holding the age identity (`AGE-SECRET-KEY-1…`) a restore decrypts with. */
  readonly identityFile: string | undefined;
}

export interface Settings {
  readonly server: ServerSettings;
  readonly site: SiteSettings;
  /** The fee schedule in force (FEE_SCHEDULE_FILE, app/settings-fees.server.ts). */
  readonly fees: FeeSchedule;
  readonly documents: DocumentsSettings;
  readonly records: RecordsSettings;
  readonly office: OfficeSettings;
  /** Logs, metrics and shutdown (app/settings-operations.server.ts). */
  readonly operations: OperationsSettings;
  readonly backups: BackupSettings;
}

export const DEFAULTS = {
  PORT: 3000,
  HOST: '0.0.0.0',
  DATA_DIR: './data',
  UPLOAD_MAX_BYTES: 20 * 1024 * 1024,
  UPLOAD_RATE_LIMIT: 30,
  UPLOAD_RATE_WINDOW_SECONDS: 600,
  LINK_TTL_SECONDS: 3600,
  STALL_TIMEOUT_SECONDS: 60,
  STORAGE_TIMEOUT_SECONDS: 30,
  DOWNLOADS_PER_CLIENT: 8,
  S3_REGION: 'us-east-1',
  S3_PREFIX: 'documents/',
  // The FTC Safeguards Rule asks for disposal no later than two years after last use
  // (16 CFR 314.4(c)(6); docs/back-office.md).
  RETENTION_DAYS: 730,
  // One reading at a time: OCR keeps a core busy for seconds, and a small host has two.
  READER_CONCURRENCY: 1,
  CONTACT_RATE_LIMIT: 5,
  STAFF_IDLE_SECONDS: 30 * 60,
  STAFF_SESSION_MAX_SECONDS: 12 * 60 * 60,
  // OWASP's N=2^15, r=8, p=3: 32 MiB and about a third of a second per hash here.
  STAFF_PASSWORD_COST: 15,
  OFFICE_TIME_ZONE: 'America/New_York',
  REMINDER_DAYS: 3,
  NOTIFY_MINUTES: 5,
} as const;

/**
 * An age recipient as age-keygen prints it: `age1` and 58 bech32 characters (X25519), or a
 * post-quantum hybrid one (`age1pq1…`).
 */
export const AGE_RECIPIENT = /^age1(?:[02-9ac-hj-np-z]{58}|pq1[02-9ac-hj-np-z]{100,})$/;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** `Name <address>` or an address alone; the name in the characters SITE_NAME allows. */
const MAIL_FROM =
  /^(?:[\p{L}\p{N} .,!'-]{1,60} <[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}>|[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})$/u;

/** MAIL_FROM's default: the site's name and no-reply@ the support e-mail's domain. */
export function defaultMailFrom(siteName: string, supportEmail: string): string {
  return `${siteName} <no-reply@${supportEmail.slice(supportEmail.lastIndexOf('@') + 1)}>`;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = withDerived({
  siteName: 'QuickRefund',
  supportPhone: '(800) 555-0142',
  supportEmail: 'support@quickrefund.example',
  uploadUrl: API_PATHS.upload,
  uploadPreset: 'tax_documents',
  publicUrl: `http://localhost:${DEFAULTS.PORT}`,
  companyAddress: '',
  efileProvider: false,
  retentionDays: String(DEFAULTS.RETENTION_DAYS),
  officeTimeZone: DEFAULTS.OFFICE_TIME_ZONE,
});

/**
 * The longest rate-limit window: the database keeps rate-limit events one day (server/office.ts),
 * so a longer window would forget events it still counts.
 */
export const MAX_RATE_WINDOW_SECONDS = 24 * 60 * 60;

// The site values are written as they are into prerendered HTML and its inline scripts, so each
// is held to characters that need no escaping in either (docs/decisions/004-prerender-placeholders.md).
const schema = z.object({
  PORT: wholeNumber(0, 65535, 'a port number from 0 (any free port) to 65535').optional(),
  HOST: pattern(/^[A-Za-z0-9.:[\]-]{1,253}$/, 'a host name or IP address').optional(),
  TRUST_PROXY: flag.optional(),
  PUBLIC_URL: origin(
    'an http:// or https:// origin such as https://www.example.com (no path)',
  ).optional(),
  SITE_NAME: pattern(
    /^[\p{L}\p{N} .,!'-]{1,60}$/u,
    "letters, digits, spaces and . , ! ' - (at most 60)",
  ).optional(),
  SUPPORT_PHONE: pattern(/^[0-9 ()+.-]{7,25}$/, 'a phone number such as (800) 555-0142').optional(),
  SUPPORT_EMAIL: pattern(EMAIL, 'an e-mail address').optional(),
  UPLOAD_URL: pattern(
    /^(\/[A-Za-z0-9._~/-]*|https:\/\/[A-Za-z0-9.-]+(:\d+)?\/[A-Za-z0-9._~/-]*)$/,
    'a path on this server or an https:// address',
  ).optional(),
  UPLOAD_PRESET: pattern(
    /^[A-Za-z0-9_-]{1,64}$/,
    'letters, digits, _ and - (at most 64)',
  ).optional(),
  COMPANY_ADDRESS: pattern(
    /^[\p{L}\p{N} .,#'/-]{1,200}$/u,
    "a postal address in letters, digits, spaces and . , # ' / - (at most 200)",
  ).optional(),
  IRS_EFILE_PROVIDER: flag.optional(),
  FEE_SCHEDULE_FILE: z.string().optional(),
  RETENTION_DAYS: wholeNumber(1, 36500, 'a whole number of days from 1 to 36500').optional(),
  READER_CONCURRENCY: wholeNumber(0, 16, 'a whole number from 0 to 16').optional(),
  DATA_DIR: z.string().optional(),
  STORAGE: z.enum(['local', 's3'], 'local or s3').optional(),
  UPLOAD_MAX_BYTES: positive.optional(),
  UPLOAD_RATE_LIMIT: positive.optional(),
  UPLOAD_RATE_WINDOW_SECONDS: wholeNumber(
    1,
    MAX_RATE_WINDOW_SECONDS,
    `a whole number of seconds from 1 to ${MAX_RATE_WINDOW_SECONDS} (one day)`,
  ).optional(),
  LINK_TTL_SECONDS: positive.optional(),
  STALL_TIMEOUT_SECONDS: positive.optional(),
  STORAGE_TIMEOUT_SECONDS: positive.optional(),
  DOWNLOADS_PER_CLIENT: positive.optional(),
  DOCUMENTS_KEY: keyList.optional(),
  LINK_SIGNING_KEY: keyList.optional(),
  COOKIE_SIGNING_KEY: keyList.optional(),
  S3_BUCKET: pattern(/^[A-Za-z0-9._-]{3,63}$/, 'a bucket name').optional(),
  S3_ENDPOINT: httpUrl('an http:// or https:// address').optional(),
  S3_REGION: pattern(/^[a-z0-9-]{1,40}$/, 'a region name such as us-east-1').optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  S3_PREFIX: pattern(/^[A-Za-z0-9._/-]{0,200}$/, 'letters, digits and . _ / - only').optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  DATABASE_URL: z
    .string()
    .refine(
      (v) => /^postgres(ql)?:\/\/./.test(v),
      'a postgres:// address such as postgres://user:password@host:5432/name',
    )
    .optional(),
  DATABASE_OWNER_URL: z
    .string()
    .refine(
      (v) => /^postgres(ql)?:\/\/./.test(v),
      'a postgres:// address such as postgres://owner:password@host:5432/name',
    )
    .optional(),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\/./.test(v), 'an smtp:// or smtps:// address')
    .optional(),
  STAFF_EMAIL: pattern(EMAIL, 'an e-mail address').optional(),
  CONTACT_RATE_LIMIT: positive.optional(),
  STAFF_IDLE_SECONDS: positive.optional(),
  STAFF_SESSION_MAX_SECONDS: positive.optional(),
  STAFF_PASSWORD_COST: wholeNumber(
    10,
    17,
    'a whole number from 10 to 17 (scrypt N as a power of two)',
  ).optional(),
  OFFICE_TIME_ZONE: timeZone.optional(),
  ...OPERATIONS_SCHEMA,
  REMINDER_DAYS: wholeNumber(
    0,
    365,
    'a whole number of days from 0 (no reminders) to 365',
  ).optional(),
  MAIL_FROM: pattern(
    MAIL_FROM,
    'an e-mail address, or a name and one such as QuickRefund <no-reply@quickrefund.example>',
  ).optional(),
  NOTIFY_MINUTES: wholeNumber(
    0,
    1440,
    'a whole number of minutes from 0 (each pass of the outbox sends what came in) to 1440',
  ).optional(),
  BACKUP_RECIPIENT: pattern(
    AGE_RECIPIENT,
    'an age public key (age1… as age-keygen prints it), which backups are encrypted to',
  ).optional(),
  BACKUP_IDENTITY_FILE: z.string().optional(),
});

type Parsed = z.infer<typeof schema>;
type Variable = keyof Parsed;

/** The variables this module reads, for the README check and for error messages. */
export const VARIABLES = Object.keys(schema.shape) as Variable[];

function withDerived(settings: Omit<SiteSettings, 'supportPhoneHref'>): SiteSettings {
  return { ...settings, supportPhoneHref: phoneHref(settings.supportPhone) };
}

/** Addresses that may hold a password: never echoed either. */
const SECRET_URLS = new Set<string>(['DATABASE_URL', 'DATABASE_OWNER_URL', 'SMTP_URL']);

function fail(message: string): never {
  throw new SettingsError(message);
}

function parse(env: NodeJS.ProcessEnv): Parsed {
  const source: Partial<Record<Variable, string>> = {};
  for (const variable of VARIABLES) {
    const value = env[variable];
    if (value === undefined) continue;
    // An empty value is a mistake more often than a wish for the default (PORT= used to listen
    // on a random port): say so rather than guess.
    if (value.trim() === '') fail(`${variable} is set but empty; unset it to use the default`);
    source[variable] = variable.endsWith('_KEY') ? value : value.trim();
  }
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const variable = String(issue?.path[0] ?? 'A setting');
  const expected = `${variable} must be ${issue?.message ?? 'valid'}`;
  // Keys are secrets: never echo them.
  if (variable.endsWith('_KEY') || SECRET_URLS.has(variable)) fail(expected);
  return fail(`${expected}; got ${JSON.stringify(source[variable as Variable])}`);
}

function readS3(parsed: Parsed): S3Settings {
  if (parsed.S3_BUCKET === undefined) fail('S3_BUCKET is required when STORAGE=s3');
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = parsed;
  return {
    bucket: parsed.S3_BUCKET,
    endpoint: parsed.S3_ENDPOINT,
    region: parsed.S3_REGION ?? DEFAULTS.S3_REGION,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE ?? false,
    prefix: parsed.S3_PREFIX ?? DEFAULTS.S3_PREFIX,
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined
        ? { accessKeyId, secretAccessKey }
        : undefined,
  };
}

/** Reads and checks every setting; throws SettingsError naming the first unusable variable. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const parsed = parse(env);
  const port = parsed.PORT ?? DEFAULTS.PORT;
  const publicUrl = new URL(parsed.PUBLIC_URL ?? `http://localhost:${port}`).origin;
  const storage = parsed.STORAGE ?? 'local';
  const officeTimeZone = parsed.OFFICE_TIME_ZONE ?? DEFAULTS.OFFICE_TIME_ZONE;
  if (parsed.SMTP_URL !== undefined && parsed.STAFF_EMAIL === undefined) {
    fail('STAFF_EMAIL is required when SMTP_URL is set: it is where notifications go');
  }
  if (storage === 's3') {
    // Several instances share the bucket, and a key generated on one machine's disk would not be
    // seen by the others (docs/decisions/006).
    for (const variable of ['DOCUMENTS_KEY', 'LINK_SIGNING_KEY'] as const) {
      if (parsed[variable] === undefined) {
        fail(
          `${variable} is required when STORAGE=s3, so that every instance uses the same key (${KEY_HINT})`,
        );
      }
    }
  }
  const efileProvider = parsed.IRS_EFILE_PROVIDER ?? DEFAULT_SITE_SETTINGS.efileProvider;
  const feeSchedule = readFeeSchedule(parsed.FEE_SCHEDULE_FILE, efileProvider);
  if ('problem' in feeSchedule) fail(feeSchedule.problem);
  const siteName = parsed.SITE_NAME ?? DEFAULT_SITE_SETTINGS.siteName;
  const supportEmail = parsed.SUPPORT_EMAIL ?? DEFAULT_SITE_SETTINGS.supportEmail;
  return {
    server: {
      port,
      host: parsed.HOST ?? DEFAULTS.HOST,
      trustProxy: parsed.TRUST_PROXY ?? false,
      publicUrl,
    },
    site: withDerived({
      siteName,
      supportPhone: parsed.SUPPORT_PHONE ?? DEFAULT_SITE_SETTINGS.supportPhone,
      supportEmail,
      uploadUrl: parsed.UPLOAD_URL ?? DEFAULT_SITE_SETTINGS.uploadUrl,
      uploadPreset: parsed.UPLOAD_PRESET ?? DEFAULT_SITE_SETTINGS.uploadPreset,
      publicUrl,
      companyAddress: parsed.COMPANY_ADDRESS ?? DEFAULT_SITE_SETTINGS.companyAddress,
      efileProvider,
      retentionDays: String(parsed.RETENTION_DAYS ?? DEFAULTS.RETENTION_DAYS),
      officeTimeZone,
    }),
    fees: feeSchedule,
    documents: {
      dataDir: resolve(parsed.DATA_DIR ?? DEFAULTS.DATA_DIR),
      storage,
      s3: storage === 's3' ? readS3(parsed) : undefined,
      maxBytes: parsed.UPLOAD_MAX_BYTES ?? DEFAULTS.UPLOAD_MAX_BYTES,
      rateLimit: parsed.UPLOAD_RATE_LIMIT ?? DEFAULTS.UPLOAD_RATE_LIMIT,
      rateWindowMs:
        (parsed.UPLOAD_RATE_WINDOW_SECONDS ?? DEFAULTS.UPLOAD_RATE_WINDOW_SECONDS) * 1000,
      linkTtlSeconds: parsed.LINK_TTL_SECONDS ?? DEFAULTS.LINK_TTL_SECONDS,
      stallTimeoutMs: (parsed.STALL_TIMEOUT_SECONDS ?? DEFAULTS.STALL_TIMEOUT_SECONDS) * 1000,
      storageTimeoutMs: (parsed.STORAGE_TIMEOUT_SECONDS ?? DEFAULTS.STORAGE_TIMEOUT_SECONDS) * 1000,
      downloadsPerClient: parsed.DOWNLOADS_PER_CLIENT ?? DEFAULTS.DOWNLOADS_PER_CLIENT,
      documentsKeys: parsed.DOCUMENTS_KEY,
      linkSigningKeys: parsed.LINK_SIGNING_KEY,
    },
    records: {
      retentionDays: parsed.RETENTION_DAYS ?? DEFAULTS.RETENTION_DAYS,
      readerConcurrency: parsed.READER_CONCURRENCY ?? DEFAULTS.READER_CONCURRENCY,
    },
    office: {
      databaseUrl: parsed.DATABASE_URL,
      databaseOwnerUrl: parsed.DATABASE_URL === undefined ? undefined : parsed.DATABASE_OWNER_URL,
      smtpUrl: parsed.SMTP_URL,
      staffEmail: parsed.STAFF_EMAIL,
      contactRateLimit: parsed.CONTACT_RATE_LIMIT ?? DEFAULTS.CONTACT_RATE_LIMIT,
      staffIdleSeconds: parsed.STAFF_IDLE_SECONDS ?? DEFAULTS.STAFF_IDLE_SECONDS,
      staffSessionMaxSeconds:
        parsed.STAFF_SESSION_MAX_SECONDS ?? DEFAULTS.STAFF_SESSION_MAX_SECONDS,
      cookieSigningKeys: parsed.COOKIE_SIGNING_KEY,
      staffPasswordCost: parsed.STAFF_PASSWORD_COST ?? DEFAULTS.STAFF_PASSWORD_COST,
      officeTimeZone,
      reminderDays: parsed.REMINDER_DAYS ?? DEFAULTS.REMINDER_DAYS,
      mailFrom: parsed.MAIL_FROM ?? defaultMailFrom(siteName, supportEmail),
      notifyMinutes: parsed.NOTIFY_MINUTES ?? DEFAULTS.NOTIFY_MINUTES,
    },
    operations: readOperations(parsed, env.NODE_ENV),
    backups: {
      recipient: parsed.BACKUP_RECIPIENT,
      identityFile:
        parsed.BACKUP_IDENTITY_FILE === undefined
          ? undefined
          : resolve(parsed.BACKUP_IDENTITY_FILE),
    },
  };
}

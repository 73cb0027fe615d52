import { z } from 'zod';
import { flag, pattern, wholeNumber } from './settings-values.server';

/**
 * The operator's settings (logs, metrics, shutdown), part of the one schema of
 * app/settings.server.ts, which reads them with every other setting.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface OperationsSettings {
  /** pino's level: lines below it are not written (`silent`: none). */
  readonly logLevel: LogLevel;
  /** JSON lines, or pino-pretty's text for a person at a terminal. */
  readonly logFormat: 'json' | 'pretty';
  /** Whether the access lines carry the client's address (off: nothing personal in them). */
  readonly logClientIp: boolean;
  /** Where /metrics is served, apart from the site; undefined when METRICS_PORT is 0. */
  readonly metrics: { readonly port: number; readonly host: string } | undefined;
  /** After SIGTERM, how long /readyz answers 503 while requests are still served. */
  readonly shutdownDrainMs: number;
  /**
   * /readyz answers 503 while the disk of PGlite's database or of the local documents has less
   * free space than this, in bytes (0: not checked).
   */
  readonly freeSpaceFloorBytes: number;
}

export const OPERATIONS_DEFAULTS = {
  LOG_LEVEL: 'info',
  // The OpenTelemetry SDKs' Prometheus exporter's default port: a scraper config may expect it.
  METRICS_PORT: 9464,
  METRICS_HOST: '127.0.0.1',
  SHUTDOWN_DRAIN_SECONDS: 0,
  FREE_SPACE_FLOOR_BYTES: 64 * 1024 * 1024,
} as const;

export const OPERATIONS_SCHEMA = {
  LOG_LEVEL: z.enum(LOG_LEVELS, `one of ${LOG_LEVELS.join(', ')}`).optional(),
  LOG_FORMAT: z.enum(['json', 'pretty'], 'json or pretty').optional(),
  LOG_CLIENT_IP: flag.optional(),
  METRICS_PORT: wholeNumber(
    0,
    65535,
    'a port number from 1 to 65535, or 0 for no metrics',
  ).optional(),
  METRICS_HOST: pattern(/^[A-Za-z0-9.:[\]-]{1,253}$/, 'a host name or IP address').optional(),
  SHUTDOWN_DRAIN_SECONDS: wholeNumber(0, 300, 'a whole number of seconds from 0 to 300').optional(),
  FREE_SPACE_FLOOR_BYTES: wholeNumber(
    0,
    Number.MAX_SAFE_INTEGER,
    'a whole number of bytes, or 0 for no floor',
  ).optional(),
};

type Parsed = { [K in keyof typeof OPERATIONS_SCHEMA]?: z.output<(typeof OPERATIONS_SCHEMA)[K]> };

/** The operations group, from the parsed variables and NODE_ENV (JSON in production). */
export function readOperations(parsed: Parsed, nodeEnv: string | undefined): OperationsSettings {
  const metricsPort = parsed.METRICS_PORT ?? OPERATIONS_DEFAULTS.METRICS_PORT;
  return {
    logLevel: parsed.LOG_LEVEL ?? OPERATIONS_DEFAULTS.LOG_LEVEL,
    logFormat: parsed.LOG_FORMAT ?? (nodeEnv === 'production' ? 'json' : 'pretty'),
    logClientIp: parsed.LOG_CLIENT_IP ?? false,
    metrics:
      metricsPort === 0
        ? undefined
        : { port: metricsPort, host: parsed.METRICS_HOST ?? OPERATIONS_DEFAULTS.METRICS_HOST },
    shutdownDrainMs:
      (parsed.SHUTDOWN_DRAIN_SECONDS ?? OPERATIONS_DEFAULTS.SHUTDOWN_DRAIN_SECONDS) * 1000,
    freeSpaceFloorBytes:
      parsed.FREE_SPACE_FLOOR_BYTES ?? OPERATIONS_DEFAULTS.FREE_SPACE_FLOOR_BYTES,
  };
}

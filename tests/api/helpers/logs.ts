import { createLogger, type Logger } from '../../../server/observe/logger';

/** A log record as pino writes it: one JSON object per line. */
export type LogRecord = Record<string, unknown> & { readonly level: number; readonly msg: string };

export interface CapturedLogs {
  readonly logger: Logger;
  /** Every line the logger wrote, as written. */
  readonly lines: string[];
  /** The lines, parsed. */
  records(): LogRecord[];
  /** The access lines (server/observe/requests.ts). */
  access(): LogRecord[];
}

/** pino's number for each level. */
export const LEVEL = { info: 30, warn: 40, error: 50 } as const;

/** The app's logger writing JSON lines into an array, at `info` unless told. */
export async function captureLogs(level: 'info' | 'warn' = 'info'): Promise<CapturedLogs> {
  const lines: string[] = [];
  const logger = await createLogger({
    logLevel: level,
    logFormat: 'json',
    destination: { write: (line: string) => void lines.push(line) },
  });
  const records = () => lines.map((line) => JSON.parse(line) as LogRecord);
  return { logger, lines, records, access: () => records().filter((r) => r.msg === 'request') };
}

/** For tests that read no log lines: the app's JSON lines go nowhere instead of the test output. */
export function quietLogger(): Promise<Logger> {
  return createLogger({ logLevel: 'silent', logFormat: 'json', destination: { write: () => {} } });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { OperationsSettings } from '../../app/settings-operations.server';
import { requestIdOf } from './request-id';

export type { Logger } from 'pino';

/**
 * The server's one logger (pino): JSON lines on standard output in production, pino-pretty's text
 * for a person at a terminal. Nothing personal goes in: the access lines carry route patterns
 * (server/observe/requests.ts), and the event lines below lose any e-mail address on the way.
 */

export interface LoggerOptions extends Pick<OperationsSettings, 'logLevel' | 'logFormat'> {
  /** Where the lines go instead of standard output (tests read them). */
  readonly destination?: DestinationStream;
}

/** Lines wait at most this long, or until this many bytes have gathered. */
const BATCH_MS = 100;
const BATCH_BYTES = 256 * 1024;

/**
 * Standard output written in batches: every line of a tenth of a second in one write. pino's own
 * asynchronous destination (sonic-boom) measures each line's bytes against its whole pending
 * buffer, which cost about 1.5 µs a line here, as much as all else the access line costs; a write
 * per line about 1 µs. The lines are copied into one buffer as they come, so that none of them
 * outlives the young generation of the heap. Node writes standard output to a file or a pipe
 * synchronously (Linux), so a batch is out when write returns.
 *
 * The last batch goes out when the process that owns the logger calls `logger.flush()`, as
 * server/index.ts does at exit. The destination adds no listener to `process` itself: on Node.js
 * 24 one more listener added there while the app is made cost the refund API about 3 µs a request
 * in its bench (a quarter of what the app spends on one; decision 091).
 */
export function batchedStdout(): DestinationStream & { flush(done?: () => void): void } {
  let batch = Buffer.allocUnsafe(BATCH_BYTES);
  let used = 0;
  const flush = () => {
    if (used === 0) return;
    const out = batch.subarray(0, used);
    batch = Buffer.allocUnsafe(BATCH_BYTES);
    used = 0;
    process.stdout.write(out);
  };
  setInterval(flush, BATCH_MS).unref();
  return {
    /** pino's `logger.flush(done)`: the batch is written before `done` runs. */
    flush(done) {
      flush();
      done?.();
    },
    write(line: string) {
      // A UTF-8 character takes at most 3 bytes per UTF-16 unit.
      if (used + line.length * 3 > BATCH_BYTES) {
        flush();
        if (line.length * 3 > BATCH_BYTES) return void process.stdout.write(line);
      }
      used += batch.write(line, used);
    },
  };
}

export async function createLogger(options: LoggerOptions): Promise<Logger> {
  const settings = { level: options.logLevel };
  if (options.destination !== undefined) return pino(settings, options.destination);
  if (options.logFormat === 'pretty') {
    // A devDependency: a production install has no pino-pretty, and then gets JSON lines.
    const pretty = await import('pino-pretty').then(
      (module) => module.default,
      () => undefined,
    );
    if (pretty !== undefined) return pino(settings, pretty({ sync: true }));
    const logger = pino(settings);
    logger.warn('LOG_FORMAT=pretty needs pino-pretty (a devDependency): writing JSON lines');
    return logger;
  }
  return pino(settings, batchedStdout());
}

const EMAIL = /[^\s<>()[\]"',;:@]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** A text with every e-mail address replaced (a mail server's refusal names the recipient). */
export function withoutEmails(text: string): string {
  return text.replace(EMAIL, '[e-mail]');
}

/**
 * An error as a log line shows it: its kind, code, message and stack, e-mail addresses taken out.
 * Never its other properties: a database error's `detail` holds the row's values.
 */
export function errorFields(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return { message: withoutEmails(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: withoutEmails(error.message),
    stack: withoutEmails(error.stack ?? error.message),
  };
}

/** What an event line may add to its text. */
export interface LineDetail {
  /** `warn` when not said: most event lines are something an operator looks at. */
  readonly level?: 'info' | 'warn' | 'error';
  /** A failure of the server's own: its stack goes in the line. */
  readonly error?: unknown;
  /** The request it happened in (Express's, which knows its response): its id goes in the line. */
  readonly req?: IncomingMessage & { res?: ServerResponse };
}

/**
 * How the modules log (the `log` they are given): one line of text, and what `detail` adds. Tests
 * pass a function that keeps the text.
 */
export type LogLine = (line: string, detail?: LineDetail) => void;

export function lineLogger(logger: Logger): LogLine {
  return (line, detail = {}) => {
    const { req, error } = detail;
    const id = requestIdOf(req?.res);
    const fields = {
      ...(id === undefined ? {} : { id }),
      ...(error === undefined ? {} : { err: errorFields(error) }),
    };
    logger[detail.level ?? 'warn'](fields, withoutEmails(line));
  };
}

/**
 * Reading a small request body with node:http calls alone, for the fast routes (the refund
 * calculator API, the contact API): every way a client can go wrong ends in one outcome, settled
 * exactly once, which each route maps to its own answer.
 */
import type { IncomingMessage } from 'node:http';

export type BodyOutcome =
  | { readonly kind: 'body'; readonly text: string }
  /** More than the cap arrived: the rest is never read, so the answer must close the connection. */
  | { readonly kind: 'too_large' }
  /** The body did not arrive in time: the answer must close the connection. */
  | { readonly kind: 'timeout' }
  /** The client aborted or the socket broke: nothing is left to answer. */
  | { readonly kind: 'gone' };

export interface BodyLimits {
  readonly maxBytes: number;
  readonly timeoutMs: number;
}

/** application/json, with or without parameters; a charset other than UTF-8 is refused. */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const [mediaType = '', ...parameters] = header.split(';');
  if (mediaType.trim().toLowerCase() !== 'application/json') return false;
  for (const parameter of parameters) {
    const [name = '', value = ''] = parameter.split('=');
    if (name.trim().toLowerCase() !== 'charset') continue;
    const charset = value.trim().replace(/^"|"$/g, '').toLowerCase();
    if (charset !== 'utf-8' && charset !== 'utf8') return false;
  }
  return true;
}

/** Whether the declared Content-Length is over the cap already (answered before reading). */
export function declaredTooLarge(req: IncomingMessage, maxBytes: number): boolean {
  return Number(req.headers['content-length']) > maxBytes;
}

/**
 * Reads at most `maxBytes` of the body as UTF-8, then calls `done` once: too much → too_large,
 * too slow → timeout, aborted (or a body shorter than its Content-Length followed by a close) →
 * gone, after which the response has been destroyed.
 */
export function readBody(
  req: IncomingMessage,
  limits: BodyLimits,
  done: (outcome: BodyOutcome) => void,
): void {
  const chunks: Buffer[] = [];
  let received = 0;
  let settled = false;

  const settle = (): boolean => {
    if (settled) return false;
    settled = true;
    clearTimeout(timer);
    req.off('data', onData);
    req.off('end', onEnd);
    req.off('error', onGone);
    req.off('close', onGone);
    return true;
  };
  const onData = (chunk: Buffer): void => {
    received += chunk.length;
    if (received <= limits.maxBytes) {
      chunks.push(chunk);
      return;
    }
    // Stop buffering; the answer closes the connection, so the rest is never read.
    req.pause();
    if (settle()) done({ kind: 'too_large' });
  };
  const onEnd = (): void => {
    if (!settle()) return;
    const only = chunks.length === 1 ? chunks[0] : undefined;
    done({ kind: 'body', text: (only ?? Buffer.concat(chunks)).toString('utf8') });
  };
  // 'close' before 'end': the client aborted or the socket broke.
  const onGone = (): void => {
    if (settle()) done({ kind: 'gone' });
  };
  const timer = setTimeout(() => {
    if (settle()) done({ kind: 'timeout' });
  }, limits.timeoutMs);

  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onGone);
  req.on('close', onGone);
}

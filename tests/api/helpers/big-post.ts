import net from 'node:net';

export const HUNDRED_MB = 100 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

export interface BigPostAnswer {
  /** The answer's status, 0 when the server closed without one. */
  readonly status: number;
  /** The answer as far as it was read (head and the start of the body). */
  readonly text: string;
  /** How much of the body went out before the answer came. */
  readonly sent: number;
}

export interface BigPostOptions {
  /** Content-Length: the size declared up front; `chunked` sends it with Transfer-Encoding. */
  readonly mode: 'declared' | 'chunked';
  readonly contentType: string;
  readonly headers?: Record<string, string>;
  /** The body's first bytes (a form field's name, a multipart head), then 'a' up to 100 MB. */
  readonly prefix?: string;
  readonly bytes?: number;
  readonly method?: string;
}

/**
 * Posts a body of 100 MB (a form field of that size) on a raw socket, the way an attacker would:
 * it keeps sending until the server answers or closes, then stops. Resolves to the answer.
 */
export function bigPost(
  origin: string,
  path: string,
  options: BigPostOptions,
): Promise<BigPostAnswer> {
  const url = new URL(origin);
  const total = options.bytes ?? HUNDRED_MB;
  const head = [
    `${options.method ?? 'POST'} ${path} HTTP/1.1`,
    `Host: ${url.host}`,
    `Content-Type: ${options.contentType}`,
    options.mode === 'declared' ? `Content-Length: ${total}` : 'Transfer-Encoding: chunked',
    ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    let received = '';
    let sent = 0;
    let done = false;
    /** The server answered or closed: nothing more is sent. */
    let ended = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve({ status: status === undefined ? 0 : Number(status), text: received, sent });
    };
    socket.on('data', (data: Buffer) => {
      received += data.toString('utf8');
      ended = true;
      // The head, and the body's start: enough to read the answer.
      if (received.includes('\r\n\r\n')) setTimeout(finish, 50);
    });
    socket.on('error', () => setTimeout(finish, 20));
    socket.on('close', () => setTimeout(finish, 20));
    socket.on('end', () => (ended = true));
    // One piece per turn of the event loop, so that an answer is read as soon as it comes and
    // nothing more is sent after it (more would make the server's side reset the connection).
    const pump = () => {
      if (!done && !ended && sent < total) {
        const first =
          sent === 0 && options.prefix !== undefined ? Buffer.from(options.prefix) : CHUNK;
        const piece = first.subarray(0, Math.min(first.length, total - sent));
        sent += piece.length;
        const framed =
          options.mode === 'chunked'
            ? Buffer.concat([
                Buffer.from(`${piece.length.toString(16)}\r\n`),
                piece,
                Buffer.from('\r\n'),
              ])
            : piece;
        if (socket.write(framed)) setImmediate(pump);
        else socket.once('drain', pump);
        return;
      }
      if (!done && !ended && options.mode === 'chunked') socket.write('0\r\n\r\n');
    };
    socket.once('connect', () => {
      // The head, then a pause: a server that refuses at once has answered by then, and its
      // answer is read before more is sent.
      socket.write(head);
      setTimeout(pump, 200);
    });
  });
}

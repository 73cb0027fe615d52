import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';

/** Longest a refused request's remaining body is read for, however slowly it comes. */
const LINGER_MS = 30_000;

/** A request body that can be read past and, failing that, cut off. */
export interface Discardable {
  readonly body: Readable;
  /** The whole body is in already. */
  complete(): boolean;
  /** Its Content-Length, 0 when none was declared. */
  readonly declaredBytes: number;
  /** The connection stays open after the answer (HTTP/1.1 without `Connection: close`). */
  readonly keepAlive: boolean;
  /** Closes the connection under a client that sends too much or too slowly. */
  giveUp(): void;
  /**
   * Makes the answer's `Connection: close` close the connection by halves: the answer's side once
   * the answer is out, the body's once the body is in (or given up on). Absent where the connection
   * is not this code's to hold (a route action's).
   */
  readonly closeAfterBody?: () => void;
}

/** An Express (node:http) request's body: giving up closes its socket. */
export function expressBody(req: IncomingMessage): Discardable {
  return {
    body: req,
    complete: () => req.complete,
    declaredBytes: Number(req.headers['content-length'] ?? 0),
    keepAlive: req.httpVersion === '1.1' && !/\bclose\b/i.test(req.headers.connection ?? ''),
    giveUp: () => req.socket.destroy(),
    closeAfterBody: () => {
      const { socket } = req;
      // Node ends an answer that says `Connection: close` with destroySoon(): the whole socket
      // closed with the body still coming, which the kernel turns into a reset. Instead the
      // answer's side is ended (the client reads the answer, then the end of it), and the socket
      // closed once the body is in; giving up still destroys it.
      socket.destroySoon = () => {
        socket.end(() => {
          if (req.complete) socket.destroy();
          else req.once('end', () => socket.destroy());
        });
      };
    },
  };
}

/**
 * A route action's body, as a Node stream over the request's web stream: giving up cancels that
 * stream, and React Router's adapter destroys the request, and with it the connection. A client
 * on HTTP/1.0 cannot be told apart here; it says `Connection: close` too, in practice.
 */
export function actionBody(request: Request, body: Readable): Discardable {
  return {
    body,
    complete: () => body.readableEnded,
    declaredBytes: Number(request.headers.get('content-length') ?? 0),
    keepAlive: !/\bclose\b/i.test(request.headers.get('connection') ?? ''),
    giveUp: () => body.destroy(),
  };
}

/**
 * Lets a refused request's answer reach a client that is still sending its body. Closing the
 * connection at once resets it under the client, which then never reads the answer (a Node fetch
 * client sees "fetch failed"); so, as nginx's lingering close does, the rest of the body is read
 * and thrown away, up to `boundBytes` or 30 s, past which the connection is closed after all.
 *
 * Calls `answer` when the answer may go: at once while the body drains behind it, or, when the
 * client asked for the connection to close, once the body is in (a route action's; on a connection
 * of its own, closeAfterBody, at once). A body of unknown length is answered with the connection
 * closing. A body declared larger than the bound is not read: it gets the answer and
 * a closed connection.
 */
export function answerWhileDiscarding(
  from: Discardable,
  boundBytes: number,
  answer: (closeConnection: boolean) => void,
): void {
  const { body } = from;
  if (from.complete()) return answer(false);
  if (boundBytes === 0 || from.declaredBytes > boundBytes) return answer(true);
  let discarded = 0;
  let answered = false;
  const answerOnce = (closeConnection: boolean) => {
    if (answered) return;
    answered = true;
    answer(closeConnection);
  };
  // Given up on, the body never ends: the answer is settled all the same (it finds the connection
  // gone), so that an action waiting on it finishes.
  const giveUp = () => {
    from.giveUp();
    answerOnce(true);
  };
  const timer = setTimeout(giveUp, LINGER_MS);
  timer.unref();
  const stop = () => clearTimeout(timer);
  body.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > boundBytes) giveUp();
  });
  body.once('end', stop).once('close', stop);
  body.resume();
  // A body of unknown length (chunked) may run past the bound, and then its connection is closed:
  // an answer that kept it alive would have the client send its next request on a connection
  // about to be reset (as nginx does for a 413, the answer says it closes). Where the connection is
  // ours, the answer goes at once and the connection closes once the body is in.
  if (from.closeAfterBody !== undefined && (from.declaredBytes === 0 || !from.keepAlive)) {
    from.closeAfterBody();
    answerOnce(true);
  } else if (from.keepAlive) answerOnce(false);
  else body.once('end', () => answerOnce(false));
}

/** The same as a promise, for an action: whether the answer closes the connection. */
export function discardWhileAnswering(from: Discardable, boundBytes: number): Promise<boolean> {
  return new Promise((resolve) => answerWhileDiscarding(from, boundBytes, resolve));
}

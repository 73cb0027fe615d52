import type { IncomingMessage } from 'node:http';

/** Longest a refused request's remaining body is read for, however slowly it comes. */
const LINGER_MS = 30_000;

/**
 * Lets a refused request's answer reach a client that is still sending its body. Closing the
 * connection at once resets it under the client, which then never reads the answer (a Node fetch
 * client sees "fetch failed"); so, as nginx's lingering close does, the rest of the body is read
 * and thrown away, up to `boundBytes` or 30 s, past which the connection is closed after all.
 *
 * Calls `answer` when the answer may go: at once while the body drains behind it, or, when the
 * client asked for the connection to close (Node then closes it as soon as the answer is sent),
 * once the body is in. A body declared larger than the bound is not read: it gets the answer and
 * a closed connection.
 */
export function answerWhileDiscarding(
  req: IncomingMessage,
  boundBytes: number,
  answer: (closeConnection: boolean) => void,
): void {
  if (req.complete) return answer(false);
  if (boundBytes === 0 || Number(req.headers['content-length'] ?? 0) > boundBytes) {
    return answer(true);
  }
  let discarded = 0;
  const giveUp = () => req.socket.destroy();
  const timer = setTimeout(giveUp, LINGER_MS);
  timer.unref();
  const stop = () => clearTimeout(timer);
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > boundBytes) giveUp();
  });
  req.once('end', stop).once('close', stop);
  req.resume();
  const keepAlive = req.httpVersion === '1.1' && !/\bclose\b/i.test(req.headers.connection ?? '');
  if (keepAlive) answer(false);
  else req.once('end', () => answer(false));
}

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail the test's SMTP server took: its envelope's recipients and its source. */
export interface Received {
  readonly to: string[];
  readonly text: string;
}

export interface SmtpOptions {
  /** The port to listen on (again, after a close); any free one by default. */
  readonly port?: number;
  /** What is kept of each mail's source (e.g. encoded words decoded); the source as sent by default. */
  readonly read?: (source: string) => string;
  /**
   * A refusal of a recipient, as a mail server answers RCPT TO: 550 (for good) or 451 (for now);
   * undefined takes it. Read on each mail, so a test may change its mind.
   */
  readonly refuse?: (address: string) => { code: number; message: string } | undefined;
}

/** The mail the server took, as JSON over HTTP (`GET /`), for other processes to read. */
export async function serveReceived(received: readonly Received[]) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(received));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A real SMTP server on a loopback port (plain, no auth: inside the test only). */
export async function startSmtp({
  port = 0,
  read = (source) => source,
  refuse = () => undefined,
}: SmtpOptions = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refuse(address.address);
      if (refusal === undefined) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      let text = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (text += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), text: read(text) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Resolves once `check` holds, looking every 100 ms; fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A header's MIME encoded words (RFC 2047, as nodemailer writes a non-ASCII subject) as text. */
const encodedWords = (source: string) =>
  source
    // Folded header lines unfolded; adjacent encoded words joined.
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/\?==\?UTF-8\?[QB]\?/gi, '')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_all, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : text
            .replaceAll('_', ' ')
            .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
              Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'),
            ),
    );

/**
 * A mail's source as a person reads it: encoded words decoded, quoted-printable soft breaks and
 * escapes undone (nodemailer uses both for non-ASCII text). For startSmtp's `read`.
 */
export const decodedMail = (source: string) =>
  encodedWords(source)
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'),
    );

import { chmod, unlink } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';
import type { CommandResult } from './accounts';

/** What a command answers over the socket: its lines, and for a program, `data`. */
export interface ControlAnswer extends CommandResult {
  readonly data?: unknown;
}

/** The commands a running server answers, by name: `staff` (npm run staff), `backup`. */
export type ControlCommands = Readonly<
  Record<string, (args: readonly string[]) => Promise<ControlAnswer>>
>;

/**
 * PGlite lets one process open its folder, so while the server runs `npm run staff` and
 * `npm run backup` ask it over this socket in DATA_DIR (mode 0600: only the account that runs the
 * server can connect) instead of opening the database themselves (decisions 018 and 084). One
 * JSON line each way: `{command, args}` (no command: `staff`), then the answer.
 */
export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'staff.sock');
}

/** Whether something answers on the socket (a server left a stale file behind otherwise). */
function listening(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startControlSocket(
  dataDir: string,
  commands: ControlCommands,
  log: (line: string) => void,
): Promise<Server | null> {
  const socketPath = controlSocketPath(dataDir);
  if (await listening(socketPath)) {
    log(`Another server answers staff commands at ${socketPath}: this one does not`);
    return null;
  }
  await unlink(socketPath).catch(() => {});
  const server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (input.length > 10_000) socket.destroy();
      if (!input.includes('\n')) return;
      let args: string[] = [];
      let command = 'staff';
      try {
        const parsed = JSON.parse(input.slice(0, input.indexOf('\n'))) as {
          command?: unknown;
          args?: unknown;
        };
        if (Array.isArray(parsed.args)) args = parsed.args.map(String);
        if (typeof parsed.command === 'string') command = parsed.command;
      } catch {
        // An unreadable request gets the usage.
      }
      const run = Object.hasOwn(commands, command) ? commands[command] : undefined;
      const answer =
        run === undefined
          ? Promise.resolve<ControlAnswer>({
              code: 1,
              out: [],
              err: [`This server does not answer "${command}" (an older build?)`],
            })
          : run(args);
      void answer
        .catch((error: unknown): ControlAnswer => ({
          code: 1,
          out: [],
          err: [`The command failed: ${error instanceof Error ? error.message : String(error)}`],
        }))
        .then((result) => socket.end(`${JSON.stringify(result)}\n`));
    });
    socket.on('error', () => {});
  });
  // Created with mode 0600 from the start: the umask applies to the bind.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
  } catch (error) {
    log(`Staff commands cannot reach this server (${socketPath}): ${String(error)}`);
    return null;
  } finally {
    process.umask(umask);
  }
  await chmod(socketPath, 0o600);
  server.unref();
  return server;
}

/** Asks a running server; undefined when none answers (then the command opens the database). */
export function askServer(
  dataDir: string,
  args: readonly string[],
  command = 'staff',
): Promise<ControlAnswer | undefined> {
  const socketPath = controlSocketPath(dataDir);
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    let output = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.once('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ command, args })}\n`);
    });
    socket.on('data', (chunk: string) => (output += chunk));
    socket.once('end', () => {
      try {
        resolve(JSON.parse(output) as ControlAnswer);
      } catch {
        resolve({ code: 1, out: [], err: ['The running server gave no answer.'] });
      }
    });
    socket.once('error', (error) => {
      if (!connected) resolve(undefined);
      else resolve({ code: 1, out: [], err: [`The running server failed: ${error.message}`] });
    });
  });
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A real PostgreSQL server: Debian's server binaries, a fresh cluster in a temporary folder,
 * listening on a free loopback port, removed by stop(). The unit and built projects share one for
 * the run (postgres-server.ts); a test that stops its server or changes roles starts its own.
 * initdb and postgres refuse to run as root, so as root they run as the `postgres` user (setpriv
 * execs in place, so the process we signal is the server itself).
 */
export interface TestPostgres {
  /** The superuser's URL, for creating databases (newDatabaseOn). */
  readonly adminUrl: string;
  /** A fresh database on the server for each call. */
  newDatabaseUrl(): Promise<string>;
  /** The server's (postmaster's) process id: its backends are its children (bench/contact.mjs). */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0] === undefined) {
    throw new Error(
      "PostgreSQL's server binaries are missing (/usr/lib/postgresql/*/bin): apt-get install postgresql",
    );
  }
  return join(root, versions[0], 'bin');
}

const asRoot = process.getuid?.() === 0;

function command(bin: string, args: string[]): [string, string[]] {
  return asRoot
    ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--clear-groups', '--', bin, ...args]]
    : [bin, args];
}

/** A port nobody listens on now, on the loopback interface. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  const dir = await mkdtemp(join(tmpdir(), 'pg-test-'));
  if (asRoot) {
    const { uid, gid } = postgresIds();
    await chown(dir, uid, gid);
  }
  const dataDir = join(dir, 'cluster');
  const [initdb, initArgs] = command(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const init = spawnSync(initdb, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  const port = await freePort();
  const [postgres, args] = command(join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    // Shared by every test file of a run: several servers' pools at once on two workers.
    '-c',
    'max_connections=300',
  ]);
  const child: ChildProcess = spawn(postgres, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT'); // fast shutdown
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    const client = new pg.Client({ connectionString: adminUrl });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      if (child.exitCode !== null || Date.now() > deadline) {
        await stop();
        throw new Error(`PostgreSQL did not start: ${stderr || String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    adminUrl,
    pid: child.pid,
    newDatabaseUrl: () => newDatabaseOn(adminUrl),
    stop,
  };
}

/** Creates a database with a name of its own (test files share the server) and gives its URL. */
export async function newDatabaseOn(adminUrl: string): Promise<string> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
  return { uid: id('-u'), gid: id('-g') };
}

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'startup-test-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * How long a server that cannot start is given to stop on its own before it counts as hanging:
 * far more than the second it takes, as a loaded host has taken over 10 s to load the bundle.
 */
const STOPS_WITHIN_MS = 50_000;

/** Runs build/server/index.js with the given settings until it exits on its own. */
async function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['build/server/index.js'], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), STOPS_WITHIN_MS);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, lines: stderr.trimEnd().split('\n') };
}

describe('a setting the server cannot use', { timeout: STOPS_WITHIN_MS + 10_000 }, () => {
  it.each([
    [{ PORT: 'abc' }, 'Settings: PORT must be a port number'],
    [{ PORT: '' }, 'Settings: PORT is set but empty'],
    [{ TRUST_PROXY: 'yes' }, 'Settings: TRUST_PROXY must be true or false'],
    [{ UPLOAD_MAX_BYTES: '20MB' }, 'Settings: UPLOAD_MAX_BYTES must be a whole number above 0'],
    [{ STORAGE: 's3', S3_BUCKET: 'docs' }, 'Settings: DOCUMENTS_KEY is required when STORAGE=s3'],
    [
      { DOCUMENTS_KEY: 'short' },
      'Settings: DOCUMENTS_KEY must be one key, or up to 8 separated by commas',
    ],
    [
      { DATABASE_URL: 'postgres://app:secret@127.0.0.1:1/quickrefund' },
      'Database: Could not open DATABASE_URL (postgres://app:***@127.0.0.1:1/quickrefund): ',
    ],
  ])('%o stops the server with one line naming it', async (env, line) => {
    const { code, lines } = await start({ PORT: '0', ...env });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.startsWith(line)).toBe(true);
  });

  it('says which key file is unusable, in one line', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'startup-key-'));
    await writeFile(join(folder, 'documents.key'), 'not a key\n', { mode: 0o600 });
    const { code, lines } = await start({ PORT: '0', DATA_DIR: folder });
    await rm(folder, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(lines).toEqual([
      `Settings: The key file ${join(folder, 'documents.key')} must hold 32 random bytes in base64 (openssl rand -base64 32), or up to 8 such keys one a line, newest first`,
    ]);
  });
});

/**
 * The fee schedule checked at start (decision 180): a price list the server cannot use, or the
 * income table for an IRS e-file provider, stops it with one line; nothing is served.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fee-startup-'));
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
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), STOPS_WITHIN_MS);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, stdout, lines: stderr.trimEnd().split('\n') };
}

describe('the fee schedule at start', { timeout: STOPS_WITHIN_MS + 10_000 }, () => {
  it('stops on a broken price list with one line naming the problem', async () => {
    const file = join(dataDir, 'prices.json');
    await writeFile(file, '{ "federalReturn": 120, "forms": { "schedule8812": "forty" } }');
    const { code, stdout, lines } = await start({ FEE_SCHEDULE_FILE: file });
    expect(code).toBe(1);
    expect(stdout).not.toContain('Listening');
    expect(lines).toEqual([
      `Settings: FEE_SCHEDULE_FILE ${file}: forms.schedule8812 must be a whole number of dollars`,
    ]);
  });

  it('stops on a price list it cannot read', async () => {
    const file = join(dataDir, 'absent.json');
    const { code, lines } = await start({ FEE_SCHEDULE_FILE: file });
    expect(code).toBe(1);
    expect(lines).toEqual([`Settings: FEE_SCHEDULE_FILE ${file} cannot be read (ENOENT)`]);
  });

  it('stops an IRS e-file provider without a price list, naming Publication 1345', async () => {
    const { code, stdout, lines } = await start({ IRS_EFILE_PROVIDER: 'true' });
    expect(code).toBe(1);
    expect(stdout).not.toContain('Listening');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Settings: IRS_EFILE_PROVIDER=true needs FEE_SCHEDULE_FILE: /);
    expect(lines[0]).toContain('IRS Publication 1345');
  });
});

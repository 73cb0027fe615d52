/** `npm run dev`: one server on PORT for pages, API, case page and staff, as `npm start`. */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigratedDatabase } from '../api/helpers/engines';
import { freePort } from '../api/helpers/postgres';

let child: ChildProcess | undefined;
let dataDir: string;
let base = '';
let devOutput = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'qr-dev-'));
  await copyMigratedDatabase(dataDir);
  const port = await freePort();
  // The npm script itself, in a process group of its own so that the whole group stops after.
  child = spawn('npm', ['run', 'dev'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Development server on')) {
    if (Date.now() > deadline || child.exitCode !== null) {
      throw new Error(`npm run dev did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  base = `http://localhost:${port}`;
  devOutput = output;
}, 120_000);

afterAll(async () => {
  if (child?.pid !== undefined && child.exitCode === null) {
    const exited = once(child, 'exit');
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves the pages, the API, the case page and the staff screens', async () => {
    for (const [pagePath, lang] of [
      ['/', 'en'],
      ['/es/calculator', 'es'],
      ['/case', 'en'],
      ['/staff/sign-in', 'en'],
    ] as const) {
      const page = await fetch(`${base}${pagePath}`);
      expect([pagePath, page.status]).toEqual([pagePath, 200]);
      expect(await page.text()).toContain(`<html lang="${lang}"`);
    }
    const estimate = await fetch(`${base}/api/RefundCalculator`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ income: 40_000, filingStatus: 'single', withheld: 4_000 }),
    });
    expect(estimate.status).toBe(200);
    expect(await estimate.json()).toMatchObject({ refund: expect.any(Number) as number });
  }, 120_000);

  it('runs the W-2 reader, its process bundled for it', () => {
    expect(devOutput).toMatch(/W-2 reader: .*reader\.js/);
  });
});

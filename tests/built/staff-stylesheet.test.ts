import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyMigratedDatabase } from '../api/helpers/engines';

let folder: string;
let server: ChildProcess;
let origin: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise<void>((done) => probe.close(() => done()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

// `npm run serve` from another working folder: nothing may be read relative to it.
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'serve-elsewhere-'));
  // The database a first start leaves behind: its initdb and migrations are tested elsewhere.
  await copyMigratedDatabase(join(folder, 'data'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [resolve('build/server/index.js')], {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(folder, 'data'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 50_000;
  while (!output.includes('Listening on')) {
    if (server.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the server did not start: ${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}, 60_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  await rm(folder, { recursive: true, force: true });
});

function styleOf(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}

it('styles the staff pages with the public pages’ stylesheet, served from another folder', async () => {
  const response = await fetch(`${origin}/staff/sign-in`);
  expect(response.status).toBe(200);
  const staffStyle = styleOf(await response.text());
  // The stylesheet the public pages inline, as the same server serves the home page.
  const publicStyle = styleOf(await (await fetch(`${origin}/`)).text());
  expect(publicStyle).toMatch(/\.card\{/);
  expect(staffStyle).toMatch(/\.skip-link\{position:absolute/);
  expect(staffStyle).toContain(publicStyle);
});

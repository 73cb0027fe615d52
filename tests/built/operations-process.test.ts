/**
 * The production server process as an operator runs it: JSON log lines on standard output,
 * /metrics on its own loopback port, and SIGTERM turning /readyz to 503 at once while the drain
 * lasts (decisions 080, 081, 082). Needs the production build.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyMigratedDatabase } from '../api/helpers/engines';
import { freePort } from '../api/helpers/postgres';

interface Running {
  readonly child: ChildProcess;
  readonly base: string;
  /** Standard output's lines so far. */
  readonly lines: string[];
}

const started: { child: ChildProcess; dataDir: string }[] = [];

afterEach(async () => {
  for (const { child, dataDir } of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    await rm(dataDir, { recursive: true, force: true });
  }
});

async function startServer(env: Record<string, string>): Promise<Running> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qr-operations-'));
  await copyMigratedDatabase(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, ['build/server/index.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push({ child, dataDir });
  const lines: string[] = [];
  let rest = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
  });
  await expect.poll(() => lines.join('\n'), { timeout: 30_000 }).toContain('Listening on');
  return { child, base: `http://127.0.0.1:${port}`, lines };
}

const records = (running: Running) =>
  running.lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the production server process', () => {
  it('writes JSON lines, serves /metrics on its own port only, and drains on SIGTERM', async () => {
    const metricsPort = await freePort();
    const running = await startServer({
      METRICS_PORT: String(metricsPort),
      SHUTDOWN_DRAIN_SECONDS: '5',
    });
    const { base, child } = running;
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    await home.arrayBuffer();
    const id = home.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toContain(
      'quickrefund_http_request_duration_seconds_count{route="/",method="GET",status="2xx"} 1',
    );
    expect(metrics).toMatch(/^process_resident_memory_bytes \d+/m);

    await expect
      .poll(() => records(running).filter((r) => r.id === id), { timeout: 10_000 })
      .toHaveLength(1);
    expect(records(running).find((r) => r.id === id)).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: '/',
      status: 200,
    });

    child.kill('SIGTERM');
    const exited = once(child, 'exit');
    // As soon as the process has taken the signal (a request may come first): well within the drain.
    await expect
      .poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 2000, interval: 20 })
      .toBe(503);
    const stopping = await fetch(`${base}/readyz`);
    expect(await stopping.json()).toEqual({ status: 'stopping' });
    // The drain: still alive, still serving.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/calculator`)).status).toBe(200);
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    expect(running.lines.join('\n')).toContain('SIGTERM: not ready; serving 5 s more');
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 60_000);

  it('goes on without metrics, saying so in one line, when their port is taken', async () => {
    const taken = net.createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    try {
      const { port } = taken.address() as net.AddressInfo;
      const running = await startServer({ METRICS_PORT: String(port) });
      expect((await fetch(`${running.base}/readyz`)).status).toBe(200);
      const said = () =>
        records(running).filter((r) => String(r.msg).startsWith('Metrics not served'));
      await expect.poll(said, { timeout: 10_000 }).toMatchObject([{ level: 50 }]);
      expect(String(said()[0]?.msg)).toContain(`127.0.0.1:${port}`);
    } finally {
      taken.close();
    }
  }, 60_000);
});

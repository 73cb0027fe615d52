/** The production server process, and the company settings in the pages it serves. */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { base, dataDir, usePagesServer } from './pages-server';

// Needs the production build (npm test builds before it runs).
usePagesServer();

describe('the production server process', () => {
  it('starts from the build and stops cleanly on SIGTERM', async () => {
    const child: ChildProcess = spawn(process.execPath, ['build/server/index.js'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output, { timeout: 30_000 }).toContain('Listening on');
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(output).toContain('SIGTERM');
    // Logged just before the process exits: the log's last batch is written at exit.
    expect(output).toContain('"msg":"Stopped"');
  }, 45_000);
});

describe('company settings in the pages', () => {
  it('the footer shows COMPANY_ADDRESS and the privacy notice RETENTION_DAYS', async () => {
    const home = await (await fetch(`${base}/`)).text();
    expect(home).toContain('>1200 W. Main St #4, Austin, TX 78701</p>');
    expect(home).toContain('deleted 365 days after the last activity');
    const privacy = await (await fetch(`${base}/privacy`)).text();
    expect(privacy).toContain('for 365 days after the last activity on your case');
  });
});

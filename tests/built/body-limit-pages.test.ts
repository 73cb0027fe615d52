import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigPost, HUNDRED_MB } from '../api/helpers/big-post';
import { ENGINES, type Place, usePlaces } from '../api/helpers/engines';

// Found by a hostile review, on the pages: a 100 MB post to /contact ended the process (the action's
// request.formData() had no limit). The built server now reads every page form through the one
// capped reader: 413 with a page in the page's language, the memory flat, the server answering.

const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data; boundary=XyZ';
const MULTIPART_HEAD = '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\n';
const MB = 1024 * 1024;

/** Page forms (read by their actions) and pages without one, in both languages. */
const PAGES: readonly { path: string; type: string; prefix: string; reads: boolean }[] = [
  { path: '/contact', type: FORM, prefix: 'name=', reads: true },
  { path: '/es/contact', type: MULTIPART, prefix: MULTIPART_HEAD, reads: true },
  { path: '/calculator', type: MULTIPART, prefix: MULTIPART_HEAD, reads: true },
  { path: '/es/calculator', type: FORM, prefix: 'income=', reads: true },
  { path: '/', type: FORM, prefix: 'reference=', reads: true },
  { path: '/upload', type: FORM, prefix: 'x=', reads: false },
  { path: '/no/such/page', type: FORM, prefix: 'x=', reads: true },
];

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

for (const engine of ENGINES) {
  describe(`100 MB posted to the pages of the built server on ${engine}`, () => {
    const newPlace = usePlaces(engine);
    let place: Place;
    let child: ChildProcess;
    let origin: string;

    beforeAll(async () => {
      place = await newPlace();
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      child = spawn(process.execPath, ['build/start.js'], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          PUBLIC_URL: origin,
          ...place.env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const deadline = Date.now() + 90_000;
      for (;;) {
        const ready = await fetch(`${origin}/robots.txt`).then(
          (response) => response.ok,
          () => false,
        );
        if (ready) break;
        if (child.exitCode !== null || Date.now() > deadline) throw new Error('no server');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }, 120_000);
    afterAll(async () => {
      if (child && child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await place?.remove();
    });

    it('refuses a declared 100 MB at once with a page in its language, and cuts a chunked one, the memory flat', async () => {
      const pid = child.pid as number;
      const before = await rssOf(pid);
      for (const page of PAGES) {
        for (const mode of ['declared', 'chunked'] as const) {
          const answer = await bigPost(origin, page.path, {
            mode,
            contentType: page.type,
            prefix: page.prefix,
            headers: { Origin: origin },
          });
          const where = `${mode} ${page.path}`;
          if (mode === 'declared' || page.reads) {
            expect([where, answer.status]).toEqual([where, 413]);
            expect(answer.text).toMatch(/text\/html/);
            const spanish = page.path.startsWith('/es');
            expect(answer.text).toContain(spanish ? 'Se envió demasiado' : 'Too much was sent');
            expect(answer.text).toContain(spanish ? '<html lang="es">' : '<html lang="en">');
          } else {
            expect([where, answer.status]).toEqual([where, 405]);
          }
          expect([where, answer.sent < HUNDRED_MB / 4]).toEqual([where, true]);
        }
      }
      expect((await rssOf(pid)) - before).toBeLessThan(64 * MB);
      // Still answering, and a real form still works.
      const sent = await fetch(`${origin}/contact`, {
        method: 'POST',
        headers: { 'Content-Type': FORM, Origin: origin },
        body: new URLSearchParams({
          name: 'Ana',
          email: 'ana@example.com',
          message: 'Hello',
          website: '',
        }).toString(),
      });
      expect(sent.status).toBe(200);
      expect(await sent.text()).toMatch(/QR-[0-9A-Z]{4}-/);
    }, 120_000);
  });
}

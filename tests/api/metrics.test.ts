/**
 * The metrics as Prometheus scrapes them from METRICS_PORT (decision 081), on PGlite and on
 * PostgreSQL: requests by route pattern, uploads, refusals, the outbox, retention, staff sign-ins,
 * the database pool and the process. The registry is the process's, so every figure is read as
 * the change a test makes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sendContactForm } from '../shared/contact-form';
import * as sample from './helpers/documents-samples';
import { upload } from './helpers/documents-server';
import { ENGINES, usePlaces } from './helpers/engines';
import { type ObservedServer, scrape, useObserved, valueOf } from './helpers/observed-server';
import { startSmtp, until } from './helpers/smtp';
import { StaffClient } from './helpers/staff-client';

const ESTIMATE = JSON.stringify({ income: 64_600, filingStatus: 'single', taxYear: 2024 });
const requests = (route: string, method: string, status: string) =>
  `quickrefund_http_request_duration_seconds_count{route="${route}",method="${method}",status="${status}"}`;

for (const engine of ENGINES) {
  describe(`the metrics on ${engine}`, () => {
    const started = Date.now() / 1000;
    // Mail on, to a mail server that is gone: every notification waits in the outbox.
    const observed = useObserved(usePlaces(engine), async (place) => {
      const smtp = await startSmtp();
      await smtp.close();
      return {
        ...place.env,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        STAFF_EMAIL: 'staff@example.com',
      };
    });
    let server: ObservedServer;
    beforeAll(() => {
      server = observed.server;
    });

    it('counts requests by route pattern, method and status class, never by URL', async () => {
      const before = await scrape(server);
      for (let i = 0; i < 2; i++) {
        await fetch(`${server.url}/api/RefundCalculator`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: ESTIMATE,
        });
      }
      await fetch(`${server.url}/case/QR-7K3M-92XD-PQ4T`);
      const stored = await upload(server.url, sample.pdf());
      const link = new URL(String(stored.json.secure_url));
      await (await fetch(`${server.url}${link.pathname}${link.search}`)).arrayBuffer();
      // A request is counted when the server has finished its answer, which can come just after
      // the client has read the last byte.
      const download = requests('/api/documents/:id', 'GET', '2xx');
      let after = await scrape(server);
      await until(async () => {
        after = await scrape(server);
        return valueOf(after, download) > valueOf(before, download);
      }, 5_000);
      const change = (series: string) => valueOf(after, series) - valueOf(before, series);
      expect(change(requests('/api/RefundCalculator', 'POST', '2xx'))).toBe(2);
      expect(change(requests('/api/upload', 'POST', '2xx'))).toBe(1);
      expect(change(requests('/api/documents/:id', 'GET', '2xx'))).toBe(1);
      expect(change(requests('unmatched', 'GET', '4xx'))).toBe(1);
      for (const raw of ['QR-7K3M', String(stored.json.public_id), link.search.slice(1)]) {
        expect(after).not.toContain(raw);
      }
    });

    it('counts the documents stored, their bytes, and the refusals by reason', async () => {
      const before = await scrape(server);
      const pdf = sample.pdf();
      expect((await upload(server.url, pdf)).status).toBe(200);
      expect((await upload(server.url, sample.text(), { type: 'text/plain' })).status).toBe(415);
      const after = await scrape(server);
      const change = (series: string) => valueOf(after, series) - valueOf(before, series);
      expect(change('quickrefund_uploads_total')).toBe(1);
      expect(change('quickrefund_upload_bytes_total')).toBe(pdf.length);
      expect(change('quickrefund_upload_refusals_total{reason="unsupported_media_type"}')).toBe(1);
    });

    it('counts failed staff sign-ins and the lockout that follows them', async () => {
      const before = await scrape(server);
      const browser = new StaffClient(server);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const form = { email: 'nobody@example.com', password: 'not it at all', code: '000000' };
        statuses.push((await browser.post('/staff/sign-in', form)).status);
      }
      expect(statuses.at(-1)).toBe(429);
      const after = await scrape(server);
      const change = (series: string) => valueOf(after, series) - valueOf(before, series);
      expect(change('quickrefund_staff_sign_in_failures_total')).toBe(5);
      expect(change('quickrefund_staff_sign_in_lockouts_total{limit="account"}')).toBe(1);
    });

    it('shows the mails waiting in the outbox and counts the failed attempts', async () => {
      const before = await scrape(server);
      const sent = await sendContactForm(server.url, {
        name: 'Ana',
        email: 'ana@example.com',
        message: 'Hello',
      });
      expect(sent.status).toBe(200);
      // The message's notification, and the new case's.
      expect(valueOf(await scrape(server), 'quickrefund_outbox_depth')).toBeGreaterThanOrEqual(2);
      await until(
        async () =>
          valueOf(await scrape(server), 'quickrefund_outbox_failures_total') >
          valueOf(before, 'quickrefund_outbox_failures_total'),
      );
    });

    it('counts the retention pass run at start', async () => {
      await until(() => server.app.office.retention?.running === undefined);
      const text = await scrape(server);
      expect(
        valueOf(text, 'quickrefund_retention_runs_total{outcome="completed"}'),
      ).toBeGreaterThanOrEqual(1);
      expect(
        valueOf(text, 'quickrefund_retention_last_completed_timestamp_seconds'),
      ).toBeGreaterThanOrEqual(Math.floor(started));
    });

    it('reports the database pool as the engine knows it', async () => {
      const text = await scrape(server);
      if (engine === 'pglite') {
        expect(valueOf(text, 'quickrefund_db_pool_max{engine="pglite"}')).toBe(1);
        expect(text).not.toMatch(/^quickrefund_db_pool_connections\{/m);
      } else {
        expect(valueOf(text, 'quickrefund_db_pool_max{engine="postgres"}')).toBe(10);
        const open =
          valueOf(text, 'quickrefund_db_pool_connections{state="idle"}') +
          valueOf(text, 'quickrefund_db_pool_connections{state="in_use"}');
        expect(open).toBeGreaterThanOrEqual(1);
        // The scrape's own outbox query may be waiting for a connection the pool is opening.
        expect(text).toMatch(/^quickrefund_db_pool_waiting \d+$/m);
      }
    });

    it("serves the process's own metrics", async () => {
      const text = await scrape(server);
      for (const name of [
        'process_cpu_user_seconds_total',
        'process_resident_memory_bytes',
        'nodejs_heap_size_used_bytes',
        'nodejs_eventloop_lag_p99_seconds',
      ]) {
        expect(text).toMatch(new RegExp(`^${name} [0-9.e+-]+$`, 'm'));
      }
    });

    it('serves /metrics on its own port only: the public port answers 404', async () => {
      const onSite = await fetch(`${server.url}/metrics`);
      expect(onSite.status).toBe(404);
      expect(await onSite.text()).not.toContain('quickrefund_');
      const elsewhere = await fetch(new URL('/', server.metricsUrl));
      expect(elsewhere.status).toBe(404);
      const metrics = await fetch(server.metricsUrl);
      expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    });
  });
}

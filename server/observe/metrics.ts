import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db';

/**
 * Every metric of the server, in one registry for the process (prom-client), served on
 * METRICS_PORT by server/observe/metrics-server.ts. The modules where things happen count them
 * through `count` below; the requests are timed by server/observe/requests.ts. Labels take values
 * from fixed sets only (route patterns, codes): never a URL, an address or anything a visitor typed.
 */
export const registry = new Registry();

const registers = [registry];

/** From a prerendered page (well under a millisecond) to a large upload (a minute). */
const REQUEST_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60,
];

/** One series of the request histogram: its buckets' counts (each its own), sum and count. */
export class RequestTimes {
  readonly counts = new Float64Array(REQUEST_BUCKETS.length + 1);
  sum = 0;
  count = 0;

  observe(seconds: number): void {
    let bucket = 0;
    while (bucket < REQUEST_BUCKETS.length && seconds > (REQUEST_BUCKETS[bucket] ?? Infinity)) {
      bucket += 1;
    }
    this.counts[bucket] = (this.counts[bucket] ?? 0) + 1;
    this.sum += seconds;
    this.count += 1;
  }
}

type RequestLabels = { readonly route: string; readonly method: string; readonly status: string };

/**
 * The request histogram, by route pattern, method and status class; its `_count` series is the
 * number of requests. It is prom-client's histogram format, kept by hand: prom-client's own
 * `observe` hashes the labels on every call, which measured as much as the rest of a refund API
 * request's observing; a series here is found once per route and kept (server/observe/requests.ts).
 */
class RequestHistogram {
  readonly name = 'quickrefund_http_request_duration_seconds';
  readonly help =
    'Time from a request to its answer, by route pattern, method and status class; _count counts the requests.';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly kept = new Map<string, { labels: RequestLabels; times: RequestTimes }>();

  series(route: string, method: string, status: string): RequestTimes {
    const key = JSON.stringify([route, method, status]);
    let found = this.kept.get(key);
    if (found === undefined) {
      found = { labels: { route, method, status }, times: new RequestTimes() };
      this.kept.set(key, found);
    }
    return found.times;
  }

  /** What the registry writes (prom-client's `get()` of a histogram). */
  get() {
    const values = [];
    for (const { labels, times } of this.kept.values()) {
      let below = 0;
      for (const [index, le] of [...REQUEST_BUCKETS, '+Inf' as const].entries()) {
        below += times.counts[index] ?? 0;
        values.push({ labels: { ...labels, le }, value: below, metricName: `${this.name}_bucket` });
      }
      values.push({ labels, value: times.sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: times.count, metricName: `${this.name}_count` });
    }
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    };
  }

  reset(): void {
    this.kept.clear();
  }
}

export const requestDuration = new RequestHistogram();
// The registry reads a metric's name and its get(); prom-client's Metric type names its own classes.
registry.registerMetric(requestDuration as unknown as Histogram);

const uploads = new Counter({
  name: 'quickrefund_uploads_total',
  help: 'Documents stored.',
  registers,
});
const uploadBytes = new Counter({
  name: 'quickrefund_upload_bytes_total',
  help: 'Bytes of the documents stored, as the visitors sent them.',
  registers,
});
const uploadRefusals = new Counter({
  name: 'quickrefund_upload_refusals_total',
  help: "Uploads refused, by the refusal's code (as the API answers it), and uploads whose client left.",
  labelNames: ['reason'] as const,
  registers,
});
const mailSent = new Counter({
  name: 'quickrefund_outbox_sent_total',
  help: 'Mails from the outbox the mail server took.',
  registers,
});
const mailFailures = new Counter({
  name: 'quickrefund_outbox_failures_total',
  help: 'Attempts to send a mail from the outbox that failed (each is tried again later).',
  registers,
});
const retentionRuns = new Counter({
  name: 'quickrefund_retention_runs_total',
  help: 'Retention passes: completed, skipped (another instance held the lock) or failed.',
  labelNames: ['outcome'] as const,
  registers,
});
const retentionDisposed = new Counter({
  name: 'quickrefund_retention_disposed_total',
  help: 'Records and files the retention passes disposed of, by kind.',
  labelNames: ['kind'] as const,
  registers,
});
const retentionLastCompleted = new Gauge({
  name: 'quickrefund_retention_last_completed_timestamp_seconds',
  help: 'When a retention pass last completed in this process (Unix time).',
  registers,
});
const signInFailures = new Counter({
  name: 'quickrefund_staff_sign_in_failures_total',
  help: 'Staff sign-ins refused for a wrong e-mail, password or code.',
  registers,
});
const signInLockouts = new Counter({
  name: 'quickrefund_staff_sign_in_lockouts_total',
  help: 'Staff sign-ins refused because the limit was reached, by the limit: device, account or client.',
  labelNames: ['limit'] as const,
  registers,
});

/** The databases the gauges below read (one per running app; several only in tests). */
const databases = new Set<Database>();

/** Reads `database` for the pool and outbox gauges until the returned function is called. */
export function watchDatabase(database: Database): () => void {
  databases.add(database);
  return () => databases.delete(database);
}

/** A scrape waits this long for the outbox count; a database that does not answer is left out. */
const GAUGE_QUERY_MS = 2000;

new Gauge({
  name: 'quickrefund_outbox_depth',
  help: 'Mails in the outbox not sent yet.',
  registers,
  async collect() {
    this.reset();
    for (const { db } of databases) {
      const query = sql<{ n: number }>`
        select count(*)::int as n from mail_outbox
        where sent_at is null and failed_at is null`.execute(db);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), GAUGE_QUERY_MS);
      });
      const rows = await Promise.race([query, timeout])
        .catch(() => undefined)
        .finally(() => clearTimeout(timer));
      if (rows !== undefined) this.inc(rows.rows[0]?.n ?? 0);
    }
  },
});

// PostgreSQL's pool (pg) says all four. PGlite runs inside the process with one connection and
// no pool: it reports its size, 1, and nothing else (Kysely's PGlite driver does not say whether
// its connection is in use or how many queries wait for it).
new Gauge({
  name: 'quickrefund_db_pool_max',
  help: 'Connections the database pool may open (PGlite: 1, its one connection).',
  labelNames: ['engine'] as const,
  registers,
  collect() {
    this.reset();
    for (const database of databases) {
      this.inc({ engine: database.engine }, database.poolUse()?.max ?? 1);
    }
  },
});
new Gauge({
  name: 'quickrefund_db_pool_connections',
  help: 'PostgreSQL pool connections open, by state: idle, or in use (PGlite: not reported).',
  labelNames: ['state'] as const,
  registers,
  collect() {
    this.reset();
    for (const database of databases) {
      const use = database.poolUse();
      if (use === undefined) continue;
      this.inc({ state: 'idle' }, use.idle);
      this.inc({ state: 'in_use' }, use.open - use.idle);
    }
  },
});
new Gauge({
  name: 'quickrefund_db_pool_waiting',
  help: 'Queries waiting for a PostgreSQL pool connection (PGlite: not reported).',
  registers,
  collect() {
    this.reset();
    for (const database of databases) {
      const use = database.poolUse();
      if (use !== undefined) this.inc(use.waiting);
    }
  },
});

/** What the modules count, where it happens. */
export const count = {
  /** server/documents/upload.ts: a document stored and recorded in its case. */
  uploadStored(bytes: number): void {
    uploads.inc();
    uploadBytes.inc(bytes);
  },
  /** server/documents/upload.ts: the refusal's API code, or `client_gone`. */
  uploadRefused(reason: string): void {
    uploadRefusals.inc({ reason });
  },
  /** server/mail/sender.ts */
  mailSent(): void {
    mailSent.inc();
  },
  mailFailed(): void {
    mailFailures.inc();
  },
  /** server/cases/retention.ts: a pass's outcome, and what a completed one disposed of. */
  retentionPass(
    outcome: 'completed' | 'skipped' | 'failed',
    disposed?: Readonly<Record<'cases' | 'documents' | 'messages' | 'strays', number>>,
  ): void {
    retentionRuns.inc({ outcome });
    if (disposed === undefined) return;
    for (const [kind, n] of Object.entries(disposed)) retentionDisposed.inc({ kind }, n);
    retentionLastCompleted.set(Date.now() / 1000);
  },
  /** server/staff/auth.ts */
  signInFailed(): void {
    signInFailures.inc();
  },
  signInLockedOut(limit: 'device' | 'account' | 'client'): void {
    signInLockouts.inc({ limit });
  },
};

let processMetrics = false;

/** The process's own metrics (CPU, memory, heap, event loop, garbage collection), from the first call. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry });
}

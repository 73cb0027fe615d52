import { siteHeaders } from '../../app/site/security-headers';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestFacts } from '../http/request-checks';
import { failureLine } from './failure';
import { sendJson } from '../http/json-answer';
import type { LogLine } from './logger';

/**
 * The two answers a proxy or an orchestrator asks for (decision 082):
 * - `GET /healthz`: the process answers (200), nothing else is checked;
 * - `GET /readyz`: 200 when the database answers a query and the document store is reachable,
 *   else 503 naming the part that fails; 503 at once when the process is stopping.
 * Neither is cached, logged per request, counted in the metrics or rate limited, and neither
 * says more than the names of the parts: no versions, paths or error messages (a change of
 * readiness is one log line instead).
 */
export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/** Whether a request line's target is one of them (the access log and the metrics skip them). */
export function isHealthTarget(url: string): boolean {
  const path = url.includes('?') ? url.slice(0, url.indexOf('?')) : url;
  return path === HEALTH_PATHS.live || path === HEALTH_PATHS.ready;
}

export interface ReadinessProbes {
  /** Resolves when the database answers a query. */
  readonly database: () => Promise<unknown>;
  /** Resolves when the document store answers (server/documents/storage.ts, reachable). */
  readonly documentStore: () => Promise<unknown>;
}

export interface Health {
  /** Answers the two paths, before any other handler (server/app.ts). */
  readonly serve: (req: IncomingMessage, res: ServerResponse, facts: RequestFacts) => boolean;
  /** From now on /readyz answers 503: the process is stopping (server/index.ts). */
  stopping(): void;
}

/** A probe that has not answered in this long has failed: a proxy's own wait is a few seconds. */
export const PROBE_TIMEOUT_MS = 2000;
/**
 * A result serves the probes of the next second too: however often /readyz is asked, the
 * database and the store are asked at most once a second (it is public, and not rate limited).
 */
const RESULT_REUSE_MS = 1000;

const PARTS = { database: 'database', documentStore: 'document store' } as const;

function within(work: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function createHealth(probes: ReadinessProbes, log: LogLine): Health {
  let stopping = false;
  let last: { readonly at: number; readonly failing: readonly string[] } | undefined;
  let pending: Promise<readonly string[]> | undefined;
  /** What the last change of readiness logged, so that a line is written per change only. */
  let said = '';

  async function probe(): Promise<readonly string[]> {
    const checks = Object.entries(PARTS).map(async ([key, name]) => {
      const run = probes[key as keyof ReadinessProbes];
      // Called inside the promise chain: a probe that throws at once fails like one that rejects.
      const outcome = await within(Promise.resolve().then(run), PROBE_TIMEOUT_MS).then(
        () => undefined,
        (error: unknown) => `${name} (${failureLine(error)})`,
      );
      return { name, outcome };
    });
    const results = await Promise.all(checks);
    const failing = results.filter((result) => result.outcome !== undefined);
    const line =
      failing.length === 0
        ? 'Readiness: ready'
        : `Readiness: not ready, failing: ${failing.map((result) => result.outcome).join('; ')}`;
    // The first line only when it is bad news: a server that starts ready says nothing.
    if (line !== said && (said !== '' || failing.length > 0)) {
      log(line, { level: failing.length === 0 ? 'info' : 'warn' });
    }
    said = line;
    return failing.map((result) => result.name);
  }

  function failingParts(): Promise<readonly string[]> {
    const now = performance.now();
    if (last !== undefined && now - last.at < RESULT_REUSE_MS) return Promise.resolve(last.failing);
    pending ??= probe()
      .then((failing) => {
        last = { at: performance.now(), failing };
        return failing;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  const serve: Health['serve'] = (req, res, facts) => {
    const { path } = facts;
    if (path !== HEALTH_PATHS.live && path !== HEALTH_PATHS.ready) return false;
    const headers = siteHeaders(facts.https);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, { status: 'method not allowed' }, headers, ['Allow', 'GET, HEAD']);
      return true;
    }
    if (path === HEALTH_PATHS.live) {
      sendJson(res, 200, { status: 'ok' }, headers);
      return true;
    }
    if (stopping) {
      sendJson(res, 503, { status: 'stopping' }, headers);
      return true;
    }
    void failingParts().then((failing) => {
      if (res.destroyed) return;
      // Asked again: the process may have begun stopping while the probes ran.
      if (stopping) sendJson(res, 503, { status: 'stopping' }, headers);
      else if (failing.length === 0) sendJson(res, 200, { status: 'ready' }, headers);
      else sendJson(res, 503, { status: 'not ready', failing }, headers);
    });
    return true;
  };

  return {
    serve,
    stopping() {
      stopping = true;
    },
  };
}

import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { clientAddress } from '../http/request-checks';
import { isHealthTarget } from './health';
import { type AccessWriter, accessWriter } from './access-line';
import type { Logger } from './logger';
import { requestDuration, type RequestTimes } from './metrics';
import { requestIdFor, tagResponse } from './request-id';

/**
 * Every request the server's listener takes, but /healthz and /readyz: an id (server/observe/
 * request-id.ts), one access line when it ends (method, route pattern, status, duration, bytes,
 * and the client's address only with LOG_CLIENT_IP) and its time in the request histogram. Per
 * request this costs two clock reads, one listener, one log line and one histogram step: the
 * loggers and histogram series of each route and method are made once and kept.
 */

export interface ObserveOptions {
  readonly logger: Logger;
  /** Whether requests are timed in the metrics (METRICS_PORT not 0). */
  readonly metrics: boolean;
  /** Behind the proxy: its X-Request-Id is taken, and it gives the client's address. */
  readonly trustProxy: boolean;
  readonly logClientIp: boolean;
  /** The route pattern of a request (server/observe/routes.ts). */
  readonly routeOf: (req: IncomingMessage) => string;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'other'];
const OTHER_METHOD = METHODS.length - 1;
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/** nginx's status for a client that left before its answer was begun. */
export const CLIENT_LEFT = 499;

function methodIndex(method: string | undefined): number {
  const index = METHODS.indexOf(method ?? '');
  return index === -1 ? OTHER_METHOD : index;
}

function statusClass(status: number): number {
  return Math.min(Math.max(Math.floor(status / 100), 1), 5) - 1;
}

/** One route and method's access line (its names bound once) and histogram series by status class. */
interface Series {
  readonly write: AccessWriter;
  readonly timings: (RequestTimes | undefined)[];
}

/** On a socket: its bytesWritten when its last answer ended, so each answer counts its own. */
const SENT = Symbol('bytes sent by earlier answers');

type CountedSocket = Socket & { [SENT]?: number };

/**
 * The bytes written on the socket since its previous answer ended (headers included). With HTTP
 * pipelining, which neither browsers nor proxies use, Node writes the next answer before this one's
 * close event, and this one counts both.
 */
function bytesOfAnswer(socket: CountedSocket): number | undefined {
  const written = socket.bytesWritten;
  if (written === undefined) return undefined;
  const bytes = written - (socket[SENT] ?? 0);
  socket[SENT] = written;
  return bytes;
}

export function observeRequests(inner: RequestListener, options: ObserveOptions): RequestListener {
  const { logger, metrics, trustProxy, logClientIp, routeOf } = options;
  const byRoute = new Map<string, (Series | undefined)[]>();

  function seriesOf(route: string, method: number): Series {
    let row = byRoute.get(route);
    if (row === undefined) {
      row = [];
      byRoute.set(route, row);
    }
    let series = row[method];
    if (series === undefined) {
      series = {
        write: accessWriter(logger.child({ method: METHODS[method], route })),
        timings: [],
      };
      row[method] = series;
    }
    return series;
  }

  function finish(req: IncomingMessage, res: ServerResponse, id: string, started: number): void {
    const ms = performance.now() - started;
    const route = routeOf(req);
    const method = methodIndex(req.method);
    const series = seriesOf(route, method);
    const aborted = !res.writableFinished;
    const status = aborted && !res.headersSent ? CLIENT_LEFT : res.statusCode;
    const bytes = bytesOfAnswer(req.socket);
    if (metrics) {
      const index = statusClass(status);
      let timing = series.timings[index];
      if (timing === undefined) {
        timing = requestDuration.series(route, METHODS[method] ?? '', STATUS_CLASSES[index] ?? '');
        series.timings[index] = timing;
      }
      timing.observe(ms / 1000);
    }
    series.write({
      id,
      status,
      ms: Math.round(ms * 1000) / 1000,
      bytes,
      aborted,
      ip: logClientIp ? clientAddress(req, trustProxy) : undefined,
    });
  }

  return (req, res) => {
    if (isHealthTarget(req.url ?? '/')) {
      // Neither logged nor timed; only its bytes are set aside, so the next answer counts its own.
      res.on('close', () => bytesOfAnswer(req.socket));
      inner(req, res);
      return;
    }
    const started = performance.now();
    const id = requestIdFor(req, trustProxy);
    tagResponse(res, id);
    res.on('close', () => finish(req, res, id, started));
    inner(req, res);
  };
}

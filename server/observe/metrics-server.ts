import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from './logger';
import { errorFields } from './logger';
import { collectProcessMetrics, registry } from './metrics';

/**
 * `GET /metrics` in Prometheus's text format, on a listener of its own (METRICS_HOST, loopback by
 * default, and METRICS_PORT): never on the site's port, so the public cannot read it and a
 * scraper needs no way through the proxy. Nothing else is served here.
 */

export const METRICS_PATH = '/metrics';

export interface MetricsServer {
  /** The port it listens on. */
  readonly port: number;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Starts it, or says in one error line why it could not listen and returns undefined: the site
 * goes on without metrics rather than stopping for them (another process holds the port, say).
 */
export async function startMetricsServer(
  where: { readonly port: number; readonly host: string },
  logger: Logger,
): Promise<MetricsServer | undefined> {
  collectProcessMetrics();
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== METRICS_PATH) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(text);
      },
      (error: unknown) => {
        logger.error({ err: errorFields(error) }, 'Metrics could not be collected');
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Failed\n');
      },
    );
  });
  try {
    await listen(server, where.port, where.host);
  } catch (error) {
    logger.error(
      `Metrics not served: could not listen on ${where.host}:${where.port} (${(error as Error).message})`,
    );
    return undefined;
  }
  const { port } = server.address() as AddressInfo;
  const host = where.host.includes(':') ? `[${where.host}]` : where.host;
  logger.info(`Metrics on http://${host}:${port}${METRICS_PATH}`);
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

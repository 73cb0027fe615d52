import type { ServerResponse } from 'node:http';
import { withRequestId } from '../observe/request-id';

/**
 * The JSON answers of the fast API routes (the refund calculator, the contact messages), written
 * straight to node:http: one writeHead with a flat list, then one end, the cheapest way through
 * Node's HTTP writer. Not Express's res.json, which hashes every body for an ETag a POST answer
 * never uses.
 */

/** Headers as Node's writeHead takes them flat: name, value, name, value... */
export type FlatHeaders = readonly string[];

/** For an answer sent without reading the body: closing spares reading it. */
export const CLOSE_CONNECTION: FlatHeaders = ['Connection', 'close'];

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: FlatHeaders,
  extra: FlatHeaders = [],
): void {
  const json = JSON.stringify(body);
  res.writeHead(
    status,
    withRequestId(res, [
      ...headers,
      ...extra,
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Length',
      String(Buffer.byteLength(json)),
      'Cache-Control',
      'no-store',
    ]),
  );
  res.end(json);
}

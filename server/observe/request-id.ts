import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Each request's id: the trusted proxy's `X-Request-Id` when it is a plain token of sane length,
 * else one made here. It is sent back in the answer's `X-Request-Id` and written in the request's
 * log lines, so that a line can be found from the answer a visitor or the proxy saw.
 */

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a proxy's id may be: letters, digits and `_ . : = + / -`, at most 128 of them. */
const USABLE_ID = /^[\w.:=+/-]{1,128}$/;

/**
 * Made ids: a random prefix per process and a counter, which is unique across instances and
 * restarts without asking the random source on every request.
 */
const PREFIX = randomBytes(6).toString('base64url');
let made = 0;

export function requestIdFor(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const given = req.headers['x-request-id'];
    if (typeof given === 'string' && USABLE_ID.test(given)) return given;
  }
  made += 1;
  return `${PREFIX}-${made.toString(36)}`;
}

const ID = Symbol('request id');

interface Tagged {
  [ID]?: string;
}

/** Keeps the id with the response, for the writers below and the request's log lines. */
export function tagResponse(res: ServerResponse, id: string): void {
  (res as Tagged)[ID] = id;
}

/** The id of a request served through the observed listener (server/observe/requests.ts). */
export function requestIdOf(res: ServerResponse | undefined): string | undefined {
  return res === undefined ? undefined : (res as Tagged)[ID];
}

/**
 * A flat header list for writeHead with the request id added. Writers that send their head in one
 * writeHead call use this rather than setHeader: after a setHeader, Node merges a writeHead list
 * into the headers set one by one, which doubles the cost of writing a prerendered page's head.
 */
export function withRequestId(res: ServerResponse, head: readonly string[]): string[] {
  const id = (res as Tagged)[ID];
  return id === undefined ? (head as string[]) : [...head, REQUEST_ID_HEADER, id];
}

/** For an answer Express writes (it sets its headers one by one anyway): the id as one more. */
export function setRequestIdHeader(res: ServerResponse): void {
  const id = (res as Tagged)[ID];
  if (id !== undefined) res.setHeader(REQUEST_ID_HEADER, id);
}

import type { ServerResponse } from 'node:http';
import { siteHeaders } from '../../app/site/security-headers';
import { withRequestId } from '../observe/request-id';
import type { RequestFacts } from './request-checks';

/** Sends a short text answer (a redirect, a refusal) with the site's headers and `headers`. */
export function sendShort(
  res: ServerResponse,
  facts: RequestFacts,
  status: number,
  headers: readonly string[],
  text: string,
): void {
  const body = Buffer.from(text);
  res.writeHead(
    status,
    withRequestId(res, [
      ...siteHeaders(facts.https),
      ...headers,
      'Content-Type',
      'text/plain; charset=utf-8',
      'Content-Length',
      String(body.length),
    ]),
  );
  res.end(body);
}

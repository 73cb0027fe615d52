import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PAGES_FALLBACK, routeNamer, UNMATCHED } from './routes';

const known = (path: string) => (path === '/calculator' ? '/calculator' : undefined);
const name = routeNamer(known);
const request = (url: string, route?: unknown, originalUrl?: string) =>
  ({ url, route, originalUrl }) as unknown as IncomingMessage;

describe('the name of a request', () => {
  it("is the Express route's pattern, or all of its paths", () => {
    const token = 'c2lnbmVkLXRva2Vu';
    expect(name(request(`/case/open/${token}`, { path: '/case/open/:token' }))).toBe(
      '/case/open/:token',
    );
    expect(name(request('/es/case', { path: ['/case', '/es/case'] }))).toBe('/case,/es/case');
  });

  it('is the path a fast handler knows, decoded and without its query, else "unmatched"', () => {
    expect(name(request('/calculator?income=1'))).toBe('/calculator');
    expect(name(request('/%63alculator'))).toBe('/calculator');
    expect(name(request('/calculator', { path: PAGES_FALLBACK }))).toBe('/calculator');
    expect(name(request('/QR-7K3M-92XD-PQ4T', { path: PAGES_FALLBACK }))).toBe(UNMATCHED);
    expect(name(request('/%E0%A4%A'))).toBe(UNMATCHED);
    // Inside a router mounted on a path Express shortens req.url; originalUrl is the request's.
    expect(name(request('/', undefined, '/calculator'))).toBe('/calculator');
  });
});

import { matchRoutes, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageRoutePattern } from '../../server/observe/page-routes';
import { builtServer } from './built-server';
import requireBuild from './require-build';

requireBuild();

/** The route names as React Router's own matchRoutes gives them, each call from scratch. */
function byReactRouter(build: ServerBuild): (urlPath: string) => string | undefined {
  type Tree = { id: string; path?: string; index?: boolean; children: Tree[] };
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const tree = (parentId: string | undefined): Tree[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) => ({
        id: route.id,
        ...(route.path === undefined ? {} : { path: route.path }),
        ...(route.index ? { index: true } : {}),
        children: tree(route.id),
      }));
  const roots = tree(undefined);
  return (urlPath) => {
    const matches = matchRoutes(roots as Parameters<typeof matchRoutes>[0], urlPath);
    if (!matches || matches.length === 0) return undefined;
    const pattern = matches
      .map((match) => match.route.path ?? '')
      .filter((part) => part !== '')
      .join('/');
    return pattern.endsWith('*') ? undefined : `/${pattern}`.replace(/\/+/g, '/');
  };
}

describe('route names for the metrics and access lines', () => {
  it("name every address as React Router's matchRoutes does", async () => {
    const { build } = await builtServer();
    const ours = pageRoutePattern(build);
    const theirs = byReactRouter(build);
    // Every route's own path with its parameters filled, in both cases and with a trailing
    // slash, and addresses no route takes.
    const paths = Object.values(build.routes)
      .map((route) => (route as { path?: string } | undefined)?.path ?? '')
      .filter((p) => p !== '');
    const samples = [
      '/',
      '/es',
      '/es/',
      '/calculator',
      '/CALCULATOR/',
      '/contact.data',
      '/es/contact.data',
      '/case',
      '/es/case/return',
      '/staff',
      '/staff/',
      '/staff/cases',
      '/staff/cases/QR-ABC123',
      '/staff/cases/QR-ABC123/documents/42',
      '/Staff/Cases/qr-abc123/signing/files/7/',
      '/staff/messages/12/read',
      '/request-too-large',
      '/es/request-too-large',
      '/no/such/page',
      '/es/no-such',
      '/staff/nope/deeper',
      ...paths.map((p) => `/${p.replace(/:[\w-]+/g, 'x1')}`),
      ...paths.map((p) => `/es/${p.replace(/:[\w-]+/g, 'y2')}/`),
    ];
    expect(samples.length).toBeGreaterThan(60);
    const named = samples.map((sample) => [sample, ours(sample)]);
    expect(named).toEqual(samples.map((sample) => [sample, theirs(sample)]));
    // Asked again, from the memo: the same names.
    expect(samples.map((sample) => [sample, ours(sample)])).toEqual(named);
    // The check can fail: the names are patterns, not the addresses.
    expect(ours('/staff/cases/QR-ABC123')).toBe('/staff/cases/:reference');
    expect(ours('/no/such/page')).toBeUndefined();
  }, 60_000);
});

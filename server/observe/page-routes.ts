import type { ServerBuild } from 'react-router';
import { PAGE_PATHS } from '../../app/site/pages';

/**
 * What the metrics and the access lines call a request React Router answers: the pattern of the
 * route it matches (`/staff/cases/:reference`), never the URL itself (which may hold a token);
 * undefined for an address no route but the 404's catch-all takes.
 *
 * React Router's `matchRoutes` flattens, ranks and compiles the whole route tree at each call,
 * which cost a quarter of the server's own CPU on a fetcher's post (`bench:contact`): here the
 * tree is flattened and each path compiled once, at start, with React Router's rules (its
 * `flattenRoutes`, `computeScore` and `compilePath`: the same ranking, case-insensitive, trailing
 * slashes allowed).
 */
export function pageRoutePattern(build: ServerBuild): (urlPath: string) => string | undefined {
  const branches = flatten(build);
  const match = (urlPath: string) => {
    for (const branch of branches) {
      if (branch.regex.test(urlPath)) return branch.splat ? undefined : branch.pattern;
    }
    return undefined;
  };
  // The public pages, most of the traffic, named once (a fixed set, so the map stays bounded).
  const pages = new Map(PAGE_PATHS.map((page) => [page.path, match(page.path)]));
  return (urlPath) => (pages.has(urlPath) ? pages.get(urlPath) : match(urlPath));
}

/**
 * The route React Router answers a path with (the deepest of its match), with the same ranking;
 * undefined for an address no route but the 404's catch-all takes.
 */
export function pageRouteOf(build: ServerBuild): (urlPath: string) => PageRoute | undefined {
  const branches = flatten(build);
  return (urlPath) => {
    for (const branch of branches) {
      if (branch.regex.test(urlPath)) return branch.splat ? undefined : branch.route;
    }
    return undefined;
  };
}

export type PageRoute = ServerBuild['routes'][string] & object;

interface Branch {
  /** The route's whole path, `/es/case/return`. */
  readonly pattern: string;
  readonly route: PageRoute;
  readonly regex: RegExp;
  readonly splat: boolean;
  readonly score: number;
  readonly order: number;
}

const PARAM = /^:[\w-]+\??$/;

/** React Router's ranking: static segments 10, parameters 3, empty 1, index +2, splat -2. */
function scoreOf(pattern: string, index: boolean): number {
  const segments = pattern.split('/');
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else score += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/** The path as React Router matches it: any case, parameters one segment, `*` the rest. */
function compile(pattern: string): RegExp {
  const splat = pattern.endsWith('*');
  const body = pattern
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:[\w-]+(\?)?/g, (_, optional?: string) =>
      optional ? '/?([^\\/]+)?' : '/([^\\/]+)',
    );
  const tail = !splat
    ? '\\/*$'
    : pattern === '*' || pattern === '/*'
      ? '(.*)$'
      : '(?:\\/(.+)|\\/*)$';
  return new RegExp(`^${body}${tail}`, 'i');
}

/** Every route with a path or an index, by rank, each with its whole path. */
function flatten(build: ServerBuild): Branch[] {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const branches: Branch[] = [];
  const visit = (parentId: string | undefined, parentPath: string) => {
    for (const route of routes.filter((r) => r.parentId === parentId)) {
      const own = route.path ?? '';
      const whole = `${parentPath}/${own}`.replace(/\/\/+/g, '/');
      visit(route.id, whole);
      if (route.path === undefined && !route.index) continue;
      const pattern = whole.length > 1 ? whole.replace(/\/$/, '') : whole;
      branches.push({
        pattern,
        route,
        regex: compile(pattern),
        splat: pattern.endsWith('*'),
        score: scoreOf(pattern, route.index === true),
        order: branches.length,
      });
    }
  };
  visit(undefined, '');
  return branches.sort((a, b) => b.score - a.score || a.order - b.order);
}

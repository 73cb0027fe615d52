import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/**
 * What the metrics and the access lines call a request React Router answers: the pattern of the
 * route it matches (`/staff/cases/:reference`), never the URL itself (which may hold a token);
 * undefined for an address no route but the 404's catch-all takes.
 *
 * React Router's own `matchRoutes` names it, over the build's route tree. It ranks and compiles
 * the whole tree at each call, which cost a quarter of the server's own CPU on a fetcher's post
 * (`bench:contact`): each path's name is kept, up to MEMO_SIZE paths (the public pages and the
 * forms most of the traffic asks for), the memo started again when it is full.
 */
export function pageRoutePattern(build: ServerBuild): (urlPath: string) => string | undefined {
  const tree = routeTree(build);
  const named = new Map<string, string | undefined>();
  return (urlPath) => {
    if (named.has(urlPath)) return named.get(urlPath);
    const name = patternOf(matchRoutes(tree, urlPath));
    if (named.size >= MEMO_SIZE) named.clear();
    named.set(urlPath, name);
    return name;
  };
}

/**
 * The route React Router answers a path with (the deepest of its match, by React Router's own
 * `matchRoutes`); undefined for an address no route but the 404's catch-all takes. Each path's
 * answer is kept, as pageRoutePattern keeps its names.
 */
export function pageRouteOf(build: ServerBuild): (urlPath: string) => PageRoute | undefined {
  const tree = routeTree(build);
  const found = new Map<string, PageRoute | undefined>();
  return (urlPath) => {
    if (found.has(urlPath)) return found.get(urlPath);
    const matches = matchRoutes(tree, urlPath);
    const deepest = matches?.at(-1)?.route;
    const route =
      deepest === undefined || deepest.path?.endsWith('*') === true || deepest.id === undefined
        ? undefined
        : build.routes[deepest.id];
    if (found.size >= MEMO_SIZE) found.clear();
    found.set(urlPath, route);
    return route;
  };
}

export type PageRoute = ServerBuild['routes'][string] & object;

/** Paths named at most before the memo starts again: a bound for addresses made up by clients. */
const MEMO_SIZE = 1000;

/** The build's routes (a flat list naming each one's parent) as the tree React Router matches. */
function routeTree(build: ServerBuild): RouteObject[] {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const children = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              children: children(route.id),
            },
      );
  return children(undefined);
}

/** The matched routes' paths joined; undefined for none, or for the 404's catch-all (`*`). */
function patternOf(matches: ReturnType<typeof matchRoutes>): string | undefined {
  if (matches === null || matches.length === 0) return undefined;
  const pattern = matches
    .map((match) => match.route.path ?? '')
    .filter((part) => part !== '')
    .join('/');
  return pattern.endsWith('*') ? undefined : `/${pattern}`.replace(/\/+/g, '/');
}

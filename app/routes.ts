import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { PAGES } from './site/pages';

export default [
  ...PAGES.map((page) =>
    page.path === '/' ? index(page.module) : route(page.path.slice(1), page.module),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

import type { Config } from '@react-router/dev/config';
import { STATIC_PATHS } from './app/site/pages';

export default {
  appDirectory: 'app',
  ssr: true,
  // Every page is the same for every visitor, so each is rendered once at build time with
  // placeholders that the server fills in at start (docs/decisions/004-prerender-placeholders.md).
  prerender: [...STATIC_PATHS],
  // Six routes: ship the whole manifest at once rather than asking the server per link.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;

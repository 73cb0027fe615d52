import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // The public pages are rendered once when the server starts, with its settings, and served as
  // files from then on (server/pages.ts, docs/decisions/123): nothing is prerendered at build time.
  // Every route's manifest at once rather than asking the server per link.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;

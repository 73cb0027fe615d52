import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Nothing is prerendered at build time: the pages carry the server's settings. A public page is
  // rendered once per server and kept for every visitor (app/site/public-page.server.ts, decision
  // 208).
  // Every route's manifest at once rather than asking the server per link.
  routeDiscovery: { mode: 'initial' },
  // Every action checks where its form came from itself, by the server's one rule (server/http/origin.ts:
  // PUBLIC_URL's origin or the Host addressed, never X-Forwarded-Host), and answers a refusal with
  // a page of its own (the staff pages' 403). React Router's own check (the Origin against the URL
  // it built, a bare 400) is left out.
  allowedActionOrigins: ['**'],
} satisfies Config;

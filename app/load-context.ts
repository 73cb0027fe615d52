import type { SiteSettings } from './site';

// What the Express server hands every loader and action (server/pages.ts, getLoadContext).
// At build time, when pages are prerendered, there is no server and the context is empty.
declare module 'react-router' {
  interface AppLoadContext {
    site?: SiteSettings;
    cspNonce?: string;
  }
}

export {};

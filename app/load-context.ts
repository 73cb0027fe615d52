import type { SiteSettings } from './site/settings';
import type { ContactService } from '../server/contact/store';
import type { Tracker } from '../server/cases/tracker';
import type { AgreementRecorder } from '../server/cases/agreement';

// What the Express server hands every loader and action (server/pages.ts, getLoadContext).
// At build time, when pages are prerendered, there is no server and the context is empty.
declare module 'react-router' {
  interface AppLoadContext {
    site?: SiteSettings;
    cspNonce?: string;
    /** The client's address (behind a trusted proxy, from X-Forwarded-For). */
    clientAddress?: string;
    /** What the client counts against in rate limits: its IPv4 address or IPv6 /64. */
    clientKey?: string;
    /** Stores contact messages (server/contact): the form's post without JavaScript. */
    contact?: ContactService;
    /** Looks up a case reference (server/cases/tracker.ts): the Refund Tracker without JavaScript. */
    tracker?: Tracker;
    /** Records "I Agree & Continue" in the visitor's case (server/cases/agreement.ts). */
    agreement?: AgreementRecorder;
    /** Writes a rendering failure in the server's log, with the request's id (server/pages.ts). */
    reportError?: (error: unknown) => void;
  }
}

export {};

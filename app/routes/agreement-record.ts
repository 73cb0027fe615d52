import { API_PATHS } from '~/site/api-paths';

/**
 * Records "I Agree & Continue" in the visitor's case from the hydrated page (POST /api/agreement,
 * server/cases/agreement-api.ts), with the version of the text the page showed. Nothing waits for
 * it: the page says it is accepted and goes home as before; `keepalive` lets the request finish
 * even if the page is left first. A failure goes to the console, as the upload's does.
 */
export function recordAcceptance(version: string): void {
  fetch(API_PATHS.agreement, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ version }),
  }).then(
    (response) => {
      if (!response.ok) console.error(`Agreement not recorded: ${response.status}`);
    },
    (error: unknown) => console.error('Agreement not recorded', error),
  );
}

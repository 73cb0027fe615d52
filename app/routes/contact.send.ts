import type { Values } from './contact.steps';
import { loadAnswers } from '~/ui/load-answers';
import { API_PATHS } from '~/site/api-paths';

/** Where the page's script sends the message (server/contact/api.ts). */

/**
 * A sent message, with the case reference when the server gave one; or why it failed, as the
 * server said it ('' when it said nothing).
 */
export type Outcome = { ok: true; reference: string | null } | { ok: false; reason: string };

/** Sends the message from the hydrated page, asking for the server's words in `language`. */
export async function sendMessage(values: Values, language: string): Promise<Outcome> {
  const answers = loadAnswers();
  try {
    const response = await fetch(API_PATHS.contact, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
      body: JSON.stringify(values),
    });
    const answer: unknown = await response.json().catch(() => null);
    const { errorMessageOf, sentReferenceOf } = await answers;
    if (response.ok) return { ok: true, reference: sentReferenceOf(answer) };
    return { ok: false, reason: errorMessageOf(answer) ?? '' };
  } catch (error) {
    console.error('Contact message not sent', error);
    return { ok: false, reason: '' };
  }
}

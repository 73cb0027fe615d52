import { z } from 'zod';
import type { Route } from './+types/case.link';
import { pageAnswer } from '~/cases/case-page.server';
import { caseServices, FORM_METHODS, langOf } from '~/cases/case-visit.server';
import { CASE_PAGE_COPY } from '~/cases/page/CasePage';
import { CaseFormAnswer } from '~/cases/page/CasePageRoute';
import { requestFacts } from '~/request-context';
import { CASE_PATHS } from '~/site/pages';
import { postedFields, seeOther, textField } from '~/ui/forms.server';
import { sendLinkIfMatch, takeLinkPlaces } from '../../server/cases/case-link';
import { minutesFrom, secondsFrom } from '../../server/db/rate-limit';

/**
 * "Open your case" → "Send me a link" (`/case/link`, `/es/case/link`; decision 073): one answer
 * whatever was typed; the lookup (and the e-mail, on a match) after it (server/cases/case-link.ts).
 */
export const middleware = FORM_METHODS;

const linkFields = z.object({ reference: textField, email: textField });

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOf(request);
  const text = CASE_PAGE_COPY[lang];
  const typed = await postedFields(linkFields, request);
  const asked = {
    reference: typed.reference.trim(),
    email: typed.email.trim(),
    clientKey: requestFacts(context).clientKey,
  };
  const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
    pageAnswer(
      request,
      context,
      status,
      { withoutCase: true, forms: { open: { ...typed, error } } },
      headers,
    );
  if (asked.reference === '' || asked.email === '') return refuse(400, text.open.required);
  const services = caseServices(context);
  const places = await takeLinkPlaces(services.db, asked);
  if (!places.ok) {
    return refuse(
      429,
      places.limit === 'client'
        ? text.open.tooMany
        : text.open.tooManyForCase(minutesFrom(places.retryAfterMs)),
      { 'Retry-After': String(secondsFrom(places.retryAfterMs)) },
    );
  }
  // The answer does not wait for the lookup: its timing says nothing of a match.
  services.afterAnswer(sendLinkIfMatch(services.db, asked, services.mail));
  return seeOther(`${CASE_PATHS[lang]}?asked=1`);
}

/** A refusal's Retry-After goes with the page. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default CaseFormAnswer;

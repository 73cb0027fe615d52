import { useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/case';
import { casePageLoader, pageAnswer } from '~/cases/case-page.server';
import { caseIdOf, caseServices, langOf, PAGE_METHODS, seeCase } from '~/cases/case-visit.server';
import { CasePageAnswer } from '~/cases/page/CasePageRoute';
import { CATALOGUES } from '~/copy/languages.server';
import { requestFacts } from '~/request-context';
import { CASE_PATHS } from '~/site/pages';
import { postedFields, textField } from '~/ui/forms.server';
import { z } from 'zod';
import { CONTACT_WINDOW_MS } from '../../server/contact/store';
import { minutesFrom, secondsFrom } from '../../server/db/rate-limit';
import { requiredText } from '../../server/http/text-length';
import { addVisitorMessage, THREAD_MESSAGE_MAX } from '../../server/cases/thread';
import { failureLine } from '../../server/observe/failure';

/**
 * The visitor's case page, `/case` and `/es/case` (docs/back-office.md, "The visitor's case page"):
 * reached with the browser's case cookie, rendered on every request; its layout
 * (case-layout.tsx) makes it no-store, noindex, no script. Its own form, "Write to your
 * preparer", posts here; the others post to the routes beside it (case.email.tsx, case.link.tsx,
 * case.documents.tsx, case.requests.not-applicable.tsx, …).
 */
export const middleware = PAGE_METHODS;

export function loader({ request, context }: Route.LoaderArgs) {
  return casePageLoader(request, context);
}

/** The message checked in the page's language: something to say, at most 5,000 characters. */
const messageCheck = (copy: (typeof CATALOGUES)[keyof typeof CATALOGUES]) =>
  z.object({
    message: requiredText(THREAD_MESSAGE_MAX, {
      empty: copy.contact.errors.messageRequired,
      tooLong: copy.contact.errors.messageTooLong,
      control: copy.contact.errors.messageControl,
    }),
  });

/** "Write to your preparer": the message joins the thread; the case takes the page's language. */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOf(request);
  const copy = CATALOGUES[lang];
  const caseId = await caseIdOf(request, context);
  // No case for this browser: the page says so, and nothing is stored.
  if (caseId === undefined) return pageAnswer(request, context, 400);
  const form = await postedFields(z.object({ message: textField }), request);
  const checked = messageCheck(copy).safeParse(form);
  const refused = (status: number, error: string, headers: Record<string, string> = {}) =>
    pageAnswer(
      request,
      context,
      status,
      { forms: { message: { value: form.message, error } } },
      headers,
    );
  if (!checked.success) {
    return refused(400, checked.error.issues[0]?.message ?? copy.contact.errors.messageRequired);
  }
  const { db, rateLimit, notify } = caseServices(context);
  let result: Awaited<ReturnType<typeof addVisitorMessage>>;
  try {
    result = await addVisitorMessage(
      db,
      {
        caseId,
        body: checked.data.message,
        clientKey: requestFacts(context).clientKey,
        language: lang,
      },
      { limit: rateLimit, windowMs: CONTACT_WINDOW_MS },
      notify,
    );
  } catch (error) {
    // The database could not take it (a full disk, a lost connection): the page again with what
    // was typed and the sentence, 503, one line in the log; never a 500 (issue 52).
    requestFacts(context).log(`Case message not stored: ${failureLine(error)}`, {
      level: 'error',
      error,
    });
    return refused(503, copy.contact.errors.unavailable, { 'Retry-After': '60' });
  }
  if (!result.ok && result.reason === 'rate limited') {
    const retry = { 'Retry-After': String(secondsFrom(result.retryAfterMs)) };
    return refused(429, copy.contact.errors.rateLimited(minutesFrom(result.retryAfterMs)), retry);
  }
  // The cookie named a case disposed of meanwhile: the page without a case.
  if (!result.ok) return pageAnswer(request, context, 400);
  return seeCase(request, context, caseId, `${CASE_PATHS[lang]}?sent=1`);
}

/** A refusal's Retry-After goes with the page. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function CasePage() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  return <CasePageAnswer page={answered ?? loaded} />;
}

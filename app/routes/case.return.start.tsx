import type { Route } from './+types/case.return.start';
import { pageAnswer } from '~/cases/case-page.server';
import { caseServices, FORM_METHODS, langOf, visitorOf } from '~/cases/case-visit.server';
import { caseFormPath } from '~/cases/case-paths';
import { CASE_PAGE_COPY } from '~/cases/page/CasePage';
import { CaseFormAnswer } from '~/cases/page/CasePageRoute';
import { requestFacts } from '~/request-context';
import { readStartFacts } from '~/return/start-facts.server';
import { withStartFacts } from '~/return/start-facts';
import { readFormPost, seeOther } from '~/ui/forms.server';
import { secondsFrom } from '../../server/db/rate-limit';

/**
 * "Start a new return" (docs/product.md, "The client's journey"), `/case/return/start` and `/es/…`: the
 * button `/case/return` shows a browser with no case. It opens a case in the page's language (or
 * keeps the browser's own), sets its cookie and goes on to the questions; at most START_LIMIT per
 * client (server/cases/start.ts), over it "Open your case" again with the sentence why (429).
 */
export const middleware = FORM_METHODS;

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOf(request);
  const started = await caseServices(context).cases.start(
    visitorOf(request, context),
    requestFacts(context).clientAddress,
    lang,
  );
  if ('retryAfterMs' in started) {
    return pageAnswer(
      request,
      context,
      429,
      { withoutCase: true, notice: { text: CASE_PAGE_COPY[lang].start.tooMany, tone: 'error' } },
      { 'Retry-After': String(secondsFrom(started.retryAfterMs)) },
    );
  }
  // The calculator's facts, posted as hidden fields, go on to the questions (decision 242).
  const post = await readFormPost(request);
  const facts = post.ok ? readStartFacts(post.form) : {};
  return seeOther(withStartFacts(caseFormPath(lang, 'return'), facts), {
    'Set-Cookie': started.setCookie,
  });
}

/** A refusal's Retry-After goes with the page. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default CaseFormAnswer;

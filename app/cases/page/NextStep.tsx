import { clientNextStep } from '~/cases/case-state';
import { caseFormPath } from '../case-paths';
import type { CasePageProps, CaseView } from './CasePage';

/**
 * "What to do next" (issue 51, decision 243): the case page's first card, under "Your case", with
 * the one thing the case waits for from the client (app/cases/case-state.ts) and a link to where
 * it is done. The rest of the page follows as before, every part where it was.
 */
export function NextStep(props: CasePageProps & { view: CaseView }) {
  const { text, lang, view } = props;
  const words = text.next;
  const current = view.signing?.current;
  const step = clientNextStep({
    status: view.found.status,
    openRequests: view.requests.length,
    awaitingSignature: current !== undefined && current.signed === null && current.paper === null,
    returnDetails: view.returnDetails,
    reviewAsked: view.review !== undefined && !('sent' in view.review),
  });
  const [sentence, link] =
    step.kind === 'requests'
      ? [words.requests(step.count), { href: '#requests-heading', label: words.requestsLink }]
      : step.kind === 'sign'
        ? [words.sign, { href: '#signing-heading', label: words.signLink }]
        : step.kind === 'return'
          ? [
              step.started ? words.finishReturn : words.startReturn,
              { href: caseFormPath(lang, 'return'), label: words.returnLink },
            ]
          : step.kind === 'review'
            ? [words.review, { href: '#review-heading', label: words.reviewLink }]
            : [words.nothing, undefined];
  return (
    <section className="card next-step" aria-labelledby="next-heading">
      <h2 id="next-heading">{words.heading}</h2>
      <p>{sentence}</p>
      {link ? (
        <p>
          <a className="button" href={link.href}>
            {link.label}
          </a>
        </p>
      ) : null}
    </section>
  );
}

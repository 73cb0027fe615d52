import { RETURN_COPY } from '~/return/copy';
import { caseFormPath } from '../case-paths';
import type { CasePageProps, CaseView } from './CasePage';

/**
 * "Your return" on the visitor's case page (RETURN.md §1, docs/return.md): the link "Tell us
 * about your return" to /case/return and the line saying where the answers stand ("Not started",
 * "Saved, not sent yet", "Sent to your preparer on DATE"), written by the page's loader.
 */
export function ReturnSection(props: CasePageProps & { view: CaseView }) {
  const text = RETURN_COPY[props.lang];
  return (
    <section aria-labelledby="return-heading">
      <h2 id="return-heading">{text.section}</h2>
      <p>
        <a href={caseFormPath(props.lang, 'return')}>{text.link}</a>
      </p>
      <p>{props.view.returnStatus}</p>
    </section>
  );
}

import { RETURN_COPY } from '~/return/copy';
import { caseFormPath } from '../case-paths';
import type { Lang } from '~/site/pages';
import type { CasePageProps, CaseView } from './CasePage';
import type { PagePart } from './CasePortal';

/**
 * "Your return" on the visitor's case page (docs/return.md): the link "Tell us
 * about your return" to /case/return and the line saying where the answers stand ("Not started",
 * "Saved, not sent yet", "Sent to your preparer on DATE"), written by the page's loader.
 */
/** The section's heading id: "On this page" links to it (CasePortal.tsx). */
export const RETURN_HEADING_ID = 'return-heading';

/** Its entry in "On this page". */
export const returnPart = (lang: Lang): PagePart => ({
  id: RETURN_HEADING_ID,
  label: RETURN_COPY[lang].section,
});

export function ReturnSection(props: CasePageProps & { view: CaseView }) {
  const text = RETURN_COPY[props.lang];
  return (
    <section aria-labelledby={RETURN_HEADING_ID}>
      <h2 id={RETURN_HEADING_ID}>{text.section}</h2>
      <p>
        <a href={caseFormPath(props.lang, 'return')}>{text.link}</a>
      </p>
      <p>{props.view.returnStatus}</p>
    </section>
  );
}

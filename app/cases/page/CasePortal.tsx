import { CASE_STATUSES, type CaseStatus, statusLabel } from '~/cases/statuses';
import type { Copy } from '~/copy/en';
import type { CasePageCopy } from '~/copy/en/case';

/** A part of the case page the list at its top links to: the id of its heading, and its name. */
export interface PagePart {
  readonly id: string;
  readonly label: string;
}

/**
 * "On this page": a short list of links to each part of the case page (docs/product.md, "The client's
 * journey"), so a phone's visitor reaches the part they came for without scrolling through the
 * others. Plain links to the parts' headings: it works without a script.
 */
export function PageParts({ parts, text }: { parts: readonly PagePart[]; text: CasePageCopy }) {
  return (
    <nav className="page-parts" aria-label={text.portal.onThisPage}>
      <ul>
        {parts.map((part) => (
          <li key={part.id}>
            <a href={`#${part.id}`}>{part.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The statuses a case goes through on its way to a refund, in order: every one but "Closed". */
const STEPS = CASE_STATUSES.filter((status) => status.progress !== null);

/**
 * The six statuses as steps: an ordered list, the case's own one `aria-current="step"`, the ones
 * before it marked done in words as well as by the check mark (colour is never the only sign). A
 * closed case has no current step: it ended without a refund (decision 023).
 */
export function CaseSteps(props: { status: CaseStatus; copy: Copy; text: CasePageCopy }) {
  const { status, copy, text } = props;
  const current = STEPS.findIndex((step) => step.key === status);
  return (
    <ol className="steps" aria-label={text.portal.steps}>
      {STEPS.map((step, index) => {
        const done = current >= 0 && index < current;
        const state = index === current ? 'current' : done ? 'done' : 'ahead';
        return (
          <li
            key={step.key}
            className={`steps__step steps__step--${state}`}
            aria-current={index === current ? 'step' : undefined}
          >
            {statusLabel(step.key, copy)}
            {done ? <span className="visually-hidden">{` (${text.portal.done})`}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

import type { Copy } from '~/copy/en';
import { REFUND_TIMING, type RefundTimingKey } from '~/tax/refund-timing';

/**
 * "When to expect your refund": the PATH Act hold, or the usual 21 days (app/tax/refund-timing.ts
 * says which and holds the figures). Under the calculator's estimate; the case page can show the
 * same, with its own heading level. Takes the catalogue, so it renders where no provider is.
 */
export function RefundTiming({
  timing,
  copy,
  headingLevel = 3,
}: {
  readonly timing: RefundTimingKey;
  readonly copy: Copy;
  readonly headingLevel?: 2 | 3;
}) {
  const text = copy.refundTiming;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const source = timing === 'pathAct' ? REFUND_TIMING.pathActSource : REFUND_TIMING.standardSource;
  return (
    <div className="refund-timing">
      <Heading>{text.heading}</Heading>
      <p>{timing === 'pathAct' ? text.pathAct : text.standard(REFUND_TIMING.standardDays)}</p>
      <p className="hint">
        <a href={source.url} rel="external noreferrer">
          {text.source}
        </a>
      </p>
    </div>
  );
}

import { useCopy } from '~/copy/context';
import { formatUsd } from '~/money';

// Static placeholders, as the specification fixes them: there is no tracking back end yet.
const TRACKER = { estimatedRefund: 5000, progress: 75 } as const;

export function RefundTracker() {
  const copy = useCopy();
  const text = copy.tracker;
  return (
    <section className="card tracker" aria-labelledby="tracker-heading">
      <h2 id="tracker-heading">{text.heading}</h2>
      <p className="tracker__amount">
        <span className="tracker__label">{text.estimatedRefund}</span>{' '}
        <strong>{formatUsd(TRACKER.estimatedRefund, copy.locale)}</strong>
      </p>
      <div className="tracker__progress">
        <progress
          id="tracker-progress"
          max={100}
          value={TRACKER.progress}
          aria-label={text.progress}
        >
          {TRACKER.progress}%
        </progress>
        <span aria-hidden="true">{TRACKER.progress}%</span>
      </div>
      <h3>{text.recentActivity}</h3>
      <ul className="tracker__activity">
        {text.activity.map((entry) => (
          <li key={entry}>{entry}</li>
        ))}
      </ul>
      {/* Does nothing yet, as the specification says: a placeholder for refund tracking. */}
      <button type="button" className="button button--secondary">
        {text.track}
      </button>
    </section>
  );
}

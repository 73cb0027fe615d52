import { caseFormPath } from '~/cases/case-paths';
import { formatCents } from '~/money';
import type { CasePageProps, CaseView } from './CasePage';

/** "2026-11-29" written out in the page's language: "November 29, 2026". */
export function paidDay(day: string, longDate: CasePageProps['copy']['longDate']): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return longDate(date, month, year);
}

/**
 * Where our fee stands on the client's case page (decision 181): "Amount due $X" while some of
 * it is owed, or "Paid on DATE" with "Download receipt" once payments cover it.
 */
export function PaymentPart(props: CasePageProps & { view: CaseView }) {
  const standing = props.view.payment;
  const text = props.text.payment;
  if (standing === undefined) return null;
  if (standing.kind === 'due') return <p>{text.amountDue(formatCents(standing.cents))}</p>;
  return (
    <p>
      {text.paidOn(paidDay(standing.on, props.copy.longDate))}{' '}
      <a href={caseFormPath(props.lang, 'receipt')} download>
        {text.receipt}
      </a>
    </p>
  );
}

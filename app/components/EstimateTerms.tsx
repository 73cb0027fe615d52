import { formatUsd } from '~/money';

/**
 * An estimate's three figures as terms of a description list (`<dl>`): the refund, our fee and
 * the net refund, each in whole dollars. The calculator's result, the case page's "From your
 * W-2s" and the staff W-2 figures show them so.
 */
export function EstimateTerms({
  estimate,
  text,
}: {
  estimate: { readonly refund: number; readonly fee: number; readonly netRefund: number };
  text: { readonly estimatedRefund: string; readonly fee: string; readonly netRefund: string };
}) {
  return (
    <>
      <dt>{text.estimatedRefund}</dt>
      <dd>{formatUsd(estimate.refund)}</dd>
      <dt>{text.fee}</dt>
      <dd>{formatUsd(estimate.fee)}</dd>
      <dt>{text.netRefund}</dt>
      <dd>{formatUsd(estimate.netRefund)}</dd>
    </>
  );
}

import { formatUsd } from '~/money';

/**
 * An estimate's three figures as terms of a description list (`<dl>`): the refund, our fee and
 * the net refund, each in whole dollars. The calculator's result, the case page's "From your
 * W-2s" and the staff W-2 figures show them so. An estimate below zero is never called a refund:
 * where the words have `estimatedOwed` ("Estimated amount you owe"), it shows under that name,
 * as the amount owed (decision 164); the calculator shows only a refund above zero.
 */
export function EstimateTerms({
  estimate,
  text,
}: {
  estimate: { readonly refund: number; readonly fee: number; readonly netRefund: number };
  text: {
    readonly estimatedRefund: string;
    readonly estimatedOwed?: string;
    readonly fee: string;
    readonly netRefund: string;
  };
}) {
  const owed = estimate.refund < 0 && text.estimatedOwed !== undefined;
  return (
    <>
      <dt>{owed ? text.estimatedOwed : text.estimatedRefund}</dt>
      <dd>{formatUsd(owed ? -estimate.refund : estimate.refund)}</dd>
      <dt>{text.fee}</dt>
      <dd>{formatUsd(estimate.fee)}</dd>
      <dt>{text.netRefund}</dt>
      <dd>{formatUsd(estimate.netRefund)}</dd>
    </>
  );
}

import type { Copy } from '~/copy/en';
import type { FeeItem } from '~/fees';
import { formatUsd } from '~/money';

/**
 * A price list's bill under an estimate (app/fees.ts, decision 180): each item with its price,
 * and, when the fee is more than the refund, the sentence saying it is paid at signing. Nothing
 * under the income table, whose fee has no items.
 */
export function FeeItems({
  priced,
  text,
}: {
  priced: { readonly netRefund: number; readonly feeItems?: readonly FeeItem[] | undefined };
  text: Copy['fees'];
}) {
  const items = priced.feeItems;
  if (items === undefined) return null;
  return (
    <>
      <h3>{text.itemsHeading}</h3>
      <dl className="result__credits">
        {items.map((item) => [
          <dt key={`${item.form}-name`}>{text.items[item.form]}</dt>,
          <dd key={`${item.form}-price`}>{formatUsd(item.price)}</dd>,
        ])}
      </dl>
      {priced.netRefund < 0 ? <p>{text.aboveRefund}</p> : null}
    </>
  );
}

import { Link } from 'react-router';
import { useCopy, usePath } from '~/copy/context';
import { FEE_TIERS, priceListLines } from '~/fees';
import { formatUsdWhole } from '~/money';
import { useFeeSchedule } from '~/site/use-site';

/** The fee schedule in force side by side, from the one fee module: the tiers or the price list. */
export function FeeGlance() {
  const copy = useCopy();
  const pathOf = usePath();
  const schedule = useFeeSchedule();
  const text = copy.home.fees;
  const tiers = copy.agreement;
  const entries =
    schedule.kind === 'priceList'
      ? priceListLines(schedule.prices)
          .filter((line) => line.form === 'federalReturn' || line.price > 0)
          .map((line) => ({ amount: line.price, label: copy.fees.items[line.form] }))
      : FEE_TIERS.map((tier, i) => ({
          amount: tier.fee,
          label:
            tier.upTo === null
              ? tiers.above(formatUsdWhole(FEE_TIERS[i - 1]?.upTo ?? 0))
              : tiers.upTo(formatUsdWhole(tier.upTo)),
        }));
  return (
    <section className="fees" aria-labelledby="fees-heading">
      <h2 id="fees-heading">{text.heading}</h2>
      <p>{schedule.kind === 'priceList' ? copy.fees.priceListIntro : text.intro}</p>
      <ul className="fees__list">
        {entries.map(({ amount, label }) => (
          <li key={label} className="fees__tier">
            <span className="fees__amount">{formatUsdWhole(amount)}</span>
            <span className="fees__income">{label}</span>
          </li>
        ))}
      </ul>
      {schedule.kind === 'priceList' ? <p>{copy.fees.directDeposit}</p> : null}
      <p className="fees__links">
        <Link to={pathOf('calculator')}>{text.calculatorLink}</Link>
        <Link to={pathOf('terms')}>{text.termsLink}</Link>
      </p>
    </section>
  );
}

import { Link } from 'react-router';
import { useCopy, usePath } from '~/copy/context';
import { FEE_TIERS } from '~/fees';
import { formatUsdWhole } from '~/money';

/** The four fee tiers side by side, from the one fee module. */
export function FeeGlance() {
  const copy = useCopy();
  const pathOf = usePath();
  const text = copy.home.fees;
  const tiers = copy.agreement;
  return (
    <section className="fees" aria-labelledby="fees-heading">
      <h2 id="fees-heading">{text.heading}</h2>
      <p>{text.intro}</p>
      <ul className="fees__list">
        {FEE_TIERS.map((tier, i) => {
          const income =
            tier.upTo === null
              ? tiers.above(formatUsdWhole(FEE_TIERS[i - 1]?.upTo ?? 0))
              : tiers.upTo(formatUsdWhole(tier.upTo));
          return (
            <li key={income} className="fees__tier">
              <span className="fees__amount">{formatUsdWhole(tier.fee)}</span>
              <span className="fees__income">{income}</span>
            </li>
          );
        })}
      </ul>
      <p className="fees__links">
        <Link to={pathOf('calculator')}>{text.calculatorLink}</Link>
        <Link to={pathOf('terms')}>{text.termsLink}</Link>
      </p>
    </section>
  );
}

import { Link } from 'react-router';
import { useCopy, usePath } from '~/copy/context';
import { useSite } from '~/site/use-site';

/** The service in three steps, on the home page (docs/product.md, "The client's journey"). */
export function HowItWorks() {
  const text = useCopy().home.steps;
  const pathOf = usePath();
  return (
    <section className="how-steps" aria-labelledby="how-steps-heading">
      <h2 id="how-steps-heading">{text.heading}</h2>
      <ol className="how-steps__list">
        {text.items.map((item) => (
          <li key={item.title} className="how-steps__item">
            <h3>{item.title}</h3>
            <p>{item.body}</p>
          </li>
        ))}
      </ol>
      <p>
        <Link to={pathOf('calculator')}>{text.start}</Link>
      </p>
    </section>
  );
}

/**
 * Who files the returns, with only claims the company can prove: the e-file provider statement
 * when IRS_EFILE_PROVIDER is set, the office when COMPANY_ADDRESS is (decision 142).
 */
export function WhoFiles() {
  const text = useCopy().home.whoFiles;
  const site = useSite();
  return (
    <section className="who-files" aria-labelledby="who-files-heading">
      <h2 id="who-files-heading">{text.heading}</h2>
      <p>{text.body}</p>
      {site.efileProvider ? <p>{text.efileProvider(site.siteName)}</p> : null}
      {site.companyAddress === '' ? null : (
        <p>
          {text.office} <span className="who-files__address">{site.companyAddress}</span>
        </p>
      )}
    </section>
  );
}

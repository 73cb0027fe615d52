import { Link } from 'react-router';
import { useCopy, usePath } from '~/copy/context';
import { useSite } from '~/site/use-site';

const ICONS = [
  // A padlock: encrypted.
  'M8 11V8a4 4 0 1 1 8 0v3M6 11h12v9H6z',
  // A person with a key: staff who sign in.
  'M9 9a3 3 0 1 0 0-.01M4 20c0-3 2-5 5-5s5 2 5 5M15 11h6m-2 0v2',
  // A clock: kept for a set time.
  'M12 7v5l3 2M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
] as const;

/** How documents are protected, in plain words, on the home page. */
export function Protection() {
  const text = useCopy().home.protection;
  const pathOf = usePath();
  const site = useSite();
  return (
    <section className="protection" aria-labelledby="protection-heading">
      <h2 id="protection-heading">{text.heading}</h2>
      <ul className="protection__list">
        {text.items.map((item, i) => (
          <li key={item.title} className="protection__item">
            <svg
              className="protection__icon"
              width="40"
              height="40"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d={ICONS[i]}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <h3>{item.title}</h3>
            <p>{typeof item.body === 'string' ? item.body : item.body(site.retentionDays)}</p>
          </li>
        ))}
      </ul>
      <p>
        <Link to={pathOf('privacy')}>{text.privacyLink}</Link>
      </p>
    </section>
  );
}

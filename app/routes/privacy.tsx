import type { Route } from './+types/privacy';
import { publicPage } from '~/site/public-page.server';
import { useCopy } from '~/copy/context';
import { formatVersionDate, PRIVACY_VERSION } from '~/site/legal';
import { pageMeta } from '~/site/meta';
import { useSite } from '~/site/use-site';
import type { RouteHandle } from '~/root';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('privacy', matches);

/** Its one path, its methods, kept for every visitor (app/site/public-page.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [publicPage({ methods: ['GET', 'HEAD'] })];

/** Nothing here to enhance: the page ships no script (app/root.tsx). */
export const handle: RouteHandle = { scripts: false };

/** The privacy notice: what is collected, why, who sees it, how long (RETENTION_DAYS). */
export default function Privacy() {
  const copy = useCopy();
  const text = copy.privacy;
  const site = useSite();
  return (
    <div className="page narrow">
      <h1>{text.heading}</h1>
      <p className="version">
        {text.version}{' '}
        <time dateTime={PRIVACY_VERSION}>{formatVersionDate(PRIVACY_VERSION, copy)}</time>
      </p>
      <p>{text.intro(site.siteName)}</p>
      <div className="card terms">
        <section>
          <h2>{text.collectHeading}</h2>
          <ul>
            {text.collect.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{text.cookiesHeading}</h2>
          <ul>
            {text.cookies.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{text.whoHeading}</h2>
          <p>{text.who}</p>
        </section>
        <section>
          <h2>{text.protectHeading}</h2>
          <p>{text.protect}</p>
        </section>
        <section>
          <h2>{text.keepHeading}</h2>
          <p>{text.keep(site.retentionDays)}</p>
          <p>{text.keepSigned}</p>
        </section>
        <section>
          <h2>{text.askHeading}</h2>
          <p>
            {text.ask} <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
          </p>
        </section>
      </div>
    </div>
  );
}

import { Link } from 'react-router';
import type { Route } from './+types/terms';
import { publicPage } from '~/site/public-page.server';
import { Terms, TermsVersion } from '~/components/Terms';
import { useFeeSchedule } from '~/site/use-site';
import { useCopy, usePath } from '~/copy/context';
import { pageMeta } from '~/site/meta';
import type { RouteHandle } from '~/root';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('terms', matches);

/** Its one path, its methods, kept for every visitor (app/site/public-page.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [publicPage({ methods: ['GET', 'HEAD'] })];

/** Nothing here to enhance: the page ships no script (app/root.tsx). */
export const handle: RouteHandle = { scripts: false };

/** The terms to read again at any time: /agreement sends a visitor who accepted them home. */
export default function TermsPage() {
  const text = useCopy().terms;
  const fees = useFeeSchedule();
  const pathOf = usePath();
  return (
    <div className="page narrow">
      <h1>{text.heading}</h1>
      <TermsVersion />
      <p>
        {text.intro} <Link to={pathOf('privacy')}>{text.privacyLink}</Link>.
      </p>
      <Terms schedule={fees} />
    </div>
  );
}

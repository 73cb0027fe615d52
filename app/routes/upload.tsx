import { data } from 'react-router';
import type { Route } from './+types/upload';
import { publicPage } from '~/site/public-page.server';
import { UploadForm } from '~/components/UploadForm';
import { formAnsweredContext } from '~/request-context';
import { pageMeta } from '~/site/meta';
import { caseFormPath } from '~/cases/case-paths';
import { useLanguage } from '~/copy/context';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('upload', matches);

/** Its one path, its methods, kept for every visitor (app/site/public-page.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [publicPage({ methods: ['GET', 'HEAD'] })];

/**
 * The page's own form posted without JavaScript (or before hydration) is answered by the upload
 * route (POST /api/upload, server/documents/upload.ts), which streams the file and then asks for
 * this page with the outcome (decision 150): shown in the form's message area, under the upload's
 * status, never stored, never indexed. Rendered at start for every other visit: no answer.
 */
export function loader({ context }: Route.LoaderArgs) {
  const answered = context.get(formAnsweredContext)?.forms.upload;
  if (answered === undefined) return data({ answered: null });
  return data(
    { answered },
    {
      status: context.get(formAnsweredContext)?.status ?? 200,
      headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
    },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Upload({ loaderData }: Route.ComponentProps) {
  const { lang, copy } = useLanguage();
  return (
    <div className="page narrow">
      <UploadForm headingLevel={1} answered={loaderData.answered ?? undefined} />
      {/* "Get Started" leads here (docs/product.md): the guided path starts here too, where the
          calculator's "Start your return" goes (decision 242). */}
      <p>
        {copy.upload.guided}{' '}
        <a href={caseFormPath(lang, 'return')}>{copy.calculator.startReturn}</a>
      </p>
    </div>
  );
}

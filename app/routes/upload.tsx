import type { Route } from './+types/upload';
import { UploadForm } from '~/components/UploadForm';
import { pageMeta } from '~/site/meta';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta('upload', matches);

export default function Upload() {
  return (
    <div className="page narrow">
      <UploadForm headingLevel={1} />
    </div>
  );
}

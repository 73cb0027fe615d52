import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useCopy, usePath } from '~/copy/context';

/** What a language layout shows when a page fails, or an address is unknown, inside the frame. */
export function ErrorPage() {
  const error = useRouteError();
  const copy = useCopy();
  const path = usePath();
  if (!isRouteErrorResponse(error)) console.error(error);
  const text = isRouteErrorResponse(error) && error.status === 404 ? copy.notFound : copy.error;
  return (
    <div className="page narrow">
      <h1>{text.heading}</h1>
      <p>{text.body}</p>
      <p>
        <Link to={path('home')}>{text.home}</Link>
      </p>
    </div>
  );
}

import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useCopy, usePath } from '~/copy/context';
import type { Copy } from '~/copy/en';

/** What a language layout shows when a page fails, or an address is unknown, inside the frame. */
export function ErrorPage() {
  const error = useRouteError();
  const copy = useCopy();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <NoticePage
      text={isRouteErrorResponse(error) && error.status === 404 ? copy.notFound : copy.error}
    />
  );
}

/** A short page that says what went wrong and links home: the error page and the 404 page. */
export function NoticePage({ text }: { text: Copy['notFound'] | Copy['error'] }) {
  const path = usePath();
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

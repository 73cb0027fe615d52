import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useCopy, usePath } from '~/copy/context';

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

/** What a notice page says: a heading, a sentence, and the link home. */
export interface Notice {
  readonly heading: string;
  readonly body: string;
  readonly home: string;
}

/**
 * A short page that says what went wrong and links home: the error page, the 404 page and the
 * answer to a form too large to read.
 */
export function NoticePage({ text }: { text: Notice }) {
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

import { CATALOGUES } from '../../app/copy/languages.server';
import { type Lang, pathOf } from '../../app/site/pages';
import { newNonce } from './nonce';
import { renderDocument } from './document-shell';

/**
 * The page answering a form whose body was too large to read (server/http/read-body.ts), in the
 * language of the page posted to: it is written before the request reaches the routes that have
 * the stylesheet, so it has none.
 */
export function tooLargePage(lang: Lang): string {
  const text = CATALOGUES[lang].error;
  return renderDocument(
    { lang, title: text.tooLargeHeading, stylesheet: '', robots: 'noindex' },
    newNonce(),
    <main>
      <h1>{text.tooLargeHeading}</h1>
      <p>{text.tooLarge}</p>
      <p>
        <a href={pathOf('home', lang)}>{text.home}</a>
      </p>
    </main>,
  );
}

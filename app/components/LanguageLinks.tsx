import { useLocation } from 'react-router';
import { useLanguage } from '~/copy/context';
import { CASE_PATHS, type Lang, LANGUAGES, pageAt, pathOf } from '~/site/pages';
import { rememberLang } from '~/ui/remember-lang';

/**
 * The one other language (two today), and the same page in it: a public page, the case page
 * (rendered by the server), else its home page.
 */
function useOther(): { lang: Lang; path: string } {
  const { lang } = useLanguage();
  const { pathname } = useLocation();
  const other = LANGUAGES.find((l) => l !== lang) as Lang;
  if (pathname === CASE_PATHS[lang]) return { lang: other, path: CASE_PATHS[other] };
  const page = pageAt(pathname);
  return { lang: other, path: pathOf(page?.key ?? 'home', other) };
}

/**
 * The header's link to this page in the other language, named in that language ("Español" on
 * English pages). A full page load: the other language's pages are fixed bytes of their own.
 */
export function LanguageSwitch() {
  const { copy } = useLanguage();
  const other = useOther();
  return (
    <a
      className="language-switch"
      href={other.path}
      lang={other.lang}
      hrefLang={other.lang}
      onClick={() => rememberLang(other.lang)}
    >
      {copy.layout.language.switchTo}
    </a>
  );
}

/**
 * The offer of the other language, in it: in every page, shown only when the boot script in
 * root.tsx finds that the visitor prefers that language (their earlier choice, else their
 * browser's languages) and marks the document `lang-offer` before first paint (decision 028).
 */
export function LanguageOffer() {
  const { copy } = useLanguage();
  const other = useOther();
  const text = copy.layout.language;
  return (
    // A landmark of its own (named by its link), so that nothing on the page is outside one.
    <aside className="language-offer" lang={other.lang} aria-label={text.offerLink}>
      <p>
        {text.offer}{' '}
        <a href={other.path} hrefLang={other.lang} onClick={() => rememberLang(other.lang)}>
          {text.offerLink}
        </a>
      </p>
    </aside>
  );
}

import { Link, useLocation } from 'react-router';
import { BrandMark } from '~/components/BrandMark';
import { useLanguage, usePath } from '~/copy/context';
import { COPYRIGHT_YEAR } from '~/site/legal';
import { CASE_PATHS } from '~/site/pages';
import type { SiteSettings } from '~/site/settings';

/**
 * The footer's links, in order: each page's name in the catalogue (`layout.footer.links`), and
 * the visitor's case page ("Your case", `cases.yourCase`).
 */
const FOOTER_LINKS = ['contact', 'calculator', 'upload', 'case', 'terms', 'privacy'] as const;

export function Footer({ site }: { site: SiteSettings }) {
  const { copy, lang } = useLanguage();
  const text = copy.layout.footer;
  const pathOf = usePath();
  const here = useLocation().pathname;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__company">
          <p className="footer__name">
            <BrandMark size={28} />
            {site.siteName}
          </p>
          {/* Always rendered, empty when COMPANY_ADDRESS is unset (filled at server start, so the
              page cannot leave it out at build time); CSS hides it when empty. */}
          <p className="footer__postal">{site.companyAddress}</p>
          <p className="footer__protection">{text.protection}</p>
        </div>
        <nav aria-label={text.navLabel}>
          <ul className="footer__links">
            {FOOTER_LINKS.map((page) => (
              <li key={page}>
                {page === 'case' ? (
                  // The server renders it on every request, outside the pages' router: a full load.
                  <a
                    href={CASE_PATHS[lang]}
                    aria-current={here === CASE_PATHS[lang] ? 'page' : undefined}
                  >
                    {copy.cases.yourCase}
                  </a>
                ) : (
                  <Link to={pathOf(page)}>{text.links[page]}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <address className="footer__contact">
          <span>
            {text.phone}: <a href={site.supportPhoneHref}>{site.supportPhone}</a>
          </span>
          <span>
            {text.email}: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
          </span>
        </address>
        <p className="footer__note">
          {text.copyright(String(COPYRIGHT_YEAR), site.siteName)} {text.rights}
        </p>
      </div>
    </footer>
  );
}

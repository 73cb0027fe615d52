import { Link } from 'react-router';
import { copy } from '~/copy';
import type { SiteSettings } from '~/site';

export function Footer({ site }: { site: SiteSettings }) {
  const text = copy.layout.footer;
  return (
    <footer className="footer">
      <div className="footer__inner">
        <nav aria-label={text.navLabel}>
          <ul className="footer__links">
            <li>
              <Link to="/contact">{text.links.contact}</Link>
            </li>
            <li>
              <Link to="/calculator">{text.links.calculator}</Link>
            </li>
            <li>
              <Link to="/upload">{text.links.upload}</Link>
            </li>
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
          {site.siteName}. {text.rights}
        </p>
      </div>
    </footer>
  );
}

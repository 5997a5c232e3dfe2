import type { Area } from '@shop/contracts';
import { ContentLink } from '../../components/ui/content-link.tsx';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { PrivacyLinks } from '../consent/privacy-links.tsx';
import { Logo } from '../header/logo.tsx';

/**
 * The footer columns and closing line come from the area's footer content; under them the shop's own links to
 * the cookie settings and the accessibility statement (ADR 79).
 */
export function SiteFooter({ footer }: { footer: Area['footerContent'] }) {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-lg-3">
            <Logo className="site-footer__logo" />
          </div>
          {footer.columns.map((column) => (
            <nav key={column.heading} className="col-6 col-md-4 col-lg-3" aria-label={column.heading}>
              <h2 className="site-footer__heading">{column.heading}</h2>
              <ul className="list-unstyled site-footer__links">
                {column.links.map((link) => (
                  <li key={link.url + link.label}>
                    <ContentLink url={link.url}>{link.label}</ContentLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="site-footer__bottom">{footer.bottomText || t('footer.copyright')}</p>
        <nav aria-label={t('footer.privacy-links')}>
          <PrivacyLinks className="site-footer__privacy" />
        </nav>
      </div>
    </footer>
  );
}

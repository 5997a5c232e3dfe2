import { localizePath, type RouteName } from '@shop/contracts';
import { type ReactNode, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { backofficeSections } from './backoffice-sections.ts';

/**
 * The back office's frame (ADR 49): the staff navigation beside the page's content under its heading. The app
 * shell renders the one `<main>`; this gives the content a region labelled by its `h1`. A section's detail
 * page passes its list as `current` so the navigation marks where it belongs.
 */
export function BackofficeLayout({
  current,
  title,
  intro,
  actions,
  before,
  children,
}: {
  current: RouteName;
  title: ReactNode;
  intro?: ReactNode;
  /** Beside the heading (a download, a create button). */
  actions?: ReactNode;
  /** Above the heading (a detail page's way back to its list). */
  before?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  const headingId = useId();
  return (
    <div className="customer-center backoffice container">
      <nav className="customer-center__nav" aria-label={t('backoffice.nav.label')}>
        <p className="customer-center__nav-title">{t('backoffice.title')}</p>
        <ul className="customer-center__nav-list">
          {backofficeSections.map((section) => {
            const path = localizePath(section.route, language);
            const active = section.route === current;
            return (
              <li key={section.route}>
                <Link
                  to={path}
                  className={`customer-center__nav-link${active ? ' is-active' : ''}`}
                  aria-current={active ? (pathname === path ? 'page' : 'true') : undefined}
                >
                  {t(section.labelKey)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section className="customer-center__content" aria-labelledby={headingId}>
        {before}
        <div className="customer-center__heading">
          <h1 id={headingId} className="customer-center__title">
            {title}
          </h1>
          {actions ? <div className="customer-center__actions">{actions}</div> : null}
        </div>
        {intro ? <p className="backoffice__intro">{intro}</p> : null}
        {children}
      </section>
    </div>
  );
}

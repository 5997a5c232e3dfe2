import { localizePath } from '@shop/contracts';
import { type ReactNode, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { currentSection, customerCenterSections } from './customer-center-nav.ts';

/**
 * The customer center's frame (spec §2: account-page styling): the section navigation (Orders, Invoices,
 * Credit memos, Account info, Change password, and Users for a user whose permission scope is All) beside
 * the page's own content under its heading. The app shell already renders the page's `<main>`; this frame
 * gives the content a labelled region, so the navigation and the page each have a landmark.
 *
 * Use: `<CustomerCenterLayout title={t('…')} actions={…}>…</CustomerCenterLayout>`; `before` goes above the
 * heading (a back link on a detail page).
 */
export function CustomerCenterLayout({
  title,
  children,
  actions,
  before,
}: {
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  before?: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const user = useRootData()?.user ?? null;
  const { pathname } = useLocation();
  const current = currentSection(pathname);
  const headingId = useId();
  return (
    <div className="customer-center container">
      <nav className="customer-center__nav" aria-label={t('customer-center.nav.label')}>
        <p className="customer-center__nav-title">{t('customer-center.title')}</p>
        <ul className="customer-center__nav-list">
          {customerCenterSections(user).map((section) => {
            const active = section.route === current?.route;
            return (
              <li key={section.route}>
                <Link
                  to={localizePath(section.route, language)}
                  className={`customer-center__nav-link${active ? ' is-active' : ''}`}
                  aria-current={active ? (current?.exact ? 'page' : 'true') : undefined}
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
        {children}
      </section>
    </div>
  );
}

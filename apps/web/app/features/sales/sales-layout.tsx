import { localizePath, type RouteName } from '@shop/contracts';
import { type ReactNode, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';

/** The sales area's sections, in the navigation's order. */
const sections: Array<{ route: RouteName; labelKey: string }> = [
  { route: 'sales', labelKey: 'sales.nav.dashboard' },
  { route: 'salesRunningOrders', labelKey: 'sales.nav.running-orders' },
  { route: 'salesTemporaryOrders', labelKey: 'sales.nav.temporary-orders' },
  { route: 'salesProposals', labelKey: 'proposal-screens.nav.proposals' },
  { route: 'salesProposalDrafts', labelKey: 'proposal-screens.nav.drafts' },
];

/**
 * The sales area's frame (spec §2: sales pages use the account-page styling, the customer center's look): the
 * section navigation beside the page's content under its heading, and on every page but the dashboard a back
 * link to it. The app shell renders the one `<main>`; this gives the content a region labelled by its `h1`.
 */
export function SalesLayout({
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
  /** Beside the heading (a download). */
  actions?: ReactNode;
  /** Above the heading, after the way back to the dashboard (a detail page's way back to its list). */
  before?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  const headingId = useId();
  const dashboard = localizePath('sales', language);
  return (
    <div className="customer-center sales-area container">
      <nav className="customer-center__nav" aria-label={t('sales.nav.label')}>
        <p className="customer-center__nav-title">{t('sales.title')}</p>
        <ul className="customer-center__nav-list">
          {sections.map((section) => {
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
        {current === 'sales' ? null : (
          <p className="sales-area__back">
            <Link to={dashboard}>
              <span aria-hidden="true">← </span>
              {t('sales.back-to-dashboard')}
            </Link>
          </p>
        )}
        {before}
        <div className="customer-center__heading">
          <h1 id={headingId} className="customer-center__title">
            {title}
          </h1>
          {actions ? <div className="customer-center__actions">{actions}</div> : null}
        </div>
        {intro ? <p className="sales-area__intro">{intro}</p> : null}
        {children}
      </section>
    </div>
  );
}

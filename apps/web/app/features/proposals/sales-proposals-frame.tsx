import { localizePath, type RouteName } from '@shop/contracts';
import { type ReactNode, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';

/** The sales person's proposal sections; a proposal's page sits under Proposals. */
const sections: ReadonlyArray<{ route: RouteName; labelKey: string }> = [
  { route: 'salesProposals', labelKey: 'proposal-screens.nav.proposals' },
  { route: 'salesProposalDrafts', labelKey: 'proposal-screens.nav.drafts' },
];

function currentRoute(pathname: string, language: 'en' | 'da'): { route: RouteName; exact: boolean } {
  const drafts = localizePath('salesProposalDrafts', language);
  if (pathname === drafts) return { route: 'salesProposalDrafts', exact: true };
  const list = localizePath('salesProposals', language);
  return { route: 'salesProposals', exact: pathname === list };
}

/**
 * The sales proposal screens' frame (spec §2: account-page styling, as the customer center's frame): a labelled
 * navigation with the way back to the dashboard, Proposals and Drafts, beside the page under its heading. The
 * app shell renders the page's `<main>`; this gives the content a region labelled by its `h1`.
 */
export function SalesProposalsFrame({
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
  const { pathname } = useLocation();
  const current = currentRoute(pathname, language);
  const headingId = useId();
  return (
    <div className="customer-center container">
      <nav className="customer-center__nav" aria-label={t('proposal-screens.nav.label')}>
        <p className="customer-center__nav-title">{t('proposal-screens.nav.title')}</p>
        <ul className="customer-center__nav-list">
          <li>
            <Link to={localizePath('sales', language)} className="customer-center__nav-link">
              <span aria-hidden="true">← </span>
              {t('proposal-screens.nav.dashboard')}
            </Link>
          </li>
          {sections.map((section) => {
            const active = section.route === current.route;
            return (
              <li key={section.route}>
                <Link
                  to={localizePath(section.route, language)}
                  className={`customer-center__nav-link${active ? ' is-active' : ''}`}
                  aria-current={active ? (current.exact ? 'page' : 'true') : undefined}
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

import { localizePath, type RouteName } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { AreaFrame, sectionLinks } from '../../components/ui/area-frame.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';

/** The sales area's sections, in the navigation's order. */
const sections: Array<{ route: RouteName; labelKey: TextKey }> = [
  { route: 'sales', labelKey: 'sales.nav.dashboard' },
  { route: 'salesRunningOrders', labelKey: 'sales.nav.running-orders' },
  { route: 'salesTemporaryOrders', labelKey: 'sales.nav.temporary-orders' },
  { route: 'salesProposals', labelKey: 'proposal-screens.nav.proposals' },
  { route: 'salesProposalDrafts', labelKey: 'proposal-screens.nav.drafts' },
];

/**
 * The sales area's frame (spec §2: sales pages use the account-page styling, the customer center's look): the
 * section navigation beside the page's content under its heading, and on every page but the dashboard a back
 * link to it.
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
  const dashboard = localizePath('sales', language);
  const links = sectionLinks(sections, current, pathname, language, t);
  return (
    <AreaFrame
      className="sales-area"
      navLabel={t('sales.nav.label')}
      navTitle={t('sales.title')}
      links={links}
      title={title}
      intro={intro ? <p className="sales-area__intro">{intro}</p> : null}
      actions={actions}
      before={
        <>
          {current === 'sales' ? null : (
            <p className="sales-area__back">
              <Link to={dashboard}>
                <span aria-hidden="true">← </span>
                {t('sales.back-to-dashboard')}
              </Link>
            </p>
          )}
          {before}
        </>
      }
    >
      {children}
    </AreaFrame>
  );
}

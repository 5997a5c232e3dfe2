import { localizePath } from '@shop/contracts/routes';
import type { TextKey } from '@shop/ui-texts';
import { Link, useLocation } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import type { StaffArea } from '../../lib/root-data.ts';
import { isBackofficePage } from '../backoffice/backoffice-page.ts';
import { isSalesPage } from '../impersonation/sales-pages.ts';
import { usePriceViewChooserHref } from '../price-view/price-view-forms.tsx';

const labels: Record<StaffArea, TextKey> = {
  home: 'header.staff.shop',
  sales: 'header.staff.sales',
  backoffice: 'header.staff.backoffice',
};

/** The area a page belongs to: the sales area, the back office, or else the shop. */
function areaOf(pathname: string): StaffArea {
  if (isSalesPage(pathname)) return 'sales';
  return isBackofficePage(pathname) ? 'backoffice' : 'home';
}

/**
 * Staff's way between the shop, the sales area and the back office (issue 31): a strip at the top of the
 * header with the areas the server found their roles open (`staffAreas`), the one the page is in marked. Nothing
 * for anyone else. Staff who may open the sales area also choose here whose prices to view the shop with
 * (ADR 82), on the customer list that comes back to this page.
 */
export function StaffNav({ areas }: { areas: readonly StaffArea[] }) {
  const t = useT();
  const language = useLanguage();
  const { pathname } = useLocation();
  const chooser = usePriceViewChooserHref();
  if (areas.length === 0) return null;
  const current = areaOf(pathname);
  return (
    <nav className="staff-nav" aria-label={t('header.staff.label')}>
      <ul className="staff-nav__list container">
        {areas.map((area) => (
          <li key={area}>
            <Link
              to={localizePath(area, language)}
              // Opening the dashboard ends an impersonation or a draft's editing (ADR 45): a full page load.
              reloadDocument={area === 'sales'}
              className={`staff-nav__link${area === current ? ' is-active' : ''}`}
              aria-current={area === current ? 'true' : undefined}
            >
              {t(labels[area])}
            </Link>
          </li>
        ))}
        {areas.includes('sales') ? (
          <li className="staff-nav__end">
            <Link to={chooser} className="staff-nav__link">
              {t('price-view.choose')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

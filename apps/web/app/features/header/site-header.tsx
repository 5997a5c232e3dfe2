import type { LanguageCode, User } from '@shop/contracts';
import { localizePath } from '@shop/contracts/routes';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LineIcon } from '../../components/ui/line-icon.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { priceViewCustomer } from '../../lib/price-view.ts';
import type { RootData } from '../../lib/root-data.ts';
import { isEditingDraft, isIdleSalesUser, isStaff } from '../../lib/sales-manager-rule.ts';
import { MiniCartButton } from '../cart/mini-cart/mini-cart-button.tsx';
import { customerCenterStart } from '../customer-center/customer-center-nav.ts';
import { MarginToggle } from '../prices/margin-toggle.tsx';
import { VatToggle } from '../prices/vat-toggle.tsx';
import { HeaderSearch } from '../search/header-search/header-search.tsx';
import { LogoutButton } from '../user/logout-button.tsx';
import { LocaleSwitcher } from './locale-switcher.tsx';
import { Logo } from './logo.tsx';
import { MegaMenu } from './mega-menu.tsx';

// Only staff see their navigation: its code loads then, not with every shop page (the 150 KB budget, ADR 64).
const StaffNav = lazy(() => import('./staff-nav.tsx').then((module) => ({ default: module.StaffNav })));

/**
 * Spec §2: the customer-center link goes to the orders list when logged in, otherwise to login. A company
 * user whose permission scope shows no orders (ADR 41) starts at the first section it does show.
 */
export function customerCenterHref(user: User | null, language: LanguageCode): string {
  return localizePath(user ? customerCenterStart(user) : 'login', language);
}

/** When a sales user impersonates, the header shows the sales user's own name. */
export function headerUserName(user: User): string {
  return user.extraInfo.impersonatorName ?? user.name;
}

/**
 * The header of a logged-in user. Below lg the categories collapse behind the menu button; below md the header is
 * one row (logo, search, basket, menu button) and the other actions (VAT, customer center, user, log out,
 * language) open with the menu under it, so content starts right under the one row on a phone. Staff get their
 * navigation between the shop, the sales area and the back office above it all.
 */
export function SiteHeader({ data, onStaffPage }: { data: RootData; onStaffPage: boolean }) {
  const t = useT();
  const language = useLanguage();
  const baseId = useId();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a route change
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);
  const user = data.user;
  if (!user) return null;
  // The shop's tools hide while a sales user is neither impersonating nor editing a draft (they belong on
  // /sales), except for staff browsing the shop as a visitor sees it (issue 31); viewing a customer's prices
  // (ADR 82) brings them on the shop's pages only.
  const viewingPrices = priceViewCustomer(user) !== null;
  const shopTools =
    (!isIdleSalesUser(user) && !(viewingPrices && onStaffPage)) || (isStaff(user) && !onStaffPage);
  const editingDraft = isEditingDraft(user);
  // Staff reach the dashboard from their own navigation.
  const dashboardLink = user.roles.includes('impersonator') && !data.staffAreas.includes('sales');
  const actionsId = `${baseId}-actions`;
  const menuListId = `${baseId}-menu`;
  return (
    <header className={`site-header${menuOpen ? ' is-menu-open' : ''}`}>
      {data.staffAreas.length > 0 ? (
        <Suspense fallback={null}>
          <StaffNav areas={data.staffAreas} />
        </Suspense>
      ) : null}
      <div className="site-header__bar container">
        <Logo />
        {shopTools ? <HeaderSearch user={user} /> : null}
        <div className="site-header__tools">
          {shopTools ? <MiniCartButton /> : null}
          <button
            type="button"
            className="btn btn-outline-primary site-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={shopTools ? `${actionsId} ${menuListId}` : actionsId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <LineIcon>
              <path d="M4 7h16M4 12h16M4 17h16" strokeWidth="1.8" strokeLinecap="round" />
            </LineIcon>
            <span className="site-header__menu-label">{t('header.menu')}</span>
          </button>
        </div>
        <div className="site-header__actions" id={actionsId}>
          {dashboardLink ? (
            // The sales header's way back to the dashboard (spec §2); going there ends an impersonation or
            // draft-editing session (ADR 45), so it is a full page load.
            <Link to={localizePath('sales', language)} reloadDocument className="header-action">
              <LineIcon>
                <path d="M4 12l8-7 8 7M6 10v10h12V10" strokeWidth="1.8" strokeLinejoin="round" />
              </LineIcon>
              <span className="header-action__label">{t('impersonation.dashboard-link')}</span>
            </Link>
          ) : null}
          {shopTools ? <VatToggle /> : null}
          {shopTools ? <MarginToggle /> : null}
          {/* Only a user acting for a customer has a customer center (staff browsing the shop act for none). */}
          {shopTools && !editingDraft && user.customerNumber !== null ? (
            <Link to={customerCenterHref(user, language)} className="header-action">
              <LineIcon>
                <path d="M4 7h16v13H4zM9 7V4h6v3" strokeWidth="1.8" strokeLinejoin="round" />
              </LineIcon>
              <span className="header-action__label">{t('header.customer-center')}</span>
            </Link>
          ) : null}
          <span className="header-user">
            <LineIcon>
              <circle cx="12" cy="8" r="4" strokeWidth="1.8" />
              <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeWidth="1.8" strokeLinecap="round" />
            </LineIcon>
            <span className="visually-hidden">{t('header.logged-in-as')} </span>
            <span>{headerUserName(user)}</span>
          </span>
          <LogoutButton />
          <LocaleSwitcher languages={data.area.languages} />
        </div>
      </div>
      {shopTools ? <MegaMenu menus={data.area.menus} listId={menuListId} mobileOpen={menuOpen} /> : null}
    </header>
  );
}

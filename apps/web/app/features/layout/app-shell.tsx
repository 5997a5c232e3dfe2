import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { priceViewCustomer } from '../../lib/price-view.ts';
import type { PageLayout, RootData } from '../../lib/root-data.ts';
import { isEditingDraft, isImpersonating } from '../../lib/sales-manager-rule.ts';
import { isBackofficePage } from '../backoffice/backoffice-page.ts';
import { GlobalBanner } from '../banner/global-banner.tsx';
import { CartProvider } from '../cart/cart-context.tsx';
import { LazyMiniCart } from '../cart/mini-cart/lazy-mini-cart.tsx';
import { PrivacyLinks } from '../consent/privacy-links.tsx';
import { SiteFooter } from '../footer/site-footer.tsx';
import { GuestBar } from '../header/guest-bar.tsx';
import { SiteHeader } from '../header/site-header.tsx';
import { isSalesPage } from '../impersonation/sales-pages.ts';
import { PricesProvider } from '../prices/prices-context.tsx';
import { useSyncStoredUser } from '../user/use-sync-stored-user.ts';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';

// The bars only some staff see load their code when shown, not with every page (the 150 KB budget, ADR 64):
// viewing a customer's prices (ADR 82), acting for a customer or editing a proposal draft.
const PriceViewBar = lazy(() =>
  import('../price-view/price-view-bar.tsx').then((module) => ({ default: module.PriceViewBar })),
);
const ImpersonationBar = lazy(() =>
  import('../impersonation/impersonation-bar.tsx').then((module) => ({ default: module.ImpersonationBar })),
);
const DraftBarActions = lazy(() =>
  import('../proposals/draft-bar-actions.tsx').then((module) => ({ default: module.DraftBarActions })),
);

export const mainContentId = 'main-content';

/**
 * Spec §2 layout: banner, header and footer only for a logged-in user; a user page (login) stands alone. A
 * sales user acting for a customer or editing a draft gets the impersonation bar under the header (its
 * buttons not on the sales pages); the sales pages have no footer.
 */
export function AppShell({
  data,
  layout,
  children,
}: {
  data: RootData;
  layout: PageLayout;
  children: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  useSyncStoredUser(data.user);
  const loggedIn = data.user !== null;
  const chrome = layout !== 'user';
  const { pathname } = useLocation();
  // Sales and back-office pages are staff pages: no footer, no impersonation-bar buttons.
  const salesPage = isSalesPage(pathname) || isBackofficePage(pathname);
  return (
    <PricesProvider user={data.user} areaCurrency={data.area.currencyCode}>
      <CartProvider user={data.user} language={language} areaCurrency={data.area.currencyCode}>
        <a href={`#${mainContentId}`} className="skip-link">
          {t('common.skip-to-content')}
        </a>
        {chrome && loggedIn ? (
          <>
            <GlobalBanner
              settings={data.area.settings}
              user={data.user}
              visibleAtRender={data.bannerVisible}
            />
            <SiteHeader data={data} onStaffPage={salesPage} />
            {data.user && (isImpersonating(data.user) || isEditingDraft(data.user)) ? (
              <Suspense fallback={null}>
                <ImpersonationBar
                  user={data.user}
                  onSalesPage={salesPage}
                  draftActions={<DraftBarActions />}
                />
              </Suspense>
            ) : null}
            {priceViewCustomer(data.user) ? (
              <Suspense fallback={null}>
                <PriceViewBar user={data.user} />
              </Suspense>
            ) : null}
          </>
        ) : null}
        {chrome && !loggedIn ? <GuestBar data={data} /> : null}
        <main id={mainContentId} tabIndex={-1} className={`site-main site-main--${layout}`}>
          {children}
        </main>
        {chrome && loggedIn && !salesPage ? <SiteFooter footer={data.area.footerContent} /> : null}
        {chrome && !loggedIn ? (
          // Visitors get no footer (spec §1), but the cookie settings and the accessibility statement (ADR 79).
          <nav aria-label={t('footer.privacy-links')} className="privacy-bar">
            <div className="container">
              <PrivacyLinks className="privacy-bar__links" />
            </div>
          </nav>
        ) : null}
        <ScrollToTopButton />
        {chrome ? <LazyMiniCart /> : null}
      </CartProvider>
    </PricesProvider>
  );
}

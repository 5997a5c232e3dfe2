import type { ReactNode } from 'react';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import type { PageLayout, RootData } from '../../lib/root-data.ts';
import { GlobalBanner } from '../banner/global-banner.tsx';
import { CartProvider } from '../cart/cart-context.tsx';
import { LazyMiniCart } from '../cart/mini-cart/lazy-mini-cart.tsx';
import { SiteFooter } from '../footer/site-footer.tsx';
import { GuestBar } from '../header/guest-bar.tsx';
import { SiteHeader } from '../header/site-header.tsx';
import { PricesProvider } from '../prices/prices-context.tsx';
import { useSyncStoredUser } from '../user/use-sync-stored-user.ts';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';

export const mainContentId = 'main-content';

/**
 * Spec §2 layout: banner, header and footer only for a logged-in user; a user page (login) stands alone.
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
            <SiteHeader data={data} />
          </>
        ) : null}
        {chrome && !loggedIn ? <GuestBar data={data} /> : null}
        <main id={mainContentId} tabIndex={-1} className={`site-main site-main--${layout}`}>
          {children}
        </main>
        {chrome && loggedIn ? <SiteFooter footer={data.area.footerContent} /> : null}
        <ScrollToTopButton />
        {chrome ? <LazyMiniCart /> : null}
      </CartProvider>
    </PricesProvider>
  );
}

import { localizePath } from '@shop/contracts/routes';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import type { RootData } from '../../lib/root-data.ts';
import { MiniCartButton } from '../cart/mini-cart/mini-cart-button.tsx';
import { VatToggle } from '../prices/vat-toggle.tsx';
import { HeaderSearch } from '../search/header-search/header-search.tsx';
import { LocaleSwitcher } from './locale-switcher.tsx';
import { Logo } from './logo.tsx';

/**
 * Anonymous visitors get no site header or footer (spec §1, §6). This slim bar is not the header: it only
 * carries the logo, the search (browsing and searching are for everybody), the VAT choice for the retail
 * prices, the visitor's local basket (spec §1), the way to log in and the locale switcher.
 */
export function GuestBar({ data }: { data: RootData }) {
  const t = useT();
  const language = useLanguage();
  return (
    // A named region, not the banner: visitors get no site header (spec §1, §6), but every part of the page
    // belongs to a landmark (axe region).
    <section className="guest-bar" aria-label={t('header.guest-bar')}>
      <div className="container guest-bar__inner">
        <Logo />
        <HeaderSearch user={null} />
        <div className="guest-bar__actions">
          <VatToggle />
          <MiniCartButton />
          <LocaleSwitcher languages={data.area.languages} />
          <Link to={localizePath('login', language)} className="btn btn-primary btn-sm">
            {t('header.login')}
          </Link>
        </div>
      </div>
    </section>
  );
}

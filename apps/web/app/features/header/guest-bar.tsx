import { localizePath } from '@shop/contracts/routes';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LineIcon } from '../../components/ui/line-icon.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import type { RootData } from '../../lib/root-data.ts';
import { MiniCartButton } from '../cart/mini-cart/mini-cart-button.tsx';
import { VatToggle } from '../prices/vat-toggle.tsx';
import { HeaderSearch } from '../search/header-search/header-search.tsx';
import { LocaleSwitcher } from './locale-switcher.tsx';
import { Logo } from './logo.tsx';

/**
 * Anonymous visitors get no site header or footer (spec §1, §6). This slim bar is not the header: it only
 * carries the logo, the search (browsing and searching are for everybody), the visitor's local basket (spec §1),
 * the VAT choice for the retail prices, the locale switcher and the way to log in. Below md it is the logged-in
 * header's one row (logo, search, basket, menu button); the VAT switch, the languages and the log-in link open
 * with the menu under it.
 */
export function GuestBar({ data }: { data: RootData }) {
  const t = useT();
  const language = useLanguage();
  const actionsId = useId();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of a route change
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);
  return (
    // A named region, not the banner: visitors get no site header (spec §1, §6), but every part of the page
    // belongs to a landmark (axe region).
    <section className={`guest-bar${menuOpen ? ' is-menu-open' : ''}`} aria-label={t('header.guest-bar')}>
      <div className="container guest-bar__inner">
        <Logo />
        <HeaderSearch user={null} />
        <div className="guest-bar__end">
          <div className="guest-bar__tools">
            <MiniCartButton />
            <button
              type="button"
              className="btn btn-outline-primary guest-bar__menu-button"
              aria-expanded={menuOpen}
              aria-controls={actionsId}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              <LineIcon>
                <path d="M4 7h16M4 12h16M4 17h16" strokeWidth="1.8" strokeLinecap="round" />
              </LineIcon>
              <span className="visually-hidden">{t('header.menu')}</span>
            </button>
          </div>
          <div className="guest-bar__actions" id={actionsId}>
            <VatToggle />
            <LocaleSwitcher languages={data.area.languages} />
            <Link to={localizePath('login', language)} className="btn btn-primary btn-sm">
              {t('header.login')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

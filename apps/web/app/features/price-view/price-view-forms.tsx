import { localizePath } from '@shop/contracts';
import { useLocation } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';

/** The page a price-view form comes back to: the one it is on (the action never sends it elsewhere). */
export function useReturnTo(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/**
 * "View prices": a plain form posting to the customer list's action (ADR 82), which holds the customer with the
 * session at the API and opens `returnTo` (a shop page; the home page by default) with its prices. A full page
 * load follows, so no visitor price stays in memory.
 */
export function ViewPricesForm({
  customerNumber,
  returnTo,
  label,
  className = 'btn btn-outline-primary btn-sm',
}: {
  customerNumber: string;
  returnTo?: string;
  /** The button's accessible name: whose prices ("View prices as Lille Kanin"). */
  label: string;
  className?: string;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <form method="post" action={localizePath('impersonation', language)} className="act-as-form">
      <input type="hidden" name="intent" value="view-prices" />
      <input type="hidden" name="customerNumber" value={customerNumber} />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <button type="submit" className={className} aria-label={label}>
        {t('price-view.view')}
      </button>
    </form>
  );
}

/** "Back to visitor prices": ends viewing a customer's prices and reloads the page the staff member is on. */
export function StopPriceViewForm({ className = 'btn btn-light btn-sm' }: { className?: string }) {
  const t = useT();
  const language = useLanguage();
  const returnTo = useReturnTo();
  return (
    <form method="post" action={localizePath('impersonation', language)} className="d-inline">
      <input type="hidden" name="intent" value="stop-price-view" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className={className}>
        {t('price-view.stop')}
      </button>
    </form>
  );
}

/** The customer list to choose whose prices to view, coming back to this page afterwards. */
export function usePriceViewChooserHref(): string {
  const language = useLanguage();
  const returnTo = useReturnTo();
  return `${localizePath('impersonation', language)}?${new URLSearchParams({ returnTo })}`;
}

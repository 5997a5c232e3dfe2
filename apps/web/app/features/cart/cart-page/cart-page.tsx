import { localizeContentUrl, shopFrontPath } from '@shop/contracts/routes';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRootData } from '../../../lib/root-data.ts';
import { useCalculateMissing, useCartState } from '../cart-context.tsx';
import { cartOverview } from '../cart-overview-model.ts';
import type { SalesContactsState } from '../load-sales-contacts.server.ts';
import type { QuickOrderActionData } from '../quick-order/quick-order-action.server.ts';
import { QuickOrderSection } from '../quick-order/quick-order-section.tsx';
import { CartOrder } from './cart-order.tsx';
import { CartOverview } from './cart-overview.tsx';
import { SalesContact } from './sales-contact.tsx';

// The Excel import is for customers only and opened rarely: its code (and the modal's) loads on first use.
const ImportOrderModal = lazy(() =>
  import('./import-order-modal.tsx').then((module) => ({ default: module.ImportOrderModal })),
);

/**
 * Spec §2 cart page: an orders column with a cart per order type, and a side column with the customer's
 * sales contacts (null: not a customer's session) and the overview. Every order type with lines is
 * calculated on arrival and again after each change. A customer's quick order (null: not a customer's
 * session) is in the server's HTML too, so it works before and without the page's script (ADR 57).
 */
export function CartPage({
  salesContacts,
  quickOrder,
}: {
  salesContacts: SalesContactsState | null;
  quickOrder: { requestId: string; posted: QuickOrderActionData | undefined } | null;
}) {
  const t = useT();
  const language = useLanguage();
  const state = useCartState();
  const user = useRootData()?.user;
  const blockedStatus = user?.customer?.blockedStatus ?? 'None';
  // A proposal draft's baskets are sent to recipients, never checked out (issue 31 item 5).
  const editingDraft = Boolean(user?.extraInfo.draftId);
  const [importing, setImporting] = useState(false);
  // Once opened the modal stays mounted, so closing it animates.
  const [importOpened, setImportOpened] = useState(false);
  const openImport = () => {
    setImportOpened(true);
    setImporting(true);
  };
  useCalculateMissing(true);
  const overview = cartOverview(state, blockedStatus);
  const server = state.mode === 'server';
  return (
    <div className="cart-page container">
      <h1 className="page-title cart-page__title">{t('cart.title')}</h1>
      {!state.loaded ? (
        <output className="cart-page__loading" aria-busy="true">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('cart.loading')}
        </output>
      ) : null}
      {state.loaded && state.mode === 'none' ? <p className="cart-page__empty">{t('cart.no-cart')}</p> : null}
      {/* While the baskets load (and without JavaScript) a customer's quick order is already here, in the place
          it keeps once they have loaded: an open panel stays open. */}
      {(state.loaded && state.mode !== 'none') || quickOrder ? (
        <div className="cart-page__layout">
          <div className="cart-page__orders">
            {!state.loaded ? null : overview.entries.length === 0 ? (
              <EmptyState
                picture="basket"
                title={t('cart.empty-title')}
                actions={
                  <Link to={localizeContentUrl(shopFrontPath, language)} className="btn btn-primary">
                    {t('cart.continue-shopping')}
                  </Link>
                }
              >
                {t('cart.empty-hint')}
              </EmptyState>
            ) : (
              overview.entries.map((entry) => (
                <CartOrder key={entry.orderType} entry={entry} exportable={server} />
              ))
            )}
            {quickOrder && (server || !state.loaded) ? <QuickOrderSection {...quickOrder} /> : null}
          </div>
          {state.loaded ? (
            <aside className="cart-page__side" aria-label={t('cart.side-column')}>
              {salesContacts ? <SalesContact state={salesContacts} /> : null}
              {overview.entries.length > 0 ? (
                <CartOverview
                  overview={overview}
                  onImport={server ? openImport : null}
                  editingDraft={editingDraft}
                />
              ) : server ? (
                // Nothing to check out: the import stays, the overview and its checkout button do not.
                <button type="button" className="btn btn-outline-primary w-100" onClick={openImport}>
                  {t('cart.import')}
                </button>
              ) : null}
            </aside>
          ) : null}
        </div>
      ) : null}
      {server && importOpened ? (
        <Suspense fallback={null}>
          <ImportOrderModal show={importing} onHide={() => setImporting(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

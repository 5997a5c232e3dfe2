import { defaultAreaId } from '@shop/contracts/constants';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { exportCartHref } from '../cart-api.ts';
import type { CartEntry } from '../cart-state.ts';
import { orderTypeLabelKey } from '../order-type-summary.tsx';
import { CartLineRow } from './cart-line-row.tsx';

/** One order type's cart in the orders column: its lines, and the Excel export of a server cart. */
export function CartOrder({ entry, exportable }: { entry: CartEntry; exportable: boolean }) {
  const t = useT();
  const cart = entry.cart;
  if (!cart) return null;
  const headingId = `cart-order-${entry.orderType}`;
  const label = t(orderTypeLabelKey(entry.orderType));
  return (
    <section className="cart-order" aria-labelledby={headingId} aria-busy={entry.busy || entry.calculating}>
      <header className="cart-order__header">
        <h2 id={headingId} className="cart-order__title h4">
          {label}
        </h2>
        {exportable ? (
          <a
            className="btn btn-outline-primary btn-sm"
            href={exportCartHref(defaultAreaId, cart.cartId)}
            download
          >
            {t('cart.export', { orderType: label })}
          </a>
        ) : null}
      </header>
      {entry.calculationError ? (
        <p className="alert alert-danger cart-order__error" role="alert">
          {t('cart.calculation-failed')}: {entry.calculationError}
        </p>
      ) : null}
      {entry.usingFallbackStrategy ? <p className="cart-order__note">{t('cart.fallback-prices')}</p> : null}
      <ul className="cart-order__lines">
        {cart.lines
          .filter((line) => line.type === 'product')
          .map((line) => (
            <CartLineRow
              key={line.id}
              orderType={entry.orderType}
              line={line}
              currencyCode={cart.currencyCode}
              calculated={cart.calculation !== null}
            />
          ))}
      </ul>
    </section>
  );
}

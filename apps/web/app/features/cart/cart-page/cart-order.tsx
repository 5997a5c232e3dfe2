import type { CartOrderType } from '@shop/contracts';
import { defaultAreaId } from '@shop/contracts/constants';
import { useId } from 'react';
import { dropName } from '../../../lib/drop-name.ts';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { formatLongDate, localeForLanguage } from '../../../lib/money.ts';
import { exportCartHref } from '../cart-api.ts';
import type { CartEntry } from '../cart-state.ts';
import { orderTypeLabelKey } from '../order-type-summary.tsx';
import { useCartMoney } from '../use-cart-money.ts';
import { CartLineRow } from './cart-line-row.tsx';
import { type DropGroup, dropGroups } from './drop-groups.ts';

/** One order type's cart in the orders column: its lines, and the Excel export of a server cart. */
export function CartOrder({ entry, exportable }: { entry: CartEntry; exportable: boolean }) {
  const t = useT();
  const cart = entry.cart;
  if (!cart) return null;
  const headingId = `cart-order-${entry.orderType}`;
  const label = t(orderTypeLabelKey(entry.orderType));
  // A Preorder basket whose lines name their drops reads drop by drop, each with its subtotal.
  const grouped = entry.orderType === 'Preorder' ? dropGroups(cart.lines) : [];
  const groups = grouped.some((group) => group.drop !== null) ? grouped : null;
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
      {groups ? (
        groups.map((group) => (
          <DropSection
            key={group.drop ? `${group.drop.availableDate}|${group.drop.code}` : 'none'}
            group={group}
            orderType={entry.orderType}
            currencyCode={cart.currencyCode}
            calculated={cart.calculation !== null}
          />
        ))
      ) : (
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
      )}
    </section>
  );
}

/** One delivery drop of a Preorder basket: its name and date, its lines and their subtotal (ADR 59). */
function DropSection({
  group,
  orderType,
  currencyCode,
  calculated,
}: {
  group: DropGroup;
  orderType: CartOrderType;
  currencyCode: string;
  calculated: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const money = useCartMoney();
  const headingId = useId();
  const title = group.drop
    ? t('cart.drop-title', {
        drop: dropName(t, group.drop),
        date: formatLongDate(group.drop.availableDate, localeForLanguage(language)),
      })
    : t('cart.drop-none');
  return (
    <section className="cart-drop" aria-labelledby={headingId}>
      <h3 id={headingId} className="cart-drop__title h6">
        {title}
      </h3>
      <ul className="cart-order__lines">
        {group.lines.map((line) => (
          <CartLineRow
            key={line.id}
            orderType={orderType}
            line={line}
            currencyCode={currencyCode}
            calculated={calculated}
          />
        ))}
      </ul>
      {group.subtotal ? (
        <p className="cart-drop__subtotal">
          <span>{t('cart.drop-subtotal')}</span> <span>{money.pair(group.subtotal, currencyCode)}</span>
        </p>
      ) : null}
    </section>
  );
}

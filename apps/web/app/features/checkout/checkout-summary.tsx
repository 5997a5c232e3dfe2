import { linePieces } from '@shop/commerce';
import type { Cart } from '@shop/contracts';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useTranslateCount } from '../../lib/i18n/use-translate-count.ts';
import { formatMoneyIn } from '../../lib/money.ts';
import { useVat } from '../prices/prices-context.tsx';
import { TotalsList } from './totals-list.tsx';

/**
 * The side column: what is being bought, per chosen order type, with the server's calculation (lines,
 * shipping once chosen, totals) in the VAT mode the visitor chose. A cart not priced yet (a guest's local
 * cart before it reaches the server) shows its lines and quantities only.
 */
export function CheckoutSummary({ carts, calculating }: { carts: Cart[]; calculating: boolean }) {
  const t = useT();
  const tc = useTranslateCount();
  const language = useLanguage();
  const { includeVat } = useVat();
  // One checkout of several baskets: shipping charged once, on the carrier's order (ADR 60).
  const carrier = carts.find((cart) => carts.some((other) => other.shippingWithCartId === cart.cartId));
  const together = carts.length > 1 ? totalTogether(carts) : null;
  return (
    <section
      className="checkout-summary"
      aria-labelledby="checkout-summary-heading"
      aria-busy={calculating || undefined}
    >
      <h2 id="checkout-summary-heading" className="checkout-summary__heading">
        {t('checkout.summary.title')}
      </h2>
      {carts.length === 0 ? <p>{t('checkout.summary.nothingSelected')}</p> : null}
      {carts.map((cart) => {
        const money = (amount: number) => formatMoneyIn(amount, cart.currencyCode, language);
        const lines = cart.lines.filter((line) => line.type === 'product');
        return (
          <div key={cart.orderType} className="checkout-summary__order">
            <h3 className="checkout-summary__order-type">{t(`cart.order-type-${cart.orderType}`)}</h3>
            <ul className="checkout-summary__lines list-unstyled">
              {lines.map((line) => (
                <li key={line.id} className="checkout-summary__line">
                  <span className="checkout-summary__name">
                    {line.product
                      ? `${line.product.name} · ${line.product.colorName} · ${line.product.size}`
                      : line.productKey.productId}
                  </span>
                  <span className="checkout-summary__quantity">
                    {tc(
                      'cart.quantity-pieces',
                      linePieces({
                        quantity: line.quantity,
                        quantityPerUnit: line.product?.quantityPerUnit,
                      }),
                    )}
                  </span>
                  {line.netLinePrice ? (
                    <span className="checkout-summary__price">
                      {money(includeVat ? line.netLinePrice.priceWithVat : line.netLinePrice.priceWithoutVat)}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            {cart.calculation ? (
              <TotalsList
                totals={cart.calculation}
                currencyCode={cart.currencyCode}
                includeVat={includeVat}
                shippingChosen={cart.shippingMethod !== null}
              />
            ) : null}
            {carrier && cart.shippingWithCartId === carrier.cartId ? (
              <p className="checkout-summary__note">
                {t('checkout.shipping-with-order', {
                  orderType: t(`cart.order-type-${carrier.orderType}`).toLocaleLowerCase(language),
                })}
              </p>
            ) : null}
          </div>
        );
      })}
      {together ? (
        <p className="checkout-summary__together">
          <span>{t('checkout.total-together')}</span>{' '}
          <strong>{formatMoneyIn(together.amount, together.currencyCode, language)}</strong>
        </p>
      ) : null}
    </section>
  );
}

/** What one payment of every chosen basket charges: their totals with VAT, once all are calculated. */
function totalTogether(carts: readonly Cart[]): { amount: number; currencyCode: string } | null {
  let amount = 0;
  for (const cart of carts) {
    if (!cart.calculation) return null;
    amount += cart.calculation.totalNetPrice.priceWithVat;
  }
  return { amount, currencyCode: carts[0]?.currencyCode ?? 'EUR' };
}

import type { CartOrderType } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { useTranslateCount } from '../../lib/i18n/use-translate-count.ts';
import type { CartEntry } from './cart-state.ts';
import { cartPieces } from './cart-state.ts';
import { useCartMoney } from './use-cart-money.ts';

export const orderTypeLabelKey = (orderType: CartOrderType): TextKey => `cart.order-type-${orderType}`;

/** One order type's cart in a sentence: name, pieces and subtotal (or that it is being calculated). */
export function OrderTypeSummary({ entry, headingLevel = 3 }: { entry: CartEntry; headingLevel?: 2 | 3 }) {
  const t = useT();
  const tc = useTranslateCount();
  const money = useCartMoney();
  const cart = entry.cart;
  const pieces = cartPieces(cart);
  const calculation = cart?.calculation ?? null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `order-type-summary-${entry.orderType}`;
  return (
    <section
      className="order-type-summary"
      aria-labelledby={headingId}
      aria-busy={entry.busy || entry.calculating}
    >
      <Heading id={headingId} className="order-type-summary__title h6">
        {t(orderTypeLabelKey(entry.orderType))}
      </Heading>
      <dl className="order-type-summary__figures">
        <dt>{t('cart.quantity')}</dt>
        <dd>{tc('cart.quantity-pieces', pieces)}</dd>
        <dt>{t('cart.subtotal')}</dt>
        <dd>
          {calculation && cart
            ? money.shown(calculation.summary.subTotalWithoutVat, cart.currencyCode)
            : entry.calculationError
              ? t('cart.not-calculated')
              : t('cart.calculating')}
        </dd>
      </dl>
      {calculation?.minimum && !calculation.minimum.met && calculation.minimum.messageKey && cart ? (
        <p className="order-type-summary__warning">
          {t(calculation.minimum.messageKey, {
            amount: money.withoutVat(
              calculation.minimum.messageKey === 'cart.minimumSaleOrderAmountNotExceeded'
                ? calculation.minimum.saleThreshold
                : calculation.minimum.threshold,
              cart.currencyCode,
            ),
          })}
        </p>
      ) : null}
    </section>
  );
}

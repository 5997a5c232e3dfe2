import type { Cart, CheckoutOrderType } from '@shop/contracts';
import { useState } from 'react';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useTranslateCount } from '../../lib/i18n/use-translate-count.ts';
import { formatMoneyIn } from '../../lib/money.ts';
import { cartPieces } from '../cart/cart-state.ts';
import { orderTypesProblem, productLineCount } from './checkout-steps.ts';
import { BusyStatus } from './form-field.tsx';
import { StepFrame } from './step-frame.tsx';

type OrderTypesStepProps = {
  carts: Cart[];
  initial: readonly CheckoutOrderType[];
  calculating: boolean;
  blockedStatus: string;
  guest: boolean;
  focusOnShow: boolean;
  /** The ticked order types after each change: the summary beside the step shows only those (issue 28 item 5). */
  onChange: (selected: CheckoutOrderType[]) => void;
  /** Goes on with the chosen order types; a rejection is shown as the step's error. */
  onDone: (selected: CheckoutOrderType[]) => Promise<void>;
};

/**
 * Step 1: which order types to check out (spec §2, §5). Each candidate cart is a checkbox naming its items and
 * amount; a missed minimum is said beside it; a blocked customer, a running calculation or no choice at all
 * stops the step with its message.
 */
export function OrderTypesStep(props: OrderTypesStepProps) {
  const { carts, calculating, blockedStatus, guest } = props;
  const t = useT();
  const tc = useTranslateCount();
  const language = useLanguage();
  const [selected, setSelected] = useState<CheckoutOrderType[]>(() => [...props.initial]);
  // A blocked customer learns it at once, not after choosing (spec §5: blocked customers cannot check out).
  const [formError, setFormError] = useState<string | null>(
    blockedStatus !== 'None' ? 'cart.customer-blocked' : null,
  );
  const [submitting, setSubmitting] = useState(false);
  const money = (amount: number, currency: string) => formatMoneyIn(amount, currency, language);

  const toggle = (orderType: CheckoutOrderType, on: boolean) => {
    const next = on ? [...new Set([...selected, orderType])] : selected.filter((type) => type !== orderType);
    setSelected(next);
    props.onChange(next);
  };

  return (
    <StepFrame
      step={0}
      title={t('checkout.step.orderTypes')}
      focusOnShow={props.focusOnShow}
      formError={formError}
      submitLabel={t('checkout.continue')}
      submitting={submitting}
      onSubmit={async (event) => {
        event.preventDefault();
        const problem = orderTypesProblem({ selected, carts, calculating, blockedStatus, guest });
        setFormError(problem);
        if (problem) return;
        setSubmitting(true);
        try {
          await props.onDone(selected);
        } catch (error) {
          setFormError(error instanceof Error ? error.message : 'error.unexpected');
        } finally {
          setSubmitting(false);
        }
      }}
    >
      <p className="checkout-step__intro">{t('checkout.orderTypes.intro')}</p>
      <ul className="checkout-order-types list-unstyled">
        {carts.map((cart) => {
          const orderType = cart.orderType as CheckoutOrderType;
          const id = `checkout-order-type-${orderType}`;
          const minimum = cart.calculation?.minimum;
          const warningId = `${id}-minimum`;
          return (
            <li key={orderType} className="checkout-order-types__item">
              <div className="form-check">
                <input
                  id={id}
                  type="checkbox"
                  className="form-check-input"
                  checked={selected.includes(orderType)}
                  onChange={(event) => toggle(orderType, event.target.checked)}
                  aria-describedby={minimum && !minimum.met ? warningId : undefined}
                />
                <label htmlFor={id} className="form-check-label">
                  <span className="checkout-order-types__name">{t(`cart.order-type-${orderType}`)}</span>
                  <span className="checkout-order-types__detail">
                    {tc('checkout.orderTypes.products', productLineCount(cart))},{' '}
                    {tc('cart.quantity-pieces', cartPieces(cart))}
                    {cart.calculation
                      ? ` · ${money(cart.calculation.totalNetPrice.priceWithoutVat, cart.currencyCode)} ${t('prices.excl-vat')}`
                      : null}
                  </span>
                </label>
              </div>
              {minimum?.messageKey ? (
                <p id={warningId} className="checkout-order-types__warning text-danger">
                  {t(minimum.messageKey, {
                    amount: money(
                      minimum.messageKey === 'cart.minimumSaleOrderAmountNotExceeded'
                        ? minimum.saleThreshold
                        : minimum.threshold,
                      cart.currencyCode,
                    ),
                  })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {calculating ? <BusyStatus>{t('checkout.calculating')}</BusyStatus> : null}
    </StepFrame>
  );
}

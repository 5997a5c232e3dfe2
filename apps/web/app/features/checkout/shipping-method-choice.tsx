import { useFormContext } from 'react-hook-form';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { formatMoneyIn } from '../../lib/money.ts';
import { shownAmount } from '../prices/price-display.ts';
import { useVat } from '../prices/prices-context.tsx';
import { isPickup } from './checkout-steps.ts';
import { BusyStatus, FieldErrorText, invalidProps } from './form-field.tsx';
import type { ShippingMethodsState } from './use-shipping-methods.ts';

type ShippingMethodChoiceProps = {
  state: ShippingMethodsState;
  currencyCode: string;
  shipmentMethodCode: string | null;
};

/**
 * The shipping methods for the address as radio buttons with their fee (in the VAT mode the visitor chose);
 * a pickup method (EXW customers, spec §6) says so instead of a fee.
 */
export function ShippingMethodChoice({ state, currencyCode, shipmentMethodCode }: ShippingMethodChoiceProps) {
  const t = useT();
  const language = useLanguage();
  const { includeVat, vatRateBasisPoints } = useVat();
  const {
    register,
    formState: { errors },
  } = useFormContext<{ shippingMethodId: string }>();
  const groupId = 'shipping-method';
  const error = errors.shippingMethodId;

  if (state.status === 'waiting') {
    return (
      <div className="checkout-step__hint">
        <p className="mb-1">{t('checkout.shipping.enterAddressFirst')}</p>
        <FieldErrorText id={groupId} error={error} />
      </div>
    );
  }
  if (state.status === 'loading') {
    return <BusyStatus>{t('checkout.shipping.loadingMethods')}</BusyStatus>;
  }
  if (state.status === 'failed') {
    return (
      <div className="alert alert-danger" role="alert">
        {t('checkout.shipping.methodsFailed')} {state.message}
      </div>
    );
  }
  return (
    <fieldset className="checkout-choices mb-3" aria-describedby={error ? `${groupId}-error` : undefined}>
      <legend className="visually-hidden">{t('checkout.shipping.method')}</legend>
      {state.methods.map((method) => {
        const id = `${groupId}-${method.internalId}`;
        const pickup = isPickup(method, shipmentMethodCode);
        const fee = formatMoneyIn(
          shownAmount(method.fee, includeVat, vatRateBasisPoints),
          method.extraInfo.currencyCode ?? currencyCode,
          language,
        );
        return (
          <div className="form-check checkout-choices__item" key={method.internalId}>
            <input
              className="form-check-input"
              type="radio"
              id={id}
              value={method.internalId}
              {...register('shippingMethodId')}
              {...invalidProps(groupId, error)}
            />
            <label className="form-check-label checkout-choices__label" htmlFor={id}>
              <span>{method.name}</span>
              <span className="checkout-choices__price">
                {pickup
                  ? t('checkout.shipping.pickup')
                  : method.fee === 0
                    ? t('checkout.shipping.free')
                    : fee}
              </span>
            </label>
          </div>
        );
      })}
      <FieldErrorText id={groupId} error={error} />
    </fieldset>
  );
}

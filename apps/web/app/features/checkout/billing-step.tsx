import { zodResolver } from '@hookform/resolvers/zod';
import type { Address, Cart } from '@shop/contracts';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { AddressChoice } from './address-choice.tsx';
import type { CheckoutApi, CustomerAddress } from './checkout-api.ts';
import {
  BillingStepSchema,
  type BillingStepValues,
  blankToNull,
  newAddressChoice,
  plainAddress,
  toAddress,
} from './checkout-forms.ts';
import { FieldErrorText, invalidProps, RequiredMark, TextField } from './form-field.tsx';
import { addressFieldFor } from './server-errors.ts';
import { applyServerErrors, reloadForCartError } from './step-errors.ts';
import { StepFrame } from './step-frame.tsx';

export type BillingChoice = { address: Address; values: BillingStepValues };

type BillingStepProps = {
  api: CheckoutApi;
  carts: Cart[];
  saved: CustomerAddress[];
  shippingAddress: Address;
  initial: BillingStepValues;
  focusOnShow: boolean;
  onBack: () => void;
  onDone: (choice: BillingChoice) => Promise<void>;
};

function billingAddressOf(values: BillingStepValues, shipping: Address, saved: CustomerAddress[]): Address {
  if (values.sameAsShipping) return shipping;
  const chosen = saved.find((address) => address.id === values.addressChoice);
  if (values.addressChoice !== newAddressChoice && chosen) return plainAddress(chosen);
  return toAddress(values.address);
}

/**
 * Step 3: the billing address (the shipping address unless unticked), comment and reference, and the terms
 * (spec §5: a required checkbox left unticked fails with validation.required-field). Sent with PATCH
 * SetBillingAddress and SetOrderFields to every chosen cart.
 */
export function BillingStep(props: BillingStepProps) {
  const { api, carts, saved } = props;
  const t = useT();
  const form = useForm<BillingStepValues>({
    resolver: zodResolver(BillingStepSchema),
    defaultValues: props.initial,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const sameAsShipping = form.watch('sameAsShipping');
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const billingAddress = billingAddressOf(values, props.shippingAddress, saved);
    try {
      for (const cart of carts) {
        await api.setBillingAddress(cart.cartId, billingAddress);
        await api.setOrderFields(cart.cartId, blankToNull(values.comment), blankToNull(values.reference));
      }
      await props.onDone({ address: billingAddress, values });
    } catch (error) {
      if (reloadForCartError(error)) return;
      const fieldFor = addressFieldFor('billingAddress', ['comment', 'reference']);
      setFormError(applyServerErrors(error, form.setError, fieldFor));
    }
  });

  return (
    <FormProvider {...form}>
      <StepFrame
        step={2}
        title={t('checkout.step.billing')}
        focusOnShow={props.focusOnShow}
        formError={formError}
        onSubmit={onSubmit}
        onBack={props.onBack}
        submitLabel={t('checkout.continue')}
        submitting={form.formState.isSubmitting}
      >
        <h3 className="checkout-step__subheading">{t('checkout.billing.address')}</h3>
        <div className="form-check mb-3">
          <input
            id="billing-same-as-shipping"
            type="checkbox"
            className="form-check-input"
            {...form.register('sameAsShipping')}
          />
          <label htmlFor="billing-same-as-shipping" className="form-check-label">
            {t('checkout.billing.sameAsShipping')}
          </label>
        </div>
        {sameAsShipping ? null : (
          <AddressChoice
            idPrefix="billing"
            legend={t('checkout.billing.chooseAddress')}
            saved={saved}
            withEmail={false}
            section="billing"
          />
        )}
        <h3 className="checkout-step__subheading">{t('checkout.billing.orderFields')}</h3>
        <TextField
          id="checkout-reference"
          label={t('checkout.reference')}
          registration={form.register('reference')}
          error={errors.reference}
        />
        <TextField
          id="checkout-comment"
          label={t('checkout.comment')}
          registration={form.register('comment')}
          error={errors.comment}
          multiline
        />
        <div className="form-check checkout-terms">
          <input
            id="checkout-accept-terms"
            type="checkbox"
            className={`form-check-input${errors.acceptTerms ? ' is-invalid' : ''}`}
            aria-required
            {...form.register('acceptTerms')}
            {...invalidProps('checkout-accept-terms', errors.acceptTerms)}
          />
          <label htmlFor="checkout-accept-terms" className="form-check-label">
            {t('checkout.acceptTerms')}
            <RequiredMark />
          </label>
          <FieldErrorText id="checkout-accept-terms" error={errors.acceptTerms} />
        </div>
      </StepFrame>
    </FormProvider>
  );
}

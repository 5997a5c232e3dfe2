import { zodResolver } from '@hookform/resolvers/zod';
import type { Address, Cart, ShippingMethod } from '@shop/contracts';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { AddressChoice } from './address-choice.tsx';
import type { CheckoutApi, CustomerAddress } from './checkout-api.ts';
import {
  AddressForm,
  GuestAddressForm,
  newAddressChoice,
  plainAddress,
  type ShippingStepValues,
  shippingStepSchema,
  toAddress,
} from './checkout-forms.ts';
import { shippingCarrier } from './checkout-steps.ts';
import { addressFieldFor } from './server-errors.ts';
import { ShippingMethodChoice } from './shipping-method-choice.tsx';
import { applyServerErrors, reloadForCartError } from './step-errors.ts';
import { StepFrame } from './step-frame.tsx';
import { useShippingMethods } from './use-shipping-methods.ts';

export type ShippingChoice = { address: Address; method: ShippingMethod; values: ShippingStepValues };

type ShippingStepProps = {
  api: CheckoutApi;
  carts: Cart[];
  saved: CustomerAddress[];
  guest: boolean;
  shipmentMethodCode: string | null;
  initial: ShippingStepValues;
  focusOnShow: boolean;
  onBack: () => void;
  onDone: (choice: ShippingChoice) => Promise<void>;
};

function currentAddress(
  choice: string,
  typed: ShippingStepValues['address'],
  saved: CustomerAddress[],
  guest: boolean,
): Address | null {
  if (choice !== newAddressChoice) {
    const found = saved.find((candidate) => candidate.id === choice);
    return found ? plainAddress(found) : null;
  }
  const parsed = (guest ? GuestAddressForm : AddressForm).safeParse(typed);
  return parsed.success ? toAddress(parsed.data) : null;
}

/**
 * Step 2: the shipping address (a saved one or a new one; a guest always types one, with an e-mail) and the
 * shipping method with its fee for that address. Sent with PATCH /api/Cart/SetShipping to every chosen cart.
 */
export function ShippingStep(props: ShippingStepProps) {
  const { api, carts, saved, guest } = props;
  const t = useT();
  const schema = useMemo(() => shippingStepSchema(guest), [guest]);
  const form = useForm<ShippingStepValues>({ resolver: zodResolver(schema), defaultValues: props.initial });
  const [formError, setFormError] = useState<string | null>(null);
  const choice = form.watch('addressChoice');
  const typed = form.watch('address');

  // The address the methods are asked for: the saved one chosen, or the typed one once it is complete.
  // Worked out on every render: react-hook-form hands out the same (mutated) object for `address`.
  const address = currentAddress(choice, typed, saved, guest);
  const methods = useShippingMethods(api, carts[0]?.cartId ?? null, address);

  // A method that is not offered for this address cannot stay chosen; the cheapest is the default.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (methods.status !== 'loaded') return;
    const chosen = getValues('shippingMethodId');
    if (!methods.methods.some((method) => method.internalId === chosen)) {
      setValue('shippingMethodId', methods.methods[0]?.internalId ?? '');
    }
  }, [methods, getValues, setValue]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const method =
      methods.status === 'loaded'
        ? methods.methods.find((m) => m.internalId === values.shippingMethodId)
        : undefined;
    if (!address || !method) {
      form.setError('shippingMethodId', { type: 'required', message: 'validation.required-field' });
      return;
    }
    try {
      // One checkout of several baskets ships for one fee, on the Stock order (ADR 60).
      const carrier = shippingCarrier(carts);
      if (carrier) await api.setShipping(carrier.cartId, address, method.internalId, null);
      for (const cart of carts) {
        if (cart === carrier) continue;
        await api.setShipping(cart.cartId, address, method.internalId, carrier?.cartId ?? null);
      }
      await props.onDone({ address, method, values });
    } catch (error) {
      if (reloadForCartError(error)) return;
      const fieldFor = addressFieldFor('shippingAddress');
      setFormError(
        applyServerErrors(error, form.setError, (path) =>
          path === 'shippingMethod.internalId' ? 'shippingMethodId' : fieldFor(path),
        ),
      );
    }
  });

  return (
    <FormProvider {...form}>
      <StepFrame
        step={1}
        title={t('checkout.step.shipping')}
        focusOnShow={props.focusOnShow}
        formError={formError}
        onSubmit={onSubmit}
        onBack={props.onBack}
        submitLabel={t('checkout.continue')}
        submitting={form.formState.isSubmitting}
      >
        <h3 className="checkout-step__subheading">{t('checkout.shipping.address')}</h3>
        <AddressChoice
          idPrefix="shipping"
          legend={t('checkout.shipping.chooseAddress')}
          saved={saved}
          withEmail={guest}
          section="shipping"
        />
        <h3 className="checkout-step__subheading">{t('checkout.shipping.method')}</h3>
        <ShippingMethodChoice
          state={methods}
          currencyCode={carts[0]?.currencyCode ?? 'EUR'}
          shipmentMethodCode={props.shipmentMethodCode}
        />
      </StepFrame>
    </FormProvider>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { Address, Cart, ShippingMethod } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isStockChangeError } from '../../lib/api-error-text.ts';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import type { CheckoutApi, PaymentMethodItem } from './checkout-api.ts';
import { PaymentStepSchema, type PaymentStepValues } from './checkout-forms.ts';
import { paymentProblem } from './checkout-steps.ts';
import { BusyStatus, FieldErrorText, invalidProps } from './form-field.tsx';
import { formatAddress } from './format-address.ts';
import { placeOrder } from './place-order.ts';
import { applyServerErrors, reloadForCartError } from './step-errors.ts';
import { StepFrame } from './step-frame.tsx';

type PaymentStepProps = {
  api: CheckoutApi;
  carts: Cart[];
  shippingAddress: Address;
  shippingMethod: ShippingMethod;
  billingAddress: Address;
  email: string | null;
  focusOnShow: boolean;
  onBack: () => void;
  /** Where the browser goes after ordering (the receipt or the payment provider). */
  navigate: (url: string) => void;
  /**
   * Stock went between basket and order (issue 28): read the carts again, so the validation cuts them to what
   * can be delivered and the page names the changed lines; the buyer then orders the rest.
   */
  onStockChanged: () => Promise<unknown>;
  /**
   * The user's scope may not place orders (ADR 41): the button sends the order for approval instead, on
   * account, and says who approves it (ADR 81).
   */
  sendForApproval: boolean;
};

type MethodsState =
  | { status: 'loading' }
  | { status: 'loaded'; methods: PaymentMethodItem[] }
  | { status: 'failed'; message: string };

/**
 * Step 4: the payment methods the API offers the caller (POST /api/Payment/GetPaymentMethods: on account for
 * dealers, card for everybody), a last look at the addresses, and the order button.
 */
export function PaymentStep(props: PaymentStepProps) {
  const { api, carts, sendForApproval } = props;
  const t = useT();
  const language = useLanguage();
  const [methods, setMethods] = useState<MethodsState>({ status: 'loading' });
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<PaymentStepValues>({ resolver: zodResolver(PaymentStepSchema) });
  const firstCartId = carts[0]?.cartId ?? null;
  const { setValue } = form;

  useEffect(() => {
    if (!firstCartId) return;
    let current = true;
    api.getPaymentMethods(firstCartId).then(
      (all) => {
        if (!current) return;
        // An order sent for approval is paid on account: the colleague who approves it commits the company.
        const list = sendForApproval ? all.filter((method) => method.id === 'account') : all;
        setMethods({ status: 'loaded', methods: list });
        const first = list[0];
        if (first) setValue('paymentMethod', first.id);
      },
      (error: unknown) => {
        if (current)
          setMethods({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [api, firstCartId, setValue, sendForApproval]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const problem = paymentProblem(values.paymentMethod);
    if (problem) {
      form.setError('paymentMethod', { type: 'validate', message: problem });
      return;
    }
    try {
      const next = await placeOrder({
        api,
        cartIds: carts.map((cart) => cart.cartId),
        paymentMethod: values.paymentMethod,
        email: props.email,
        language,
        origin: window.location.origin,
        approval: sendForApproval,
      });
      // The page is being left: the form stays disabled so the order button cannot be pressed again.
      setLeaving(true);
      props.navigate(next);
    } catch (error) {
      if (reloadForCartError(error)) return;
      if (isStockChangeError(error)) await props.onStockChanged().catch(() => undefined);
      setFormError(
        applyServerErrors(error, form.setError, (path) =>
          path === 'paymentMethod' ? 'paymentMethod' : null,
        ),
      );
    }
  });

  const error = form.formState.errors.paymentMethod;
  return (
    <StepFrame
      step={3}
      title={t('checkout.step.payment')}
      focusOnShow={props.focusOnShow}
      formError={formError}
      onSubmit={onSubmit}
      onBack={props.onBack}
      submitLabel={sendForApproval ? t('checkout.approval.submit') : t('checkout.placeOrder')}
      submitting={form.formState.isSubmitting || leaving}
    >
      <dl className="checkout-review">
        <dt>{t('checkout.shipping.address')}</dt>
        <dd>{formatAddress(props.shippingAddress, language)}</dd>
        <dt>{t('checkout.shipping.method')}</dt>
        <dd>{props.shippingMethod.name}</dd>
        <dt>{t('checkout.billing.address')}</dt>
        <dd>{formatAddress(props.billingAddress, language)}</dd>
      </dl>
      <h3 className="checkout-step__subheading">{t('checkout.payment.method')}</h3>
      {methods.status === 'loading' ? (
        <BusyStatus>{t('checkout.payment.loadingMethods')}</BusyStatus>
      ) : methods.status === 'failed' ? (
        <div className="alert alert-danger" role="alert">
          {t('checkout.payment.methodsFailed')} {methods.message}
        </div>
      ) : (
        <fieldset
          className="checkout-choices mb-3"
          aria-describedby={error ? 'payment-method-error' : undefined}
        >
          <legend className="visually-hidden">{t('checkout.payment.method')}</legend>
          {methods.methods.map((method) => (
            <div className="form-check checkout-choices__item" key={method.id}>
              <input
                className="form-check-input"
                type="radio"
                id={`payment-method-${method.id}`}
                value={method.id}
                {...form.register('paymentMethod')}
                {...invalidProps('payment-method', error)}
              />
              <label
                className="form-check-label checkout-choices__label"
                htmlFor={`payment-method-${method.id}`}
              >
                {/* The API names the method's text: its wiring picks the payment providers. */}
                <span>{t.dynamic(method.nameKey)}</span>
                {method.redirect ? (
                  <span className="checkout-choices__note">{t('checkout.payment.redirectNote')}</span>
                ) : null}
              </label>
            </div>
          ))}
          <FieldErrorText id="payment-method" error={error} />
        </fieldset>
      )}
      {sendForApproval ? (
        <p className="alert alert-info checkout-approval-note">{t('checkout.approval.note')}</p>
      ) : null}
    </StepFrame>
  );
}

import { localizePath } from '@shop/contracts/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import type { CheckoutApi } from './checkout-api.ts';
import { type PaymentReturn, paymentReturnMessageKey } from './payment-return.ts';

type PaymentReturnPanelProps = {
  api: CheckoutApi;
  paymentReturn: PaymentReturn;
  navigate: (url: string) => void;
};

/**
 * The payer came back without a captured payment (declined, cancelled…): the order is kept waiting for its
 * payment, and paying again opens a new payment intent for the same cart (the API captures at most one).
 */
export function PaymentReturnPanel({ api, paymentReturn, navigate }: PaymentReturnPanelProps) {
  const t = useT();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function retry() {
    setBusy(true);
    setError(null);
    try {
      const intent = await api.createPaymentIntent(paymentReturn.cartId, window.location.origin);
      const link = intent.paymentIntentResponse.redirectLink;
      if (!link) throw new Error(t('checkout.paymentNotStarted'));
      navigate(link);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  }

  return (
    <section className="checkout-payment-return" aria-labelledby="checkout-payment-return-heading">
      <h2 id="checkout-payment-return-heading">{t('checkout.paymentReturned.title')}</h2>
      <div className="alert alert-warning" role="alert">
        {t(paymentReturnMessageKey(paymentReturn.outcome))}
      </div>
      {paymentReturn.orderId ? (
        <p>{t('checkout.paymentReturned.order', { orderId: paymentReturn.orderId })}</p>
      ) : null}
      {error ? (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      ) : null}
      <div className="checkout-step__actions">
        <Link to={localizePath('cart', language)} className="btn btn-outline-primary">
          {t('checkout.backToCart')}
        </Link>
        <button
          type="button"
          className="btn btn-primary btn-lg"
          onClick={retry}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {t('checkout.paymentReturned.retry')}
        </button>
      </div>
    </section>
  );
}

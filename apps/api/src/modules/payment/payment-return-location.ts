import { type LanguageCode, localizePath, type PaymentReturnOutcome } from '@shop/contracts';
import type { VerifiedPayment } from './verify-payment.ts';

function outcomeOf(verified: VerifiedPayment): PaymentReturnOutcome {
  switch (verified.status) {
    case 'declined':
    case 'cancelled':
    case 'failed':
      return verified.status;
    default:
      return 'pending';
  }
}

/**
 * Where the payer's browser goes after coming back from the provider: the receipt (of every order the payment
 * paid) when the payment was captured, else the checkout with `?payment=<outcome>` (and the cart and order, to retry with a new intent).
 * A path on the origin the payer came back to, which CreatePaymentIntent checked was the shop's.
 */
export function paymentReturnLocation(verified: VerifiedPayment): string {
  const language: LanguageCode = verified.order.languageCode === 'da' ? 'da' : 'en';
  const query = new URLSearchParams();
  if (verified.status === 'captured') {
    for (const orderId of verified.orderIds) query.append('orderId', orderId);
    return `${localizePath('checkoutReceipt', language)}?${query}`;
  }
  query.set('payment', outcomeOf(verified));
  query.set('cartId', verified.order.cartId);
  query.set('orderId', verified.order.id);
  return `${localizePath('checkout', language)}?${query}`;
}

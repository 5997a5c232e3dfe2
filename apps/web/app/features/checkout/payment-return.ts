import type { PaymentReturnOutcome } from '@shop/contracts';
import { paymentReturnOutcomes } from '@shop/contracts/cart-constants';
import type { TextKey } from '@shop/ui-texts';

/** The payer came back from the payment provider without a captured payment (spec §7 VerifyPaymentRedirect). */
export type PaymentReturn = { outcome: PaymentReturnOutcome; cartId: string; orderId: string | null };

/**
 * `?payment=declined&cartId=…&orderId=…` on the checkout URL: the order exists and waits for its payment;
 * a new payment intent for the same cart retries it. Anything else in the query is not a payment return.
 */
export function readPaymentReturn(search: URLSearchParams): PaymentReturn | null {
  const outcome = search.get('payment');
  const cartId = search.get('cartId')?.trim();
  if (!outcome || !cartId || !(paymentReturnOutcomes as readonly string[]).includes(outcome)) return null;
  return { outcome: outcome as PaymentReturnOutcome, cartId, orderId: search.get('orderId')?.trim() || null };
}

/** The translation key telling the payer what happened to the payment. */
export const paymentReturnMessageKey = (outcome: PaymentReturnOutcome): TextKey =>
  `checkout.payment.${outcome}`;

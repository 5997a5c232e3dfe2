import type { LanguageCode, PaymentMethodId } from '@shop/contracts';
import { localizePath } from '@shop/contracts/routes';
import type { CheckoutApi } from './checkout-api.ts';

/** The receipt of one checkout's orders (`?orderId=` once per order). */
export function receiptPath(language: LanguageCode, orderIds: readonly string[]): string {
  const query = new URLSearchParams();
  for (const orderId of orderIds) query.append('orderId', orderId);
  return `${localizePath('checkoutReceipt', language)}?${query}`;
}

/** A card payment could not be started (no link to the provider); the translation key says so. */
export class PaymentNotStartedError extends Error {
  constructor() {
    super('checkout.paymentNotStarted');
    this.name = 'PaymentNotStartedError';
  }
}

type PlaceOrderInput = {
  api: Pick<CheckoutApi, 'createOrder' | 'createPaymentIntent'>;
  cartIds: readonly string[];
  paymentMethod: PaymentMethodId;
  /** A guest's e-mail for the confirmation; dealers get theirs from the customer. */
  email: string | null;
  language: LanguageCode;
  /** The shop's origin the payer returns to from the provider (window.location.origin). */
  origin: string;
};

/**
 * The last step: one order per chosen cart (POST /api/Order/CreateOrderByCartId; the API answers the same
 * order again for a repeated call, so a retry never orders twice), then where the browser goes. On account
 * that is the receipt; by card it is the provider's page of a new payment intent for the order's cart
 * (POST /api/Payment/CreatePaymentIntent), which comes back through VerifyPaymentRedirect.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<string> {
  const created = [];
  for (const cartId of input.cartIds) {
    created.push(await input.api.createOrder(cartId, input.paymentMethod, input.email));
  }
  const toPay = created.find((answer) => answer.next === 'payment');
  if (!toPay)
    return receiptPath(
      input.language,
      created.map((answer) => answer.order.orderId),
    );
  const intent = await input.api.createPaymentIntent(toPay.order.cartId, input.origin);
  const link = intent.paymentIntentResponse.redirectLink;
  if (!link) throw new PaymentNotStartedError();
  return link;
}

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
  api: Pick<CheckoutApi, 'createOrder' | 'createOrders' | 'createPaymentIntent'>;
  cartIds: readonly string[];
  paymentMethod: PaymentMethodId;
  /** A guest's e-mail for the confirmation; dealers get theirs from the customer. */
  email: string | null;
  language: LanguageCode;
  /** The shop's origin the payer returns to from the provider (window.location.origin). */
  origin: string;
  /** Send the orders for approval instead of placing them (ADR 81): a user whose scope may not place orders. */
  approval?: boolean;
};

/**
 * The last step. One cart: its order (POST /api/Order/CreateOrderByCartId). Several carts: one checkout
 * (POST /api/Order/CreateOrdersByCartIds, ADR 60): one order per cart made together, shipping charged once.
 * The API answers the same orders again for a repeated call, so a retry never orders twice. Then where the
 * browser goes: on account the receipt of every order; by card the provider's page of one payment intent
 * for all of them (POST /api/Payment/CreatePaymentIntent), which comes back through VerifyPaymentRedirect.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<string> {
  const [only, ...others] = input.cartIds;
  if (!only) throw new Error('placeOrder needs a cart');
  const created =
    others.length === 0
      ? await input.api
          .createOrder(only, input.paymentMethod, input.email, input.approval ?? false)
          .then((answer) => ({ orders: [answer.order], next: answer.next }))
      : await input.api.createOrders(
          input.cartIds,
          input.paymentMethod,
          input.email,
          input.approval ?? false,
        );
  // Any cart of the checkout names its payment: the intent charges every order of it.
  const toPay = created.orders.find((order) => order.status === 'PendingPayment') ?? created.orders[0];
  if (created.next !== 'payment' || !toPay)
    return receiptPath(
      input.language,
      created.orders.map((order) => order.orderId),
    );
  const intent = await input.api.createPaymentIntent(toPay.cartId, input.origin);
  const link = intent.paymentIntentResponse.redirectLink;
  if (!link) throw new PaymentNotStartedError();
  return link;
}

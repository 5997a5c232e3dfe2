/**
 * Plain cart and order constants with no zod, so the browser bundle can use them without pulling in the
 * schemas (a value imported from cart.ts or order.ts keeps every zod schema of those modules in the
 * bundle). cart.ts and order.ts build their zod enums from these and re-export them.
 */

/** Order types a cart can hold; Preorder and Stock are the checkout candidates (spec §3). */
export const cartOrderTypes = ['Preorder', 'Stock', 'FutureStock', 'Web'] as const;
export const checkoutOrderTypes = ['Preorder', 'Stock'] as const;

/** Most lines one cart may hold, and the largest quantity of one line: bounds, not business rules. */
export const maxCartLines = 500;
export const maxLineQuantity = 100_000;

/** `account`: pay on account (dealers, no redirect). `card`: the hosted card gateway (redirect flow). */
export const paymentMethodIds = ['account', 'card'] as const;

/**
 * Where VerifyPaymentRedirect sends a payer whose payment was not captured: back to checkout with
 * `?payment=<outcome>&cartId=…&orderId=…`, from where a new CreatePaymentIntent for the same cart retries.
 */
export const paymentReturnOutcomes = ['declined', 'cancelled', 'failed', 'pending'] as const;

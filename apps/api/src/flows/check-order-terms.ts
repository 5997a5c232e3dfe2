import { formatMoneyIn } from '@shop/commerce';
import type { CartCalculation, CreateOrderByCartIdBody } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { appError } from '../lib/app-error.ts';
import type { Ctx } from '../lib/context.ts';
import type { PricedCart } from '../modules/cart/index.ts';
import { customers } from '../modules/customer/customer.tables.ts';
import type { OrderTerms } from '../modules/order/index.ts';
import { isPaymentMethodAllowed } from '../modules/payment/index.ts';

/** A CheckoutBlockedException, like the other reasons a cart cannot become an order right now. */
export const cartNotCalculated = () =>
  appError(
    'cart-not-calculated',
    'The cart has changed since it was last calculated; calculate it (CalculateCart) before ordering',
  );

async function customerEmail(ctx: Ctx, customerNumber: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  return row?.email ?? null;
}

/** The product of a cart line by variant, as the buyer reads it; the variant id when it is gone. */
const productLabel = (priced: PricedCart, variantId: string) => {
  const line = priced.lines.find((candidate) => candidate.variantId === variantId);
  return line ? `${line.product.name} ${line.product.colorName} ${line.product.size}` : variantId;
};

const sameMoney = (a: CartCalculation, b: CartCalculation) =>
  a.totalNetPrice.priceWithVat === b.totalNetPrice.priceWithVat &&
  a.totalNetPrice.priceWithoutVat === b.totalNetPrice.priceWithoutVat;

/**
 * Everything that must hold before a freshly priced cart becomes an order (spec §5 and checkout), checked on
 * the server whatever the client showed. `seen` is the calculation the buyer last saw (the stored one). 400 for
 * what the buyer must still fill in, 409 for a cart or customer that cannot be ordered as it is.
 */
export async function checkOrderTerms(
  ctx: Ctx,
  priced: PricedCart,
  seen: CartCalculation,
  body: Pick<z.infer<typeof CreateOrderByCartIdBody>, 'paymentMethod' | 'email'>,
): Promise<OrderTerms> {
  const { cart, customer } = priced;
  if (cart.orderType !== 'Preorder' && cart.orderType !== 'Stock') {
    throw appError(
      'order-type-not-orderable',
      `A ${cart.orderType} cart cannot be ordered; only Preorder and Stock carts can`,
    );
  }
  if (customer && customer.blockedStatus !== 'None') {
    throw appError('customer-blocked', `Customer ${customer.customerNumber} is blocked for checkout`);
  }
  if (!isPaymentMethodAllowed(ctx, body.paymentMethod)) {
    throw appError(
      'payment-method-not-allowed',
      `paymentMethod ${body.paymentMethod} is not available here; a guest pays by card`,
    );
  }
  const changed = priced.validationChanges[0];
  if (changed) {
    const what = changed.kind === 'cut' ? `was cut from ${changed.from} to ${changed.to}` : 'was removed';
    throw appError(
      'cart-changed-by-validation',
      `Your basket has been changed by the cart validation (${cart.orderType}): ` +
        `${productLabel(priced, changed.productKey.variantId)} ${what}; review the cart and order again`,
    );
  }
  const calculation = cart.calculation;
  if (priced.lines.length === 0 || calculation.summary.totalQuantity <= 0) {
    throw appError('cart-empty', 'The cart is empty');
  }
  if (!sameMoney(calculation, seen)) {
    throw appError(
      'cart-prices-changed',
      'Prices or shipping changed since the cart was calculated; review the new totals and order again',
    );
  }
  const minimum = calculation.minimum;
  if (minimum && !minimum.met && minimum.messageKey) {
    const sale = minimum.messageKey === 'cart.minimumSaleOrderAmountNotExceeded';
    const amount = formatMoneyIn(sale ? minimum.saleThreshold : minimum.threshold, cart.currencyCode, 'en');
    throw appError(
      minimum.messageKey,
      sale
        ? `The minimum amount of ${amount} for sale items has not been reached`
        : `The minimum order amount of ${amount} has not been reached`,
    );
  }
  const shippingAddress = cart.shippingAddress;
  if (!shippingAddress)
    throw appError('shipping-address-missing', 'A shipping address is required (SetShipping)');
  const shippingMethod = cart.shippingMethod;
  if (!shippingMethod)
    throw appError('shipping-method-missing', 'A shipping method is required (SetShipping)');
  // No billing address given: the invoice goes where the goods go (the usual case for guests and most dealers).
  const billingAddress = cart.billingAddress ?? shippingAddress;

  const email =
    body.email ??
    (customer ? await customerEmail(ctx, customer.customerNumber) : null) ??
    shippingAddress.email ??
    billingAddress.email;
  if (!customer && !email) {
    throw appError('email-missing', 'email is required for a guest order (where the confirmation goes)');
  }
  // The terms as they are now: the order keeps them, whatever staff set later (its invoices are due by them).
  const paymentTerms = customer?.paymentTerms ?? null;
  return { calculation, shippingAddress, billingAddress, shippingMethod, email, paymentTerms };
}

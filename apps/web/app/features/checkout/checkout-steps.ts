import { checkoutBlockReason, type MinimumCheck } from '@shop/commerce';
import type { Cart, CheckoutOrderType, PaymentMethodId, ShippingMethod } from '@shop/contracts';
import { checkoutOrderTypes } from '@shop/contracts/cart-constants';

/** The checkout's steps in order (spec §2 Checkout): what to buy, where to, who pays and how. */
export const checkoutSteps = ['orderTypes', 'shipping', 'billing', 'payment'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** Spec §5: a multi-step form starts at step 0 and moves one step at a time, never past either end. */
export const firstStep = 0;
export const lastStep = checkoutSteps.length - 1;

export function nextStep(step: number): number {
  return Math.min(Math.max(step, firstStep) + 1, lastStep);
}

export function previousStep(step: number): number {
  return Math.max(Math.min(step, lastStep) - 1, firstStep);
}

export function stepName(step: number): CheckoutStep {
  return checkoutSteps[Math.min(Math.max(step, firstStep), lastStep)] as CheckoutStep;
}

const isCheckoutOrderType = (orderType: string): orderType is CheckoutOrderType =>
  (checkoutOrderTypes as readonly string[]).includes(orderType);

/** The product lines of a cart that count: a line of quantity 0 is not something to buy. */
export const productLineCount = (cart: Pick<Cart, 'lines'>) =>
  cart.lines.filter((line) => line.type === 'product' && line.quantity > 0).length;

/**
 * The carts that can be checked out (spec §3: Preorder and Stock are the checkout candidates): open, with
 * at least one product line, in the order of `checkoutOrderTypes`.
 */
export function checkoutCandidates<T extends Pick<Cart, 'orderType' | 'lines' | 'usedInOrder'>>(
  carts: readonly T[],
): Array<T & { orderType: CheckoutOrderType }> {
  const open = carts.filter(
    (cart): cart is T & { orderType: CheckoutOrderType } =>
      isCheckoutOrderType(cart.orderType) && !cart.usedInOrder && productLineCount(cart) > 0,
  );
  return checkoutOrderTypes.flatMap((orderType) => open.filter((cart) => cart.orderType === orderType));
}

/**
 * The order types ticked when the checkout opens: those that may be checked out now (minimum met, or no
 * minimum), or all of them when none may, so the first step says why. A guest's baskets have no minimum: all
 * are ticked, and one checkout orders and pays them together (ADR 60).
 */
export function preselectedOrderTypes(
  carts: ReadonlyArray<Pick<Cart, 'orderType' | 'calculation'>>,
  guest = false,
): CheckoutOrderType[] {
  const all = carts.map((cart) => cart.orderType).filter(isCheckoutOrderType);
  if (guest) return all;
  const ready = carts
    .filter((cart) => cart.calculation?.minimum?.met ?? true)
    .map((cart) => cart.orderType)
    .filter(isCheckoutOrderType);
  return ready.length > 0 ? ready : all;
}

/** Translation keys of what stops the first step; the spec names only the "none selected" one. */
export type OrderTypesProblem =
  | 'checkout.cartSummaryNoOrderTypesSelectedMessage'
  | 'cart.customer-blocked'
  | 'checkout.calculating'
  | 'checkout.notCalculated'
  | 'cart.minimum-not-met';

export type OrderTypesInput = {
  selected: readonly CheckoutOrderType[];
  carts: ReadonlyArray<Pick<Cart, 'orderType' | 'calculation'>>;
  /** Any chosen cart is being calculated. */
  calculating: boolean;
  /** The customer's blockedStatus; guests are never blocked ('None'). */
  blockedStatus: string;
  /** A guest's (retail) baskets have no minimum. */
  guest: boolean;
};

const blockMessages = {
  'customer-blocked': 'cart.customer-blocked',
  'checkout.cartSummaryNoOrderTypesSelectedMessage': 'checkout.cartSummaryNoOrderTypesSelectedMessage',
  calculating: 'checkout.calculating',
  'minimum-not-met': 'cart.minimum-not-met',
} as const satisfies Record<string, OrderTypesProblem>;

/**
 * Spec §5: checkout is blocked for a customer whose blockedStatus is not None, when no order type is chosen
 * ('checkout.cartSummaryNoOrderTypesSelectedMessage'), while a chosen cart calculates, and unless every chosen
 * order type meets its minimum. A guest's cart has no minimum (retail); a dealer's cart must have been
 * calculated to know it.
 */
export function orderTypesProblem(input: OrderTypesInput): OrderTypesProblem | null {
  const chosen = input.carts.filter((cart) => input.selected.includes(cart.orderType as CheckoutOrderType));
  // A guest's cart has no minimum; a dealer's cart without a calculation has one nobody knows yet.
  const uncalculated = !input.guest && chosen.some((cart) => !cart.calculation);
  const checks = chosen.map((cart) =>
    input.guest ? noMinimum(cart.orderType) : (cart.calculation?.minimum ?? noMinimum(cart.orderType)),
  );
  const reason = checkoutBlockReason({
    checks,
    calculating: input.calculating,
    blockedStatus: input.blockedStatus,
  });
  if (reason && reason !== 'minimum-not-met') return blockMessages[reason];
  if (uncalculated) return 'checkout.notCalculated';
  if (reason) return blockMessages[reason];
  return null;
}

/** A guest's (retail) cart has no minimum order amount. */
function noMinimum(orderType: string): MinimumCheck {
  return {
    orderType: orderType === 'Preorder' ? 'Preorder' : 'Stock',
    met: true,
    messageKey: null,
    threshold: 0,
    amount: 0,
    saleThreshold: 0,
    saleAmount: 0,
  };
}

/** A payment method must be chosen; one payment (on account or by card) pays every chosen order (ADR 60). */
export function paymentProblem(method: PaymentMethodId | null): 'validation.required-field' | null {
  return method === null ? 'validation.required-field' : null;
}

/**
 * The cart whose order carries the shipping fee of a checkout of several carts (ADR 60): the Stock order, which
 * ships first; the others ship with it for no fee of their own. Null for a checkout of one cart.
 */
export function shippingCarrier<T extends Pick<Cart, 'cartId' | 'orderType'>>(carts: readonly T[]): T | null {
  if (carts.length < 2) return null;
  return carts.find((cart) => cart.orderType === 'Stock') ?? carts[0] ?? null;
}

/** Spec §6: pickup is in use when the customer's shipment method code is EXW (the API marks the method). */
export function isPickup(method: Pick<ShippingMethod, 'extraInfo'>, shipmentMethodCode?: string | null) {
  return method.extraInfo.pickup || shipmentMethodCode === 'EXW';
}

import { toMinor } from '../money.ts';
import type { CartSummaryTotals } from './cart-calculation.ts';

/**
 * Spec §5 minimum order amounts (all without VAT) and whether checkout may go ahead. Amounts are minor units.
 */

/** Spec §9 on-sale minimums per currency, in minor units. Currencies not listed (SEK, NOK) have none. */
export const saleMinimumByCurrency: Readonly<Record<string, number>> = Object.freeze({
  DKK: toMinor(2500, 'DKK'),
  EUR: toMinor(300, 'EUR'),
  GBP: toMinor(500, 'GBP'),
  USD: toMinor(1000, 'USD'),
});

/** Spec §9 'APAC EUR 1000': a price group whose on-sale minimum replaces the currency's, per currency. */
export const saleMinimumByPriceGroup: Readonly<Record<string, Readonly<Record<string, number>>>> =
  Object.freeze({
    'B2B APAC': Object.freeze({ EUR: toMinor(1000, 'EUR') }),
  });

/** The on-sale minimum for a customer: their price group's if it has one in this currency, else the currency's. */
export function saleMinimum(currencyCode: string, priceGroupCode: string | null): number {
  const byGroup =
    priceGroupCode === null ? undefined : saleMinimumByPriceGroup[priceGroupCode]?.[currencyCode];
  return byGroup ?? saleMinimumByCurrency[currencyCode] ?? 0;
}

export type MinimumOrderType = 'Preorder' | 'Stock';

export type MinimumMessageKey =
  | 'cart.minimumOrderAmountNotExceeded'
  | 'cart.minimumSaleOrderAmountNotExceeded';

export type MinimumCheck = {
  orderType: MinimumOrderType;
  met: boolean;
  /** Translation key of the summary warning; `{amount}` in its text is the threshold that was missed. */
  messageKey: null | MinimumMessageKey;
  threshold: number;
  amount: number;
  /** The on-sale minimum and total; both 0 for a Preorder, where no on-sale minimum applies. */
  saleThreshold: number;
  saleAmount: number;
};

export type MinimumOrderInput = {
  orderType: MinimumOrderType;
  summary: CartSummaryTotals;
  currencyCode: string;
  priceGroupCode: string | null;
  /** Customer minOrderAmount (Stock); null/undefined is the spec default 0. */
  minOrderAmount?: number | null;
  /** Customer minOrderAmountPre (Preorder); null/undefined is the spec default 0. */
  minOrderAmountPre?: number | null;
};

/**
 * A Preorder needs its preorder total ≥ minOrderAmountPre. A Stock order needs its stock total ≥ minOrderAmount:
 * the goods it orders from stock, on hand now and coming soon (future stock), since both are ordered and paid
 * with it (a basket of coming-soon goods is a Stock order too; issue 28 item 5, ADR 69); and, when it holds on-sale items, an on-sale total ≥ the sale minimum. An order with
 * nothing qualifying (amount 0 and no on-sale items) fails even when the threshold is 0: an empty cart is
 * not an order. The order-amount warning takes precedence over the on-sale one.
 */
export function checkMinimumOrder(input: MinimumOrderInput): MinimumCheck {
  const { orderType, summary } = input;
  if (orderType === 'Preorder') {
    const threshold = threshold0(input.minOrderAmountPre, 'minOrderAmountPre');
    const amount = summary.totalPriceOfPreorderWithoutVat;
    const met = amount > 0 && amount >= threshold;
    return {
      orderType,
      met,
      messageKey: met ? null : 'cart.minimumOrderAmountNotExceeded',
      threshold,
      amount,
      saleThreshold: 0,
      saleAmount: 0,
    };
  }
  if (orderType !== 'Stock')
    throw new RangeError(`No minimum order rule for order type ${String(orderType)}`);

  const threshold = threshold0(input.minOrderAmount, 'minOrderAmount');
  const amount = summary.totalPriceOfInStockWithoutVat + summary.totalPriceOfInFutureStockWithoutVat;
  const hasSaleItems = summary.totalQuantityOfOnSale > 0;
  const saleThreshold = hasSaleItems ? saleMinimum(input.currencyCode, input.priceGroupCode) : 0;
  const saleAmount = summary.totalPriceOfOnSaleWithoutVat;
  const orderMet = (amount > 0 || hasSaleItems) && amount >= threshold;
  const saleMet = !hasSaleItems || saleAmount >= saleThreshold;
  return {
    orderType,
    met: orderMet && saleMet,
    messageKey: !orderMet
      ? 'cart.minimumOrderAmountNotExceeded'
      : !saleMet
        ? 'cart.minimumSaleOrderAmountNotExceeded'
        : null,
    threshold,
    amount,
    saleThreshold,
    saleAmount,
  };
}

function threshold0(value: number | null | undefined, name: string): number {
  if (value === null || value === undefined) return 0;
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer in minor units, got ${value}`);
  }
  return value;
}

export type CheckoutBlockReason =
  | 'customer-blocked'
  | 'checkout.cartSummaryNoOrderTypesSelectedMessage'
  | 'calculating'
  | 'minimum-not-met';

export type CheckoutGate = {
  /** One check per order type chosen for checkout. */
  checks: readonly MinimumCheck[];
  /** True while any chosen cart is being (re)calculated. */
  calculating: boolean;
  /** Customer blockedStatus; anything other than 'None' blocks checkout (spec §5). */
  blockedStatus: string;
};

/**
 * Why checkout is blocked, or null when it may go ahead. Checked in this order: a blocked customer, no order
 * type chosen (its value is the translation key the checkout shows), a calculation running, a minimum not met.
 */
export function checkoutBlockReason(input: CheckoutGate): CheckoutBlockReason | null {
  if (input.blockedStatus !== 'None') return 'customer-blocked';
  if (input.checks.length === 0) return 'checkout.cartSummaryNoOrderTypesSelectedMessage';
  if (input.calculating) return 'calculating';
  if (!input.checks.every((check) => check.met)) return 'minimum-not-met';
  return null;
}

/** Spec §5: checkout only when every chosen order type meets its minimum, nothing calculates, not blocked. */
export function canCheckOut(input: CheckoutGate): boolean {
  return checkoutBlockReason(input) === null;
}

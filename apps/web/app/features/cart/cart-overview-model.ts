import { type CheckoutBlockReason, checkoutBlockReason, type MinimumCheck } from '@shop/commerce';
import type { CartOrderType, CheckoutOrderType, MinimumOrderCheck } from '@shop/contracts';
import { cartOrderTypes, checkoutOrderTypes } from '@shop/contracts/cart-constants';
import { type CartEntry, type CartState, cartPieces } from './cart-state.ts';

/** One row of the summary (spec §2 'Cart page and summary'); amounts without VAT, minor units. */
export type SummaryRow =
  | { kind: 'order-type'; orderType: CartOrderType; quantity: number; amount: number }
  | { kind: 'on-sale' | 'coming-soon' | 'summer-shop'; quantity: number; amount: number }
  | { kind: 'total'; quantity: number; amount: number };

export type MinimumWarning = {
  orderType: CheckoutOrderType;
  messageKey: NonNullable<MinimumOrderCheck['messageKey']>;
  /** The threshold the text names, minor units without VAT. */
  amount: number;
};

export type CartOverview = {
  /** Order types with lines, in the spec's order. */
  entries: CartEntry[];
  currencyCode: string | null;
  rows: SummaryRow[];
  warnings: MinimumWarning[];
  /** Some cart with lines is being changed or calculated, or still waits for its calculation. */
  calculating: boolean;
  blockReason: CheckoutBlockReason | null;
  /** The checkout order types that meet their minimum: what the checkout lets the buyer order now. */
  orderable: CheckoutOrderType[];
};

const hasLines = (entry: CartEntry | undefined): entry is CartEntry =>
  Boolean(entry?.cart?.lines.some((line) => line.type === 'product'));

/** An anonymous cart has no minimum (spec §5 minimums are a customer's): it counts as met. */
const metWithoutMinimum = (orderType: CheckoutOrderType): MinimumCheck => ({
  orderType,
  met: true,
  messageKey: null,
  threshold: 0,
  amount: 0,
  saleThreshold: 0,
  saleAmount: 0,
});

/**
 * What the cart page's overview and the mini cart show: a row per order type, the on-sale, coming-soon
 * (future stock) and summer-shop rows when they hold anything, the total, the minimum warnings, and
 * whether checkout may go ahead (spec §5: nothing is calculating, the customer is not blocked, and the
 * order types to check out meet their minimums: those that do are ordered, one is enough).
 */
export function cartOverview(state: CartState, blockedStatus: string): CartOverview {
  const entries = cartOrderTypes.map((orderType) => state.entries[orderType]).filter(hasLines);
  const summaries = entries.flatMap((entry) =>
    entry.cart?.calculation ? [entry.cart.calculation.summary] : [],
  );
  const sum = (pick: (summary: (typeof summaries)[number]) => number) =>
    summaries.reduce((total, summary) => total + pick(summary), 0);

  const rows: SummaryRow[] = entries.map((entry) => ({
    kind: 'order-type',
    orderType: entry.orderType,
    quantity: cartPieces(entry.cart),
    amount: entry.cart?.calculation?.summary.subTotalWithoutVat ?? 0,
  }));
  const extra = [
    ['on-sale', sum((s) => s.totalQuantityOfOnSale), sum((s) => s.totalPriceOfOnSaleWithoutVat)],
    [
      'coming-soon',
      sum((s) => s.totalQuantityOfInFutureStock),
      sum((s) => s.totalPriceOfInFutureStockWithoutVat),
    ],
    ['summer-shop', sum((s) => s.totalQuantityOfSummerShop), sum((s) => s.totalPriceOfSummerShopWithoutVat)],
  ] as const;
  for (const [kind, quantity, amount] of extra) {
    if (quantity > 0) rows.push({ kind, quantity, amount });
  }
  if (entries.length > 0) {
    rows.push({
      kind: 'total',
      quantity: rows.reduce((total, row) => total + (row.kind === 'order-type' ? row.quantity : 0), 0),
      amount: sum((s) => s.subTotalWithoutVat),
    });
  }

  const checkoutEntries = entries.filter((entry): entry is CartEntry & { orderType: CheckoutOrderType } =>
    (checkoutOrderTypes as readonly string[]).includes(entry.orderType),
  );
  const warnings = checkoutEntries.flatMap((entry): MinimumWarning[] => {
    const minimum = entry.cart?.calculation?.minimum;
    if (!minimum?.messageKey || minimum.met) return [];
    const amount =
      minimum.messageKey === 'cart.minimumSaleOrderAmountNotExceeded'
        ? minimum.saleThreshold
        : minimum.threshold;
    return [{ orderType: entry.orderType, messageKey: minimum.messageKey, amount }];
  });
  const calculating = entries.some(
    (entry) => entry.busy || entry.calculating || entry.cart?.calculation === null,
  );
  const checks = checkoutEntries.map(
    (entry) => entry.cart?.calculation?.minimum ?? metWithoutMinimum(entry.orderType),
  );
  // The checkout orders the baskets that qualify and leaves the others (checkout-steps.ts
  // preselectedOrderTypes): one qualifying basket is enough to go there.
  const met = checks.filter((check) => check.met);
  return {
    entries,
    currencyCode: entries.find((entry) => entry.cart)?.cart?.currencyCode ?? null,
    rows,
    warnings,
    calculating,
    blockReason: checkoutBlockReason({
      checks: met.length > 0 ? met : checks,
      calculating,
      blockedStatus,
    }),
    orderable: met.map((check) => check.orderType),
  };
}

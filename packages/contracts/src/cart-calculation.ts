import { z } from 'zod';
import { CheckoutOrderType } from './cart-header.ts';
import { MoneyPair } from './cart-line.ts';
import { VatDecision } from './tax.ts';

/** Spec §3 'Calculated cart' and 'Cart summary totals': what CalculateCart adds to a cart. */

/** Spec §3 'Cart summary totals' (without VAT) with the matching quantities. */
export const CartSummaryTotals = z.object({
  subTotalWithoutVat: z.number().int(),
  totalPriceOfInStockWithoutVat: z.number().int(),
  totalPriceOfPreorderWithoutVat: z.number().int(),
  totalPriceOfInFutureStockWithoutVat: z.number().int(),
  totalPriceOfOnSaleWithoutVat: z.number().int(),
  totalPriceOfSummerShopWithoutVat: z.number().int(),
  totalQuantity: z.number().int(),
  totalQuantityOfInStock: z.number().int(),
  totalQuantityOfPreorder: z.number().int(),
  totalQuantityOfInFutureStock: z.number().int(),
  totalQuantityOfOnSale: z.number().int(),
  totalQuantityOfSummerShop: z.number().int(),
});
export type CartSummaryTotals = z.infer<typeof CartSummaryTotals>;

/** Spec §5 minimum order amounts, checked per order type on the calculated cart. */
export const MinimumOrderCheck = z.object({
  orderType: CheckoutOrderType,
  met: z.boolean(),
  messageKey: z
    .enum(['cart.minimumOrderAmountNotExceeded', 'cart.minimumSaleOrderAmountNotExceeded'])
    .nullable(),
  threshold: z.number().int(),
  amount: z.number().int(),
  saleThreshold: z.number().int(),
  saleAmount: z.number().int(),
});
export type MinimumOrderCheck = z.infer<typeof MinimumOrderCheck>;

/** The totals a calculated cart and the order made from it both carry (minor units). */
export const calculatedTotals = {
  discount: z.number().int(),
  totalPrice: MoneyPair,
  totalNetPrice: MoneyPair,
  shippingFee: MoneyPair,
  vat: z.number().int(),
  summary: CartSummaryTotals,
  /** The VAT rule behind `vat`: rate of lines and shipping, and the note documents print (ADR 67). */
  tax: VatDecision,
};

/** Spec §3 'Calculated cart'. */
export const CartCalculation = z.object({
  ...calculatedTotals,
  /** Null for carts that are not Preorder/Stock or for anonymous carts (no minimums). */
  minimum: MinimumOrderCheck.nullable(),
  calculatedAt: z.string(),
});
export type CartCalculation = z.infer<typeof CartCalculation>;

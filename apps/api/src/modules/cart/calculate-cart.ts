import { type CalculationLineInput, calculateCartTotals, checkMinimumOrder } from '@shop/commerce';
import type { Address, Cart, CartCalculation, CurrencyCode, LanguageCode, MoneyPair } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Ctx } from '../../lib/context.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { netAudience, retailAudience } from '../pricing/price-audience.ts';
import type { PriceReport } from '../pricing/price-strategy.ts';
import { selectPriceStrategy } from '../pricing/select-price-strategy.ts';
import { carts } from './cart.tables.ts';
import type { Delivery, LineFacts } from './cart-deliveries.ts';
import { cartUsedInOrder } from './cart-errors.ts';
import { type CartCustomer, loadCartCustomer } from './cart-owner.ts';
import { loadCartLines, type StoredCalculation, toCart } from './cart-view.ts';
import { withTx } from './cart-write.ts';
import { getOwnedCart } from './get-owned-cart.ts';
import { describeShippingMethod } from './shipping-methods.ts';
import {
  cannotCalculate,
  type LineValidationChange,
  loadLineFacts,
  validateStockCart,
} from './validate-stock-cart.ts';

/** A calculated line with its product snapshot: what an order line copies at purchase. */
export type PricedCartLine = {
  lineId: string;
  productId: string;
  variantId: string;
  unitId: string;
  quantity: number;
  product: LineFacts['product'];
  unitPrice: MoneyPair;
  netUnitPrice: MoneyPair;
  linePrice: MoneyPair;
  netLinePrice: MoneyPair;
  /** linePrice − netLinePrice without VAT. */
  discount: number;
  /** This line's share of the cart VAT. */
  vat: number;
  deliveries: Delivery[];
  summerShop: boolean;
};

export type PricedCart = {
  /** The cart with its calculation stored and current (`calculation` not null). */
  cart: Cart & { calculation: CartCalculation };
  usingFallbackStrategy: boolean;
  /** What spec §5 validation changed before the figures were made (Stock carts only). */
  validationChanges: LineValidationChange[];
  lines: PricedCartLine[];
  /** The customer the cart belongs to; null for a visitor's cart. */
  customer: CartCustomer | null;
};

/**
 * Calculate a cart and store the calculation (CalculateCart, and order creation inside its transaction), with
 * products described in `languageCode` (default: the language the cart was last changed in):
 * lock the cart, spec §5 validation for Stock carts (changes saved), prices through the caller's price
 * strategy at the lines' quantities (net prices for a customer's cart, retail for a visitor's), deliveries,
 * summary, shipping fee, totals and the minimum check, stored with `calculated_version = version`.
 * Errors: 401/403/404 as getOwnedCart, 409 CartUsedInOrderException for an ordered cart, 403 for a deactivated
 * customer, 422 naming the product for a line without a price or no longer sold (the line is not removed
 * silently: the dealer decides; GetUnavailableProducts with the cartId tells the web which).
 */
export async function priceCart(
  ctx: Ctx,
  db: Db | Tx,
  cartId: string,
  options: { languageCode?: LanguageCode } = {},
): Promise<PricedCart> {
  // A transaction of its own, or a savepoint inside the caller's (order creation).
  return db.transaction(async (tx) => {
    const txCtx = withTx(ctx, tx);
    const locked = await getOwnedCart(txCtx, tx, cartId, { forUpdate: true });
    if (locked.status !== 'open') throw cartUsedInOrder(cartId);
    const languageCode = options.languageCode ?? (locked.languageCode as LanguageCode);
    const customer = locked.customerNumber ? await loadCartCustomer(txCtx, locked.customerNumber) : null;
    const currencyCode = locked.currencyCode as CurrencyCode;
    const audience = locked.customerNumber ? netAudience(customer) : retailAudience(null, currencyCode);

    const initial = await loadLineFacts(txCtx, locked, await loadCartLines(txCtx.db, cartId), languageCode);
    const { cart, facts, changes } = await validateStockCart(txCtx, tx, locked, initial, languageCode);

    const report: PriceReport = { usedFallback: false };
    const priced = await selectPriceStrategy(ctx).getPrices(
      txCtx,
      audience,
      facts.map(({ line }) => ({
        productId: line.productId,
        variantId: line.variantId,
        unitId: line.unitId,
        quantity: line.quantity,
      })),
      report,
    );
    const priceOf = new Map(priced.map(({ line, price }) => [`${line.variantId}|${line.unitId}`, price]));
    const inputs = facts.map(({ line, product, deliveries, summerShop }): CalculationLineInput => {
      const price = priceOf.get(`${line.variantId}|${line.unitId}`);
      if (!price) {
        throw cannotCalculate(
          `Product ${line.productId} (${product.name}, variant ${line.variantId}, unit ${line.unitId}) has no ` +
            `price in ${currencyCode}; remove it from the cart`,
        );
      }
      return {
        lineId: line.id,
        quantity: line.quantity,
        unitId: line.unitId,
        unitPrice: price.unitPrice,
        netUnitPrice: price.netUnitPrice,
        stockKind: product.stockKind,
        onSale: product.onSale,
        summerShop,
        deliveries,
      };
    });

    const address = cart.shippingAddress as Address | null;
    const shippingMethod =
      cart.shippingMethodId && address
        ? describeShippingMethod(cart.shippingMethodId, {
            countryCode: address.countryCode,
            currencyCode,
            languageCode,
          })
        : null;
    const totals = calculateCartTotals(inputs, { shippingFeeWithoutVat: shippingMethod?.fee ?? 0 });
    const minimum =
      customer && (cart.orderType === 'Preorder' || cart.orderType === 'Stock')
        ? checkMinimumOrder({
            orderType: cart.orderType,
            summary: totals.summary,
            currencyCode,
            priceGroupCode: customer.priceGroupCode,
            minOrderAmount: customer.minOrderAmount,
            minOrderAmountPre: customer.minOrderAmountPre,
          })
        : null;
    const calculation: CartCalculation = {
      discount: totals.discount,
      totalPrice: totals.totalPrice,
      totalNetPrice: totals.totalNetPrice,
      shippingFee: totals.shippingFee,
      vat: totals.vat,
      summary: totals.summary,
      minimum,
      calculatedAt: ctx.now.toISOString(),
    };
    const lines = facts.map(({ line, product, deliveries, summerShop }, index): PricedCartLine => {
      const figures = totals.lines[index]!;
      return {
        lineId: line.id,
        productId: line.productId,
        variantId: line.variantId,
        unitId: line.unitId,
        quantity: line.quantity,
        product,
        unitPrice: figures.unitPrice,
        netUnitPrice: figures.netUnitPrice,
        linePrice: figures.linePrice,
        netLinePrice: figures.netLinePrice,
        discount: figures.discount,
        vat: figures.vat,
        deliveries,
        summerShop,
      };
    });
    const stored: StoredCalculation = {
      calculation,
      lines: Object.fromEntries(
        lines.map((line) => [
          line.lineId,
          {
            unitPrice: line.unitPrice,
            netUnitPrice: line.netUnitPrice,
            linePrice: line.linePrice,
            netLinePrice: line.netLinePrice,
            deliveries: line.deliveries,
            stockKind: line.product.stockKind,
          },
        ]),
      ),
    };
    const [saved] = await tx
      .update(carts)
      .set({ calculation: stored, calculatedVersion: sql`${carts.version}` })
      .where(eq(carts.id, cartId))
      .returning();
    if (changes.length > 0) {
      await recordAudit(ctx, tx, {
        action: 'cart.validate',
        entity: 'cart',
        entityId: cartId,
        details: { changes },
      });
    }
    const view = await toCart(txCtx, saved ?? cart, { lines: facts.map(({ line }) => line), languageCode });
    return {
      cart: { ...view, calculation },
      usingFallbackStrategy: report.usedFallback,
      validationChanges: changes,
      lines,
      customer,
    };
  });
}

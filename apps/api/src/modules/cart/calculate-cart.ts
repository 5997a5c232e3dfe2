import { isDeepStrictEqual } from 'node:util';
import {
  type CalculationLineInput,
  calculateCartTotals,
  calculationFigures,
  checkMinimumOrder,
} from '@shop/commerce';
import type { Cart, CartCalculation, CurrencyCode, LanguageCode, MoneyPair } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import type { CustomerProfile } from '../customer/index.ts';
import { netAudience, type PriceReport, retailAudience } from '../pricing/index.ts';
import { carts } from './cart.tables.ts';
import type { Delivery, LineFacts } from './cart-deliveries.ts';
import { cartUsedInOrder } from './cart-errors.ts';
import { readOwnedCartSnapshot } from './cart-snapshot.ts';
import { cartVatDecision } from './cart-vat.ts';
import {
  type CartRow,
  cartLanguage,
  cartShippingMethod,
  type StoredCalculation,
  toCart,
} from './cart-view.ts';
import {
  cannotCalculate,
  type LineValidationChange,
  loadLineFacts,
  stockValidationChanges,
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
  customer: CustomerProfile | null;
};

type Figures = {
  calculation: CartCalculation;
  stored: StoredCalculation;
  lines: PricedCartLine[];
  usedFallback: boolean;
};

/**
 * The figures of a cart whose lines are final: prices through the caller's price strategy at the lines'
 * quantities (a customer's net prices, a visitor's retail prices), deliveries, summary, shipping fee, totals
 * and the minimum check. Reads prices only; stores nothing.
 */
async function figureCart(
  ctx: Ctx,
  input: { cart: CartRow; facts: LineFacts[]; customer: CustomerProfile | null; languageCode: LanguageCode },
): Promise<Figures> {
  const { cart, facts, customer, languageCode } = input;
  const currencyCode = cart.currencyCode as CurrencyCode;
  const audience = cart.customerNumber ? netAudience(customer) : retailAudience(null, currencyCode);
  const report: PriceReport = { usedFallback: false };
  const priced = await ctx.services.priceStrategyFor(ctx).getPrices(
    ctx,
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
      quantityPerUnit: product.quantityPerUnit,
      unitPrice: price.unitPrice,
      netUnitPrice: price.netUnitPrice,
      stockKind: product.stockKind,
      onSale: product.onSale,
      summerShop,
      deliveries,
    };
  });

  const shippingMethod = cartShippingMethod(cart, languageCode);
  const tax = cartVatDecision(cart, customer, shippingMethod);
  const totals = calculateCartTotals(inputs, {
    shippingFeeWithoutVat: shippingMethod?.fee ?? 0,
    vatRateBasisPoints: tax.rateBasisPoints,
  });
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
  const calculation: CartCalculation = calculationFigures(totals, tax, minimum, ctx.now.toISOString());
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
  return { calculation, stored, lines, usedFallback: report.usedFallback };
}

/**
 * The figures with the time of the calculation stored for the cart's current version (`current`) when that one
 * holds the same figures: only when they were made differs, so nothing needs writing. Null when they differ (or
 * nothing current is stored) and the new figures must be stored.
 */
function keepStored(current: StoredCalculation | null, figures: Figures): Figures | null {
  if (!current) return null;
  const calculatedAt = current.calculation.calculatedAt;
  const calculation = { ...figures.calculation, calculatedAt };
  const stored: StoredCalculation = { ...figures.stored, calculation };
  // Compared as the database gives it back: JSON drops undefined fields.
  const same = isDeepStrictEqual(current, JSON.parse(JSON.stringify(stored)));
  return same ? { ...figures, calculation, stored } : null;
}

/** The answer for a cart whose calculation was stored for its current version. */
async function pricedAnswer(
  ctx: Ctx,
  input: {
    cart: CartRow;
    facts: LineFacts[];
    figures: Figures;
    changes: LineValidationChange[];
    customer: CustomerProfile | null;
  },
): Promise<PricedCart> {
  const { cart, facts, figures, changes, customer } = input;
  const saved: CartRow = { ...cart, calculation: figures.stored, calculatedVersion: cart.version };
  const view = await toCart(ctx, saved, { lines: facts.map(({ line }) => line) });
  return {
    cart: { ...view, calculation: figures.calculation },
    usingFallbackStrategy: figures.usedFallback,
    validationChanges: changes,
    lines: figures.lines,
    customer,
  };
}

/**
 * Calculate a cart and store the calculation under the cart's row lock (order creation, inside its transaction,
 * and CalculateCart when the cart changes meanwhile or must be validated), with products described in
 * the call's language (default: the language the cart was last changed in, see cartLanguage): spec §5 validation for Stock carts
 * (changes saved), then the figures (see figureCart), stored with `calculated_version = version` unless the
 * same figures are stored for that version already (keepStored).
 * Errors: 401/403/404 as readOwnedCartSnapshot, 409 CartUsedInOrderException for an ordered cart, 403 for a
 * deactivated customer, 422 naming the product for a line without a price or no longer sold (the line is not
 * removed silently: the dealer decides; GetUnavailableProducts with the cartId tells the web which).
 */
export async function priceCart(ctx: Ctx, cartId: string): Promise<PricedCart> {
  // A transaction of its own, or a savepoint inside the caller's (order creation).
  return withTransaction(ctx, async (txCtx) => {
    const snapshot = await readOwnedCartSnapshot(txCtx, cartId, { forUpdate: true });
    if (snapshot.cart.status !== 'open') throw cartUsedInOrder(cartId);
    const languageCode = cartLanguage(txCtx, snapshot.cart);
    const initial = await loadLineFacts(txCtx, snapshot.cart, snapshot.lines, languageCode, snapshot.stocks);
    const { cart, facts, changes } = await validateStockCart(txCtx, snapshot.cart, initial, languageCode);
    const made = await figureCart(txCtx, { cart, facts, customer: snapshot.customer, languageCode });
    // Validation changes make a new version, whose calculation is not stored yet.
    const kept = changes.length === 0 ? keepStored(snapshot.stored, made) : null;
    const figures = kept ?? made;
    if (!kept) {
      await txCtx.db
        .update(carts)
        .set({ calculation: figures.stored, calculatedVersion: cart.version })
        .where(eq(carts.id, cartId));
    }
    if (changes.length > 0) {
      await recordAudit(txCtx, {
        action: 'cart.validate',
        entity: 'cart',
        entityId: cartId,
        details: { changes },
      });
    }
    return pricedAnswer(txCtx, { cart, facts, figures, changes, customer: snapshot.customer });
  });
}

/**
 * CalculateCart: priceCart's result, without holding the cart lock while prices are made. The cart (with its
 * lines, customer, stock and current stored calculation) is read in one statement. When the stored calculation
 * already holds the same figures, nothing is written (see keepStored); else the calculation is stored only if the
 * cart is still at the version it was made from (`UPDATE … WHERE version = read version`). When a write came in
 * between, or the validation must change the cart, priceCart does it under the lock. Either way the stored
 * calculation belongs to the version it was made from.
 */
export async function calculateCart(ctx: Ctx, cartId: string): Promise<PricedCart> {
  const snapshot = await readOwnedCartSnapshot(ctx, cartId);
  if (snapshot.cart.status !== 'open') throw cartUsedInOrder(cartId);
  const languageCode = cartLanguage(ctx, snapshot.cart);
  const { cart, customer } = snapshot;
  const facts = await loadLineFacts(ctx, cart, snapshot.lines, languageCode, snapshot.stocks);
  if (stockValidationChanges(cart, facts).length > 0) return priceCart(ctx, cartId);
  const figures = await figureCart(ctx, { cart, facts, customer, languageCode });
  const kept = keepStored(snapshot.stored, figures);
  if (kept) return pricedAnswer(ctx, { cart, facts, figures: kept, changes: [], customer });
  const [stored] = await ctx.db
    .update(carts)
    .set({ calculation: figures.stored, calculatedVersion: cart.version })
    .where(and(eq(carts.id, cartId), eq(carts.version, cart.version), eq(carts.status, 'open')))
    .returning({ id: carts.id });
  if (!stored) return priceCart(ctx, cartId);
  return pricedAnswer(ctx, { cart, facts, figures, changes: [], customer });
}

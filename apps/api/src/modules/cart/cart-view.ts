import type {
  Address,
  Cart,
  CartCalculation,
  CartLine,
  CartOrderType,
  CurrencyCode,
  LanguageCode,
  MoneyPair,
  ShippingMethod,
} from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../lib/context.ts';
import { loadProductBases, type ProductBase } from '../catalog/index.ts';
import { describeShippingMethod } from '../shipping/index.ts';
import { cartLines, type carts } from './cart.tables.ts';

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
export type StockKind = NonNullable<CartLine['product']>['stockKind'];
type LineProduct = NonNullable<CartLine['product']>;

/** A calculated line's figures as stored with the calculation, keyed by line id. */
export type StoredLineFigures = {
  unitPrice: MoneyPair;
  netUnitPrice: MoneyPair;
  linePrice: MoneyPair;
  netLinePrice: MoneyPair;
  deliveries: Array<{ date: string | null; quantity: number }>;
  stockKind: StockKind;
};

/** What `carts.calculation` holds; valid only while `calculated_version = version`. */
export type StoredCalculation = { calculation: CartCalculation; lines: Record<string, StoredLineFigures> };

/** Before a calculation knows the deliveries, a line's kind follows its cart's order type. */
export const defaultStockKind = (orderType: string): StockKind =>
  orderType === 'Preorder' ? 'Preorder' : orderType === 'FutureStock' ? 'FutureStock' : 'Stock';

/**
 * The cart's shipping method with its fee: none of its own when another cart of the same checkout carries the
 * shipping (`shippingWithCartId`, ADR 60). Null without an address or method.
 */
export function cartShippingMethod(
  row: Pick<CartRow, 'shippingMethodId' | 'shippingAddress' | 'shippingWithCartId' | 'currencyCode'>,
  languageCode: LanguageCode,
): ShippingMethod | null {
  const address = row.shippingAddress as Address | null;
  if (row.shippingMethodId === null || address === null) return null;
  const method = describeShippingMethod(row.shippingMethodId, {
    countryCode: address.countryCode,
    currencyCode: row.currencyCode as CurrencyCode,
    languageCode,
  });
  return method && row.shippingWithCartId ? { ...method, fee: 0 } : method;
}

/** The product part of a line in the cart's language; null when the product left the catalogue. */
export function lineProduct(
  base: ProductBase | undefined,
  line: Pick<CartLineRow, 'variantId' | 'unitId'>,
  stockKind: StockKind,
): LineProduct | null {
  if (!base) return null;
  const variant = base.variants.find((candidate) => candidate.id === line.variantId);
  const color = variant ? base.colors[variant.colorCode] : undefined;
  if (!variant || !color) return null;
  const unit = base.units.find((candidate) => candidate.unitId === line.unitId);
  return {
    name: base.name,
    number: base.number,
    url: base.url,
    colorCode: variant.colorCode,
    colorName: color.colorName,
    size: variant.size,
    unitName: unit?.name ?? line.unitId,
    quantityPerUnit: unit?.quantityPerUnit ?? 1,
    image: color.media[0]?.url ?? null,
    stockKind,
    onSale: color.onSale,
    deliveryDrop: color.deliveryDrop ?? null,
  };
}

/** The lines of a cart in the order they were added. */
export function loadCartLines(db: Db, cartId: string): Promise<CartLineRow[]> {
  return db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

/** The stored calculation when it belongs to the cart's current version, else null. */
export function currentCalculation(row: CartRow): StoredCalculation | null {
  if (row.calculation === null || row.calculatedVersion !== row.version) return null;
  const stored = row.calculation as StoredCalculation;
  // Stored before the tax rules (ADR 67): no VAT decision to show, so it is calculated again.
  return stored.calculation.tax === undefined ? null : stored;
}

/** The language a cart is shown in: the call's, else the one it was last changed in. */
export function cartLanguage(ctx: Ctx, cart: Pick<CartRow, 'languageCode'>): LanguageCode {
  return ctx.area?.languageCode ?? (cart.languageCode === 'da' ? 'da' : 'en');
}

/**
 * A cart row as the API answers it: lines with their product in the asked language (default: the language the
 * cart was last changed in) and, while the stored calculation is current, the calculated figures. Pass `ctx`
 * with the transaction when inside one.
 */
export async function toCart(ctx: Ctx, row: CartRow, options: { lines?: CartLineRow[] } = {}): Promise<Cart> {
  const rows = options.lines ?? (await loadCartLines(ctx.db, row.id));
  const languageCode = cartLanguage(ctx, row);
  const currencyCode = row.currencyCode as CurrencyCode;
  const bases =
    rows.length === 0
      ? new Map<string, ProductBase>()
      : await loadProductBases(
          ctx,
          languageCode,
          rows.map((line) => line.productId),
        );
  const stored = currentCalculation(row);
  const shippingAddress = row.shippingAddress as Address | null;
  return {
    cartId: row.id,
    orderType: row.orderType as CartOrderType,
    currencyCode,
    lines: rows.map((line): CartLine => {
      const figures = stored?.lines[line.id];
      return {
        id: line.id,
        parentId: line.parentId,
        productKey: { productId: line.productId, variantId: line.variantId, unitOfMeasure: line.unitId },
        quantity: line.quantity,
        text: line.text,
        type: line.type,
        product: lineProduct(
          bases.get(line.productId),
          line,
          figures?.stockKind ?? defaultStockKind(row.orderType),
        ),
        unitPrice: figures?.unitPrice ?? null,
        netUnitPrice: figures?.netUnitPrice ?? null,
        linePrice: figures?.linePrice ?? null,
        netLinePrice: figures?.netLinePrice ?? null,
        deliveries: figures?.deliveries ?? [],
      };
    }),
    shippingAddress,
    billingAddress: row.billingAddress as Address | null,
    shippingMethod: cartShippingMethod(row, languageCode),
    shippingWithCartId: row.shippingWithCartId,
    paymentMethod: row.paymentMethod,
    comment: row.comment,
    reference: row.reference,
    extraInfo: { draftId: row.draftId },
    calculation: stored?.calculation ?? null,
    usedInOrder: row.status === 'ordered',
    version: row.version,
  };
}

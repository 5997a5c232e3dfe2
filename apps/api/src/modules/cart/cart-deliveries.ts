import { deliverUnits, type PiecePool, piecePool, singleUnitCode } from '@shop/commerce';
import type { ProductStock } from '@shop/contracts';
import type { ProductBase } from '../catalog/index.ts';
import type { ProductStocks } from '../stock/index.ts';
import { type CartLineRow, lineProduct, type StockKind } from './cart-view.ts';

export type Delivery = { date: string | null; quantity: number };

/** A variant's stock in pieces (unit `CU`), as the pool its lines are delivered from. */
function variantPool(
  stock: readonly Pick<ProductStock, 'availableDate' | 'volume' | 'unitId'>[],
  futureOnly: boolean,
): PiecePool {
  // Stock is kept in pieces: a pack is made of pieces at picking, so only `CU` rows count (ADR 69).
  return piecePool(
    stock
      .filter((row) => row.unitId === singleUnitCode)
      .map((row) => ({ date: row.availableDate, pieces: row.volume })),
    futureOnly,
  );
}

/**
 * How a Stock line of single pieces is delivered: from on-hand B2B stock first (date null), then from future
 * stock in order of arrival, each up to what is left of the quantity. Less than the quantity when the stock
 * does not cover it; the cart validation then cuts the line (spec §5). `futureOnly` is the FutureStock
 * container's rule. Lines of a cart share their variant's stock: see `lineFacts`.
 */
export function stockDeliveries(
  quantity: number,
  stock: readonly Pick<ProductStock, 'availableDate' | 'volume'>[],
  futureOnly = false,
): Delivery[] {
  return deliverUnits(
    variantPool(
      stock.map((row) => ({ ...row, unitId: singleUnitCode })),
      futureOnly,
    ),
    quantity,
  );
}

/**
 * A line's kind for the summary: Preorder lines are preorder; FutureStock carts hold future stock; a Stock (or
 * Web) line is in stock when any of it comes from stock on hand, future stock when it all arrives later. A line
 * with no stock at all counts as in stock, where the validation keeps it (nothing known is not nothing).
 */
export function stockKindOf(orderType: string, deliveries: readonly Delivery[]): StockKind {
  if (orderType === 'Preorder') return 'Preorder';
  if (orderType === 'FutureStock') return 'FutureStock';
  return deliveries.length > 0 && deliveries.every((delivery) => delivery.date !== null)
    ? 'FutureStock'
    : 'Stock';
}

/**
 * The summary's 'summer shop' (spec §2/§3; not defined there). In the demo data a colour belongs to a season,
 * and the Spring/Summer seasons ('Spring/Summer 2026') are the summer collections: the summer shop is summer
 * goods a dealer can have now or soon, i.e. Spring/Summer colours delivered from stock (Stock and FutureStock
 * lines). Preordered Spring/Summer goods belong to the next season's preorder, not the summer shop.
 */
export function isSummerShop(seasonDescription: string, stockKind: StockKind): boolean {
  return stockKind !== 'Preorder' && /summer/i.test(seasonDescription);
}

export type LineFacts = {
  line: CartLineRow;
  product: NonNullable<ReturnType<typeof lineProduct>>;
  /** The units the product is sold in (spec §5 validation keeps lines in these). */
  soldUnits: string[];
  deliveries: Delivery[];
  summerShop: boolean;
};

/**
 * What the calculation knows of each line besides its price: the product in the cart's language and the
 * deliveries (Preorder: all on the colour's delivery drop date; Stock: in the line's unit from the variant's
 * stock in pieces, shared by the cart's lines of that variant in line order, so 1 piece + 2 × Pack of 5 needs
 * 11 pieces). Null for a line whose product, variant or colour left the catalogue.
 */
export function linesFacts(
  orderType: string,
  bases: ReadonlyMap<string, ProductBase>,
  lines: readonly CartLineRow[],
  stocks: ProductStocks,
): (LineFacts | null)[] {
  const pools = new Map<string, PiecePool>();
  const poolOf = (line: CartLineRow) => {
    let pool = pools.get(line.variantId);
    if (!pool) {
      const rows = (stocks.get(line.productId) ?? []).filter((row) => row.variantId === line.variantId);
      pool = variantPool(rows, orderType === 'FutureStock');
      pools.set(line.variantId, pool);
    }
    return pool;
  };
  return lines.map((line) => {
    const base = bases.get(line.productId);
    const variant = base?.variants.find((candidate) => candidate.id === line.variantId);
    const color = variant ? base?.colors[variant.colorCode] : undefined;
    if (!base || !variant || !color) return null;
    const unit = base.units.find((candidate) => candidate.unitId === line.unitId);
    let deliveries: Delivery[];
    if (orderType === 'Preorder') {
      deliveries = color.deliveryDrop
        ? [{ date: color.deliveryDrop.availableDate, quantity: line.quantity }]
        : [];
    } else {
      deliveries = deliverUnits(poolOf(line), line.quantity, unit?.quantityPerUnit ?? 1);
    }
    const stockKind = stockKindOf(orderType, deliveries);
    const product = lineProduct(base, line, stockKind);
    if (!product) return null;
    return {
      line,
      product,
      soldUnits: base.units.map((candidate) => candidate.unitId),
      deliveries,
      summerShop: isSummerShop(color.seasonDescription, stockKind),
    };
  });
}

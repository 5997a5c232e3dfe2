import type { ProductStock } from '@shop/contracts';
import type { ProductBase } from '../catalog/index.ts';
import type { ProductStocks } from '../stock/index.ts';
import { type CartLineRow, lineProduct, type StockKind } from './cart-view.ts';

export type Delivery = { date: string | null; quantity: number };

/**
 * How a Stock line is delivered: from on-hand B2B stock first (date null), then from future stock in order of
 * arrival, each up to what is left of the quantity. Less than the quantity when the stock does not cover it;
 * the cart validation then cuts the line (spec §5). `futureOnly` is the FutureStock container's rule.
 */
export function stockDeliveries(
  quantity: number,
  stock: readonly Pick<ProductStock, 'availableDate' | 'volume'>[],
  futureOnly = false,
): Delivery[] {
  const ordered = stock
    .filter((row) => row.volume > 0 && (!futureOnly || row.availableDate !== null))
    .toSorted((a, b) =>
      a.availableDate === b.availableDate
        ? 0
        : a.availableDate === null
          ? -1
          : b.availableDate === null
            ? 1
            : a.availableDate.localeCompare(b.availableDate),
    );
  const deliveries: Delivery[] = [];
  let left = quantity;
  for (const row of ordered) {
    if (left <= 0) break;
    const take = Math.min(left, row.volume);
    const last = deliveries.at(-1);
    if (last && last.date === row.availableDate) last.quantity += take;
    else deliveries.push({ date: row.availableDate, quantity: take });
    left -= take;
  }
  return deliveries;
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
  deliveries: Delivery[];
  summerShop: boolean;
};

/**
 * What the calculation knows of a line besides its price: the product in the cart's language and the
 * deliveries (Preorder: all on the colour's delivery drop date). Null when the product, variant or colour left
 * the catalogue.
 */
export function lineFacts(
  orderType: string,
  base: ProductBase | undefined,
  line: CartLineRow,
  stocks: ProductStocks,
): LineFacts | null {
  const variant = base?.variants.find((candidate) => candidate.id === line.variantId);
  const color = variant ? base?.colors[variant.colorCode] : undefined;
  if (!base || !variant || !color) return null;
  let deliveries: Delivery[];
  if (orderType === 'Preorder') {
    deliveries = color.deliveryDrop
      ? [{ date: color.deliveryDrop.availableDate, quantity: line.quantity }]
      : [];
  } else {
    const stock = (stocks.get(line.productId) ?? []).filter(
      (row) => row.variantId === line.variantId && row.unitId === line.unitId,
    );
    deliveries = stockDeliveries(line.quantity, stock, orderType === 'FutureStock');
  }
  const stockKind = stockKindOf(orderType, deliveries);
  const product = lineProduct(base, line, stockKind);
  if (!product) return null;
  return { line, product, deliveries, summerShop: isSummerShop(color.seasonDescription, stockKind) };
}

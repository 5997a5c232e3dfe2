import {
  type CartLine,
  maxCartLines,
  maxLineQuantity,
  type OrderLine,
  type ProductColor,
} from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import type { ProductBase } from '../catalog/index.ts';
import type { ProductStocks } from '../stock/index.ts';
import { fitIntoCart, type Placement, placeLine } from './reorder-plan.ts';

/** An order line of product `productId` in colour rose, size 110, as bought. */
function orderLine(lineNo: number, productId: string, quantity: number): OrderLine {
  const money = { priceWithVat: 0, priceWithoutVat: 0 };
  return {
    lineNo,
    productId,
    variantId: `${productId}-rose-110`,
    unitId: 'CU',
    productNumber: productId,
    name: `Product ${productId}`,
    colorCode: 'rose',
    colorName: 'Rose',
    size: '110',
    unitName: 'Piece',
    quantityPerUnit: 1,
    quantity,
    unitPrice: money,
    netUnitPrice: money,
    linePrice: money,
    netLinePrice: money,
    vatIncluded: true,
    deliveries: [],
  };
}

/** A product sold in rose size 110 (pieces) with the colour's order flags. */
function product(
  productId: string,
  flags: Pick<ProductColor, 'allowPresale' | 'allowStockOrder' | 'hasStock'>,
): ProductBase {
  return {
    id: productId,
    variants: [{ id: `${productId}-rose-110`, colorCode: 'rose', size: '110' }],
    units: [{ unitId: 'CU', name: 'Piece' }],
    colors: { rose: flags },
  } as unknown as ProductBase;
}

const stockOf = (productId: string, volumes: Array<[string | null, number]>): ProductStocks =>
  new Map([
    [
      productId,
      volumes.map(([availableDate, volume]) => ({
        variantId: `${productId}-rose-110`,
        unitId: 'CU',
        locationId: 'B2B',
        availableDate,
        volume,
        level: 'in-stock' as const,
      })),
    ],
  ]);

const stockColour = { allowStockOrder: true, allowPresale: true, hasStock: true };

/** A cart holding `quantity` of each product named, one line each. */
const cartHolding = (lines: Array<[string, number]>): { lines: CartLine[] } => ({
  lines: lines.map(
    ([productId, quantity]) =>
      ({
        type: 'product',
        quantity,
        productKey: { productId, variantId: `${productId}-rose-110`, unitOfMeasure: 'CU' },
      }) as CartLine,
  ),
});

const placed = (line: OrderLine, deliverable: number | null): Extract<Placement, { orderType: unknown }> => ({
  line,
  orderType: deliverable === null ? 'Preorder' : 'Stock',
  deliverable,
});

describe('where an order line goes today', () => {
  it("follows the colour's rule: Stock with stock on hand, else Preorder when presold, else nowhere", () => {
    const line = orderLine(1, 'NL1', 5);
    const stock = stockOf('NL1', [
      [null, 3],
      ['2099-01-01', 4],
    ]);
    expect(placeLine(line, product('NL1', stockColour), stock)).toMatchObject({
      orderType: 'Stock',
      deliverable: 7,
    });
    const presold = { allowStockOrder: true, allowPresale: true, hasStock: false };
    expect(placeLine(line, product('NL1', presold), stock)).toMatchObject({
      orderType: 'Preorder',
      deliverable: null,
    });
    const neither = { allowStockOrder: true, allowPresale: false, hasStock: false };
    expect(placeLine(line, product('NL1', neither), stock)).toMatchObject({ reason: 'color-not-orderable' });
  });

  it('refuses what left the catalogue and a Stock size with nothing on hand or arriving', () => {
    const line = orderLine(1, 'NL1', 5);
    expect(placeLine(line, undefined, new Map())).toMatchObject({ reason: 'product-not-sold' });
    expect(
      placeLine({ ...line, variantId: 'NL1-rose-98' }, product('NL1', stockColour), new Map()),
    ).toMatchObject({ reason: 'variant-not-sold' });
    expect(placeLine({ ...line, unitId: 'PK' }, product('NL1', stockColour), new Map())).toMatchObject({
      reason: 'variant-not-sold',
    });
    expect(placeLine(line, product('NL1', stockColour), stockOf('NL1', [[null, 0]]))).toMatchObject({
      reason: 'out-of-stock',
    });
  });
});

describe('how much of each line a cart takes', () => {
  it('gives lines of the same size what stock has left beside the cart, in line order', () => {
    const first = orderLine(1, 'NL1', 6);
    const second = orderLine(2, 'NL1', 6);
    const third = orderLine(3, 'NL1', 6);
    expect(
      fitIntoCart(cartHolding([['NL1', 2]]), [placed(first, 10), placed(second, 10), placed(third, 10)]),
    ).toEqual([
      { line: first, quantity: 6, reducedBy: null },
      { line: second, quantity: 2, reducedBy: 'stock' },
      { line: third, reason: 'out-of-stock' },
    ]);
  });

  it('never makes a line above the most one line may hold', () => {
    const line = orderLine(1, 'NL1', 10);
    expect(fitIntoCart(cartHolding([['NL1', maxLineQuantity - 4]]), [placed(line, null)])).toEqual([
      { line, quantity: 4, reducedBy: 'quantity-limit' },
    ]);
    expect(fitIntoCart(cartHolding([['NL1', maxLineQuantity]]), [placed(line, null)])).toEqual([
      { line, reason: 'quantity-limit' },
    ]);
  });

  it('adds no new line to a full cart, but still adds to a line it holds', () => {
    const held = Array.from({ length: maxCartLines - 1 }, (_, index): [string, number] => [`P${index}`, 1]);
    const fresh = orderLine(1, 'NEW1', 3);
    const another = orderLine(2, 'NEW2', 3);
    const kept = orderLine(3, 'P0', 3);
    expect(
      fitIntoCart(cartHolding(held), [placed(fresh, null), placed(another, null), placed(kept, null)]),
    ).toEqual([
      { line: fresh, quantity: 3, reducedBy: null },
      { line: another, reason: 'cart-full' },
      { line: kept, quantity: 3, reducedBy: null },
    ]);
  });
});

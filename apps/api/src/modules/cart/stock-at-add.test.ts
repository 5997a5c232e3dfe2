import type { Cart, QuickOrderResponse, ReducedCartLine } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { excelCalls, idsHeader } from '../../test-support/cart-excel-kit.ts';
import { area, cuKey, useCartTestApp } from '../../test-support/cart-kit.ts';
import { setOnHand } from '../../test-support/order-kit.ts';
import { loginAs } from '../../test-support/test-app.ts';
import { workbookOf } from '../../test-support/xlsx-fixture.ts';

// Issue 28 "Stock truth from the first click": a Stock line is cut at the moment it is added, on every path,
// and the answer says what was cut and why (`reducedBy: 'stock'`), where it was added.
const { shared, call, carts } = useCartTestApp();

type Size = { productId: string; variantId: string; number: string; colorCode: string; size: string };

let dealer: string;
/** Two sizes of one colour that goes into the Stock basket: `six` has 6 on hand, `none` nothing at all. */
let six: Size;
let none: Size;
let stockCart: Cart;

const stockLines = async () =>
  (await carts.get(dealer, stockCart.cartId)).lines.map((line: Cart['lines'][number]) => [
    line.productKey.variantId,
    line.quantity,
  ]);

beforeAll(async () => {
  dealer = await loginAs(shared.app, 'dealer@nordlys.demo');
  const sizes = await queryRows<Size>(
    shared.app.db,
    sql`SELECT v.product_id AS "productId", v.id AS "variantId", p.number, v.color_code AS "colorCode", v.size
      FROM variants v JOIN products p ON p.id = v.product_id
        JOIN product_colors pc ON pc.product_id = v.product_id AND pc.color_code = v.color_code
      WHERE pc.allow_stock_order AND pc.has_stock AND NOT pc.on_sale
      ORDER BY v.product_id, v.color_code, v.sort_order, v.id`,
  );
  const colorOf = (size: Size) => `${size.productId}|${size.colorCode}`;
  const first = sizes.find(
    (size, index) => colorOf(sizes[index + 1] ?? size) === colorOf(size) && sizes[index + 1] !== size,
  );
  const second = sizes[sizes.indexOf(first as Size) + 1];
  if (!first || !second) throw new Error('no stock colour with two sizes');
  [six, none] = [first, second];
  await setOnHand(shared.app, six.variantId, 6);
  await setOnHand(shared.app, none.variantId, 0);
  stockCart = await carts.open(dealer, 'Stock');
});

beforeEach(async () => {
  await carts.empty(dealer, stockCart.cartId);
});

const reduced = (size: Size, requested: number, quantity: number, index: number): ReducedCartLine => ({
  index,
  productKey: cuKey(size),
  name: expect.any(String),
  colorName: expect.any(String),
  size: size.size,
  requested,
  quantity,
  reducedBy: 'stock',
});

describe('a Stock line is cut at the moment it is added (issue 28)', () => {
  it('AddOrUpdateLines: 8 asked, 6 in stock → 6 added and said; more of it → nothing; a size with none → nothing', async () => {
    const first = await call(
      endpoints.cart.addOrUpdateLines,
      { area, cartId: stockCart.cartId, lines: [{ productKey: cuKey(six), quantity: 8 }] },
      dealer,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().reduced).toEqual([reduced(six, 8, 6, 0)]);
    expect(await stockLines()).toEqual([[six.variantId, 6]]);

    const more = await call(
      endpoints.cart.addOrUpdateLines,
      {
        area,
        cartId: stockCart.cartId,
        lines: [
          { productKey: cuKey(none), quantity: 1 },
          { productKey: cuKey(six), quantity: 1 },
        ],
      },
      dealer,
    );
    expect(more.json().reduced).toEqual([reduced(none, 1, 0, 0), reduced(six, 1, 0, 1)]);
    expect(await stockLines()).toEqual([[six.variantId, 6]]);

    // Setting the line (the cart's quantity field) is cut the same way; a set within stock says nothing.
    const [line] = first.json().cart.lines;
    const set = (quantity: number) =>
      call(
        endpoints.cart.addOrUpdateLines,
        {
          area,
          cartId: stockCart.cartId,
          overrideExistingQuantity: true,
          lines: [{ lineId: line.id, productKey: cuKey(six), quantity }],
        },
        dealer,
      );
    expect((await set(9)).json().reduced).toEqual([reduced(six, 9, 6, 0)]);
    expect((await set(4)).json().reduced).toEqual([]);
    expect(await stockLines()).toEqual([[six.variantId, 4]]);
  });

  it('the size × colour grid and quick order say which line got less, and refuse a size with nothing', async () => {
    const grid = await call(
      endpoints.cart.addGridLines,
      {
        area,
        productId: six.productId,
        lines: [
          { variantId: six.variantId, quantity: 8 },
          { variantId: none.variantId, quantity: 2 },
        ],
      },
      dealer,
    );
    const gridAnswer: QuickOrderResponse = grid.json();
    expect(
      gridAnswer.added.map((line) => [line.variantId, line.orderedQuantity, line.quantity, line.reducedBy]),
    ).toEqual([[six.variantId, 8, 6, 'stock']]);
    expect(gridAnswer.rowErrors.map((error) => error.problem)).toEqual(['out-of-stock']);

    await carts.empty(dealer, stockCart.cartId);
    const text = `${six.number};${six.colorCode};${six.size};8\n${none.number};${none.colorCode};${none.size};1`;
    const quick: QuickOrderResponse = (await call(endpoints.cart.quickOrder, { area, text }, dealer)).json();
    expect(quick.added.map((line) => [line.lineNo, line.quantity, line.reducedBy])).toEqual([
      [1, 6, 'stock'],
    ]);
    expect(quick.rowErrors.map((error) => [error.row, error.problem])).toEqual([[2, 'out-of-stock']]);
    expect(await stockLines()).toEqual([[six.variantId, 6]]);
  });

  it('an Excel import into the Stock cart is cut too, naming the sheet row', async () => {
    const file = await workbookOf([
      idsHeader,
      [six.productId, six.variantId, 'CU', 8],
      [none.productId, none.variantId, 'CU', 3],
    ]);
    const answer = await excelCalls(() => shared.app).importCart(dealer, { file });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().reduced).toEqual([reduced(six, 8, 6, 2), reduced(none, 3, 0, 3)]);
    expect(await stockLines()).toEqual([[six.variantId, 6]]);
  });
});

import { type Cart, pathOf } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { callApi } from './call-api.ts';
import { area, type cartCalls, cuKey, type DemoVariant, findVariants, useCartTestApp } from './cart-kit.ts';
import { loginAs } from './test-app.ts';

/** Test helpers of the Excel export and import suites: the two calls, the demo data they need, line facts. */

export type ImportFields = {
  orderType?: string;
  overrideCart?: boolean | string;
  area?: string;
  file?: Buffer | null;
};

/** ImportCart and ExportCartAsExcel as a client calls them; a null token calls without one. */
export function excelCalls(app: () => FastifyInstance) {
  return {
    importCart(token: string | null, fields: ImportFields) {
      const form = new FormData();
      form.set('area', fields.area ?? JSON.stringify(area));
      form.set('orderType', fields.orderType ?? 'Stock');
      form.set('overrideCart', String(fields.overrideCart ?? false));
      if (fields.file) form.set('file', new Blob([fields.file]), 'cart.xlsx');
      // Multipart, not JSON: inject builds the form's body and boundary itself.
      const { importCart } = endpoints.cart;
      return app().inject({
        method: importCart.method,
        url: pathOf(importCart),
        payload: form,
        ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      });
    },
    exportCart(token: string | null, cartId: string) {
      return callApi(
        app(),
        endpoints.cart.exportCartAsExcel,
        { query: { Area: area.areaId, Id: cartId } },
        { token },
      );
    },
  };
}

/** The cart's lines as comparable facts: product key and quantity, in a stable order. */
export const linesOf = (cart: Cart) =>
  cart.lines
    .map((line) => ({ ...line.productKey, quantity: line.quantity }))
    .sort((a, b) => `${a.productId}|${a.variantId}`.localeCompare(`${b.productId}|${b.variantId}`));

export const idsHeader = ['Product id', 'Variant id', 'Unit', 'Quantity'];

export type ExcelFixtures = {
  /** The dealer's token. */
  dealer: string;
  /** Four stock-orderable variants, each of another product, so every line is its own. */
  stockVariants: DemoVariant[];
  /** A variant that only a Preorder cart may hold. */
  preorderOnly: DemoVariant;
};

/** Logs the dealer in and finds the demo variants the Excel suites need. */
export async function excelFixtures(app: FastifyInstance): Promise<ExcelFixtures> {
  const dealer = await loginAs(app, 'dealer@nordlys.demo');
  const stockable = await findVariants(app, { allowStockOrder: true });
  // Variants of different products, so every line is its own.
  const oneVariantPerProduct = new Map(stockable.map((variant) => [variant.productId, variant]));
  const stockVariants = [...oneVariantPerProduct.values()].slice(0, 4);
  const [presaleOnly] = await findVariants(app, { allowStockOrder: false, allowPresale: true });
  if (stockVariants.length < 4 || !presaleOnly)
    throw new Error('the demo data lacks the variants these tests need');
  return { dealer, stockVariants, preorderOnly: presaleOnly };
}

/** The token's open Stock cart, emptied, then holding the given lines. */
export async function fillStockCart(
  carts: ReturnType<typeof cartCalls>,
  token: string,
  lines: Array<[DemoVariant, number]>,
): Promise<Cart> {
  const cart = await carts.open(token, 'Stock');
  await carts.empty(token, cart.cartId);
  if (lines.length === 0) return carts.get(token, cart.cartId);
  const items = lines.map(([variant, quantity]) => ({ productKey: cuKey(variant), quantity }));
  return carts.add(token, cart.cartId, items);
}

/**
 * An Excel suite on its shared test app: the Excel and cart calls, the fixtures (found before the suite's tests
 * run) and the dealer's Stock cart filled with given lines.
 */
export function useExcelSuite() {
  const { shared, carts } = useCartTestApp();
  const fixtures = {} as ExcelFixtures;
  beforeAll(async () => {
    Object.assign(fixtures, await excelFixtures(shared.app));
  });
  const stockCartWith = (lines: Array<[DemoVariant, number]>) => fillStockCart(carts, fixtures.dealer, lines);
  return { shared, carts, fixtures, stockCartWith, ...excelCalls(() => shared.app) };
}

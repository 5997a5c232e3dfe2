import { productKey } from '@shop/commerce';
import type { Product, ProductKey } from '@shop/contracts';
import { describe, expect, it, vi } from 'vitest';
import { readDeliveryCountry, writeDeliveryCountry } from '../prices/delivery-country-preference.ts';
import { createPriceBatcher, type PriceEntry } from '../prices/price-batcher.ts';
import { createCartStore } from './cart-store.ts';
import { awaitPrices, localCartBackend } from './local-cart-backend.ts';
import { fitLocalChangesToStock } from './local-stock-fit.ts';

const key: ProductKey = { productId: 'NL10001', variantId: 'NL10001-rose-98', unitOfMeasure: 'CU' };
const gone: ProductKey = { productId: 'NL99999', variantId: 'NL99999-rose-98', unitOfMeasure: 'CU' };

const product = {
  id: 'NL10001',
  name: 'Vilma Dress',
  url: '/product/vilma-dress-nl10001',
  number: 'NL10001',
  variants: [{ id: 'NL10001-rose-98', colorCode: 'rose', size: '98' }],
  units: [{ unitId: 'CU', name: 'Piece' }],
  colors: { rose: { colorName: 'Rose', media: [{ url: 'products/dress-rose.jpg' }], onSale: true } },
  stocks: [
    { variantId: 'NL10001-rose-98', unitId: 'CU', locationId: 'B2B', volume: 4, availableDate: null },
    { variantId: 'NL10001-rose-98', unitId: 'CU', locationId: 'B2B', volume: 2, availableDate: '2027-01-11' },
  ],
} as unknown as Product;

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (name: string) => values.get(name) ?? null,
    setItem: (name: string, value: string) => void values.set(name, value),
    removeItem: (name: string) => void values.delete(name),
  };
}

function visitorStore(storage: ReturnType<typeof memoryStorage>) {
  const fetchPrices = vi.fn(
    async (keys: ProductKey[]) =>
      new Map<string, PriceEntry>(
        keys.map((k) => [
          productKey(k),
          k.productId === 'NL10001'
            ? {
                status: 'success',
                price: { unitPrice: 5995, netUnitPrice: 4995, beforePrice: 5995 },
                currencyCode: 'EUR',
              }
            : { status: 'failed' },
        ]),
      ),
  );
  const backend = localCartBackend({
    storage,
    currencyCode: 'EUR',
    fetchProducts: async (ids): Promise<Record<string, Product>> =>
      ids.includes('NL10001') ? { NL10001: product } : {},
    fetchPrices,
    now: () => new Date('2026-03-01T12:00:00Z'),
  });
  const store = createCartStore({ mode: 'local', backend, onProblem: () => {}, reload: () => {} });
  return { store, fetchPrices };
}

describe('an anonymous visitor’s cart in local storage', () => {
  it('survives a reload: a new store on the same storage shows the same lines', async () => {
    const storage = memoryStorage();
    const first = visitorStore(storage).store;
    await first.start();
    await first.addLine('Stock', key, 2);
    await first.addLine('Stock', key, 1);

    const second = visitorStore(storage).store;
    await second.start();

    expect(second.getSnapshot().entries.Stock?.cart?.lines.map((line) => line.quantity)).toEqual([3]);
  });

  it('cuts a Stock line to what stock delivers (on hand and arriving) as it is added, and says so (issue 28)', async () => {
    const { store } = visitorStore(memoryStorage());
    const first = await store.addLine('Stock', key, 8);
    expect(first.cart.lines.map((line) => line.quantity)).toEqual([6]);
    expect(first.reduced).toEqual([
      expect.objectContaining({
        requested: 8,
        quantity: 6,
        reducedBy: 'stock',
        name: 'Vilma Dress',
        size: '98',
      }),
    ]);
    const more = await store.addLine('Stock', key, 1);
    expect(more.reduced).toEqual([expect.objectContaining({ requested: 1, quantity: 0 })]);
    expect(more.cart.lines.map((line) => line.quantity)).toEqual([6]);
    // A Preorder basket is made to order: not cut.
    expect((await store.addLine('Preorder', key, 8)).reduced).toEqual([]);
  });

  it('for a visitor, who gets no volumes, refuses a size with nothing to deliver and leaves the rest to the API', () => {
    const visitorView = { ...product, stocks: [], sizeStock: { 'NL10001-rose-98': 'none' } } as Product;
    const change = { lineId: null, productKey: key, quantity: 2 };
    expect(fitLocalChangesToStock([], [change], false, { NL10001: visitorView })).toEqual({
      changes: [],
      reduced: [expect.objectContaining({ requested: 2, quantity: 0, reducedBy: 'stock' })],
    });
    const onHand = { ...visitorView, sizeStock: { 'NL10001-rose-98': 'on-hand' } } as Product;
    expect(fitLocalChangesToStock([], [change], false, { NL10001: onHand })).toEqual({
      changes: [change],
      reduced: [],
    });
  });

  it('is priced with retail prices; a line without product or price stays, outside the totals', async () => {
    const storage = memoryStorage();
    const { store, fetchPrices } = visitorStore(storage);
    await store.start();
    await store.addLine('Stock', key, 2);
    await store.addLine('Stock', gone, 1);

    await store.calculate('Stock');

    const cart = store.getSnapshot().entries.Stock?.cart;
    expect(fetchPrices).toHaveBeenCalledWith([key, gone]);
    expect(cart?.currencyCode).toBe('EUR');
    expect(cart?.lines[0]).toMatchObject({
      product: {
        name: 'Vilma Dress',
        colorName: 'Rose',
        size: '98',
        unitName: 'Piece',
        stockKind: 'Stock',
        onSale: true,
      },
      netUnitPrice: { priceWithoutVat: 4995, priceWithVat: 6244 },
      netLinePrice: { priceWithoutVat: 9990 },
      linePrice: { priceWithoutVat: 11990 },
    });
    expect(cart?.lines[1]).toMatchObject({ product: null, netLinePrice: null });
    expect(cart?.calculation).toMatchObject({
      discount: 2000,
      minimum: null,
      summary: { subTotalWithoutVat: 9990, totalQuantityOfOnSale: 2, totalPriceOfInStockWithoutVat: 9990 },
    });
  });
});

describe("A visitor's cart with a delivery country (issue 28, ADR 67)", () => {
  it("carries the chosen country's VAT: 19 % for Germany, export without VAT, 25 % before", async () => {
    const vatOf = async (country: string | null) => {
      const storage = memoryStorage();
      writeDeliveryCountry(storage, country);
      const { store } = visitorStore(storage);
      await store.start();
      await store.addLine('Stock', key, 2);
      await store.calculate('Stock');
      const cart = store.getSnapshot().entries.Stock?.cart;
      return { line: cart?.lines[0]?.netUnitPrice, tax: cart?.calculation?.tax };
    };
    expect(await vatOf(null)).toMatchObject({
      line: { priceWithoutVat: 4995, priceWithVat: 6244 },
      tax: { rateBasisPoints: 2500 },
    });
    expect(await vatOf('DE')).toMatchObject({
      line: { priceWithoutVat: 4995, priceWithVat: 5944 },
      tax: { rateBasisPoints: 1900, kind: 'one-stop-shop' },
    });
    expect(await vatOf('US')).toMatchObject({
      line: { priceWithoutVat: 4995, priceWithVat: 4995 },
      tax: { rateBasisPoints: 0, kind: 'export' },
    });
  });

  it('keeps only a two-letter country code', () => {
    const storage = memoryStorage();
    writeDeliveryCountry(storage, 'de<script>');
    expect(readDeliveryCountry(storage)).toBeNull();
    storage.setItem('_deliveryCountry', 'nonsense');
    expect(readDeliveryCountry(storage)).toBeNull();
    writeDeliveryCountry(storage, 'SE');
    expect(readDeliveryCountry(storage)).toBe('SE');
  });
});

describe('awaitPrices', () => {
  it('resolves once the price client answered every key, batched as the client batches', async () => {
    const fetchPrices = vi.fn(async (keys: ProductKey[]) =>
      keys
        .filter((k) => k.productId !== 'NL99999')
        .map((k) => ({
          productKey: k,
          price: { unitPrice: 100, netUnitPrice: 100, beforePrice: null },
          currencyCode: 'EUR' as const,
        })),
    );
    const client = createPriceBatcher({ fetchPrices, currencyCode: 'EUR' });

    const prices = await awaitPrices(client, [key, gone]);

    expect(fetchPrices).toHaveBeenCalledTimes(1);
    expect(prices.get(productKey(key))).toMatchObject({ status: 'success' });
    expect(prices.get(productKey(gone))).toEqual({ status: 'failed' });
    // Known keys answer at once, without a request.
    expect((await awaitPrices(client, [key])).size).toBe(1);
    expect(fetchPrices).toHaveBeenCalledTimes(1);
  });
});

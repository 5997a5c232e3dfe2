import { productKey } from '@shop/commerce';
import type { CartOrderType, CurrencyCode, Product, ProductKey } from '@shop/contracts';
import { readDeliveryCountry } from '../prices/delivery-country-preference.ts';
import type { PriceEntry } from '../prices/price-batcher.ts';
import type { CartBackend } from './cart-backend.ts';
import {
  changeLocalLine,
  type LocalCarts,
  readLocalCarts,
  type StorageLike,
  writeLocalCarts,
} from './local-carts.ts';
import { fitLocalChangesToStock } from './local-stock-fit.ts';
import { localCart, localLineId } from './unpriced-local-cart.ts';

export type LocalCartBackendOptions = {
  storage: StorageLike | null;
  /** The area's currency: what retail prices are asked in (spec §9 default EUR). */
  currencyCode: CurrencyCode;
  /** Products by id in the page's language (GetProductsByIds); ids not found are left out. */
  fetchProducts: (ids: string[]) => Promise<Record<string, Product>>;
  /** Retail prices through the price client (GetPrices, batches of 10). */
  fetchPrices: (keys: ProductKey[]) => Promise<ReadonlyMap<string, PriceEntry>>;
  now?: () => Date;
};

/**
 * An anonymous visitor's carts in local storage under `_carts` (spec §1). Every call reads the storage
 * afresh, so another tab's change is never overwritten with an old copy. Pricing asks for the products and
 * their retail prices and sums them with the shared cart calculation (ADR 0017).
 */
export function localCartBackend(options: LocalCartBackendOptions): CartBackend & {
  read(): LocalCarts;
  clear(orderType: CartOrderType): void;
} {
  const { storage, currencyCode, now = () => new Date() } = options;
  let version = 0;
  const toCart = (orderType: CartOrderType, carts: LocalCarts) =>
    localCart(orderType, carts[orderType] ?? [], currencyCode, ++version);

  return {
    kind: 'local',
    read: () => readLocalCarts(storage),
    clear(orderType) {
      writeLocalCarts(storage, { ...readLocalCarts(storage), [orderType]: [] });
    },
    async load() {
      const carts = readLocalCarts(storage);
      return (Object.keys(carts) as CartOrderType[]).map((orderType) => toCart(orderType, carts));
    },
    async createCart(orderType) {
      return toCart(orderType, readLocalCarts(storage));
    },
    async changeLines(cart, changes, override) {
      // A Stock basket takes no more than stock can deliver, the moment a line is added (issue 28).
      const ids = [...new Set(changes.filter((c) => c.quantity > 0).map((c) => c.productKey.productId))];
      const products = cart.orderType === 'Stock' && ids.length > 0 ? await options.fetchProducts(ids) : {};
      let carts = readLocalCarts(storage);
      const fitted =
        cart.orderType === 'Stock'
          ? fitLocalChangesToStock(carts.Stock ?? [], changes, override, products)
          : { changes, reduced: [] };
      for (const change of fitted.changes) {
        carts = changeLocalLine(carts, cart.orderType, change.productKey, change.quantity, override);
      }
      writeLocalCarts(storage, carts);
      return { cart: toCart(cart.orderType, carts), reduced: fitted.reduced };
    },
    async deleteLines(cart, lineIds) {
      const carts = readLocalCarts(storage);
      const ids = new Set(lineIds);
      const kept = (carts[cart.orderType] ?? []).filter((line) => !ids.has(localLineId(line)));
      const next = { ...carts, [cart.orderType]: kept };
      writeLocalCarts(storage, next);
      return toCart(cart.orderType, next);
    },
    async calculate(cart) {
      const unpriced = toCart(cart.orderType, readLocalCarts(storage));
      const keys = unpriced.lines.map((line) => line.productKey);
      const ids = [...new Set(keys.map((key) => key.productId))];
      // Loaded on the first calculation: the cart sums are not needed to show the basket's marker.
      const [{ priceLocalCart }, products, prices] = await Promise.all([
        import('./price-local-cart.ts'),
        ids.length ? options.fetchProducts(ids) : Promise.resolve({}),
        keys.length ? options.fetchPrices(keys) : Promise.resolve(new Map<string, PriceEntry>()),
      ]);
      return {
        cart: priceLocalCart(unpriced, products, prices, now().toISOString(), readDeliveryCountry(storage)),
        usingFallbackStrategy: false,
        validationChanges: [],
      };
    },
  };
}

/** Ask the price client for every key and resolve once none is pending any more. */
export function awaitPrices(
  client: {
    request(key: ProductKey): void;
    get(key: ProductKey): PriceEntry | undefined;
    subscribe(listener: () => void): () => void;
  },
  keys: ProductKey[],
): Promise<ReadonlyMap<string, PriceEntry>> {
  return new Promise((resolve) => {
    const settled = () => {
      const entries = keys.map((key) => [productKey(key), client.get(key)] as const);
      if (entries.some(([, entry]) => entry === undefined || entry.status === 'pending')) return false;
      unsubscribe();
      resolve(new Map(entries as Array<readonly [string, PriceEntry]>));
      return true;
    };
    const unsubscribe = client.subscribe(() => void settled());
    for (const key of keys) client.request(key);
    settled();
  });
}

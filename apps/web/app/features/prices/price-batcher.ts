import { type ProductKeyParts, productKey } from '@shop/commerce';
import type { CurrencyCode, Price, PriceResult, RetailPrice } from '@shop/contracts';

/** Spec §9: price batch size 10, debounce 10 ms. */
export const priceBatchSize = 10;
export const priceDebounceMs = 10;

/** What the price calls answer per key: amounts in minor units without VAT, `beforePrice` only on sale. */
export type UnitPrice = Price;
export type PriceAnswer = PriceResult;

/** Spec §4: a price per product, variant, unit and currency is pending, then success or failed. */
export type PriceEntry =
  | { status: 'pending' }
  /** `retail`: the RRP beside a customer's net price (GetPricesByCustomer, ADR 59); absent for retail prices. */
  | { status: 'success'; price: UnitPrice; currencyCode: string; retail?: RetailPrice | null }
  | { status: 'failed' };

export type FetchPrices = (keys: ProductKeyParts[], currencyCode: CurrencyCode) => Promise<PriceAnswer[]>;

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type PriceBatcherOptions = {
  fetchPrices: FetchPrices;
  currencyCode: CurrencyCode;
  /** Called at most once per flush in which at least one batch failed (the shop shows one notification). */
  onFailure?: (error: unknown) => void;
  batchSize?: number;
  debounceMs?: number;
  timers?: Timers;
};

const pending: PriceEntry = { status: 'pending' };

function successEntry(answer: PriceAnswer): PriceEntry {
  const entry: PriceEntry = { status: 'success', price: answer.price, currencyCode: answer.currencyCode };
  return answer.retailPrice === undefined ? entry : { ...entry, retail: answer.retailPrice };
}
const failed: PriceEntry = { status: 'failed' };

/**
 * The browser's price state. Tiles and product pages ask for keys as they render; keys asked for within
 * the debounce window are sent together, `batchSize` per request. A key missing from the answer and every
 * key of a failed request is marked failed (spec §8), and stays failed: the message asks for a reload.
 * A store for useSyncExternalStore: entries are immutable, so a key's snapshot changes only when it does.
 */
export function createPriceBatcher({
  fetchPrices,
  currencyCode,
  onFailure,
  batchSize = priceBatchSize,
  debounceMs = priceDebounceMs,
  timers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) },
}: PriceBatcherOptions) {
  let entries = new Map<string, PriceEntry>();
  let queue: ProductKeyParts[] = [];
  let timer: unknown = null;
  // Answers for a cleared store (logout, other currency) must not land in the new one.
  let generation = 0;
  const listeners = new Set<() => void>();

  const entryKey = (key: ProductKeyParts) => `${productKey(key)}|${currencyCode}`;

  function set(updates: Array<[string, PriceEntry]>) {
    if (updates.length === 0) return;
    entries = new Map(entries);
    for (const [key, entry] of updates) entries.set(key, entry);
    for (const listener of listeners) listener();
  }

  async function sendBatch(keys: ProductKeyParts[], ownGeneration: number): Promise<unknown | null> {
    try {
      const answers = await fetchPrices(keys, currencyCode);
      if (ownGeneration !== generation) return null;
      const found = new Map(answers.map((answer) => [productKey(answer.productKey), answer]));
      set(
        keys.map((key): [string, PriceEntry] => {
          const answer = found.get(productKey(key));
          return [entryKey(key), answer ? successEntry(answer) : failed];
        }),
      );
      return null;
    } catch (error) {
      if (ownGeneration !== generation) return null;
      set(keys.map((key): [string, PriceEntry] => [entryKey(key), failed]));
      return error ?? new Error('Price request failed');
    }
  }

  async function flush() {
    timer = null;
    const keys = queue;
    queue = [];
    const batches: ProductKeyParts[][] = [];
    for (let start = 0; start < keys.length; start += batchSize) {
      batches.push(keys.slice(start, start + batchSize));
    }
    const ownGeneration = generation;
    const errors = await Promise.all(batches.map((batch) => sendBatch(batch, ownGeneration)));
    const firstError = errors.find((error) => error !== null);
    if (firstError !== undefined) onFailure?.(firstError);
  }

  return {
    /** Ask for a price; known keys (pending, loaded or failed) are not asked for again. */
    request(key: ProductKeyParts) {
      const id = entryKey(key);
      if (entries.has(id)) return;
      queue.push(key);
      set([[id, pending]]);
      if (timer !== null) timers.clearTimeout(timer);
      timer = timers.setTimeout(() => void flush(), debounceMs);
    },
    /**
     * Take prices the server already asked for (a list's first page, ADR 55) as loaded, for keys not known
     * yet. Silent: it runs while the list renders, before the tiles that read these keys subscribe, so no
     * rendered reader can hold an older snapshot of them.
     */
    seed(answers: readonly PriceAnswer[]) {
      let seeded: Map<string, PriceEntry> | null = null;
      for (const answer of answers) {
        const id = entryKey(answer.productKey);
        if (entries.has(id)) continue;
        seeded ??= new Map(entries);
        seeded.set(id, successEntry(answer));
      }
      if (seeded) entries = seeded;
    },
    get(key: ProductKeyParts): PriceEntry | undefined {
      return entries.get(entryKey(key));
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Forget every price (logout): pending answers are dropped when they arrive. */
    clear() {
      generation += 1;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      queue = [];
      entries = new Map();
      for (const listener of listeners) listener();
    },
  };
}

export type PriceBatcher = ReturnType<typeof createPriceBatcher>;

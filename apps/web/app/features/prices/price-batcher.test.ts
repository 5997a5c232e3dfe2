import type { ProductKeyParts } from '@shop/commerce';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPriceBatcher, type PriceAnswer } from './price-batcher.ts';

const key = (n: number): ProductKeyParts => ({
  productId: `NL${10000 + n}`,
  variantId: `NL${10000 + n}-rose-98`,
  unitOfMeasure: 'CU',
});
const answer = (parts: ProductKeyParts, amount = 10000): PriceAnswer => ({
  productKey: parts,
  price: { unitPrice: amount, netUnitPrice: amount, beforePrice: null },
  currencyCode: 'DKK',
});

describe('createPriceBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 10 ms after the last request, then asks in batches of 10', async () => {
    const fetchPrices = vi.fn(async (keys: ProductKeyParts[], _currency: string) =>
      keys.map((parts) => answer(parts)),
    );
    const prices = createPriceBatcher({ fetchPrices, currencyCode: 'DKK' });
    for (let n = 0; n < 23; n++) prices.request(key(n));

    await vi.advanceTimersByTimeAsync(9);
    expect(fetchPrices).not.toHaveBeenCalled();
    expect(prices.get(key(0))).toEqual({ status: 'pending' });

    await vi.advanceTimersByTimeAsync(1);
    expect(fetchPrices.mock.calls.map(([keys]) => keys.length)).toEqual([10, 10, 3]);
    expect(fetchPrices.mock.calls[0]?.[1]).toBe('DKK');
    expect(prices.get(key(22))).toMatchObject({ status: 'success', price: { netUnitPrice: 10000 } });
  });

  it('restarts the debounce on every new key and never asks twice for a known key', async () => {
    const fetchPrices = vi.fn(async (keys: ProductKeyParts[], _currency: string) =>
      keys.map((parts) => answer(parts)),
    );
    const prices = createPriceBatcher({ fetchPrices, currencyCode: 'DKK' });
    prices.request(key(1));
    await vi.advanceTimersByTimeAsync(6);
    prices.request(key(2));
    prices.request(key(1));
    await vi.advanceTimersByTimeAsync(6);
    expect(fetchPrices).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4);
    expect(fetchPrices).toHaveBeenCalledTimes(1);
    expect(fetchPrices.mock.calls[0]?.[0]).toEqual([key(1), key(2)]);

    prices.request(key(1));
    await vi.advanceTimersByTimeAsync(20);
    expect(fetchPrices).toHaveBeenCalledTimes(1);
  });

  it('marks a key missing from the answer as failed, without a notification', async () => {
    const onFailure = vi.fn();
    const prices = createPriceBatcher({
      fetchPrices: async () => [answer(key(1))],
      currencyCode: 'DKK',
      onFailure,
    });
    prices.request(key(1));
    prices.request(key(2));
    await vi.advanceTimersByTimeAsync(10);
    expect(prices.get(key(1))?.status).toBe('success');
    expect(prices.get(key(2))).toEqual({ status: 'failed' });
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('fails every key of a failed request and reports the failure once per flush', async () => {
    const onFailure = vi.fn();
    const prices = createPriceBatcher({
      fetchPrices: async () => {
        throw new Error('503');
      },
      currencyCode: 'EUR',
      onFailure,
    });
    for (let n = 0; n < 15; n++) prices.request(key(n));
    await vi.advanceTimersByTimeAsync(10);
    expect(prices.get(key(0))).toEqual({ status: 'failed' });
    expect(prices.get(key(14))).toEqual({ status: 'failed' });
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('keeps prices per currency and drops answers that arrive after clear()', async () => {
    let resolve: (answers: PriceAnswer[]) => void = () => {};
    const prices = createPriceBatcher({
      fetchPrices: () =>
        new Promise((done) => {
          resolve = done;
        }),
      currencyCode: 'DKK',
    });
    const listener = vi.fn();
    prices.subscribe(listener);
    prices.request(key(1));
    await vi.advanceTimersByTimeAsync(10);
    prices.clear();
    resolve([answer(key(1))]);
    await vi.advanceTimersByTimeAsync(0);
    expect(prices.get(key(1))).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2); // pending, then cleared
  });

  it('takes seeded prices as loaded without asking for them, and still batches the keys it was not given', async () => {
    const fetchPrices = vi.fn(async (keys: ProductKeyParts[], _currency: string) =>
      keys.map((parts) => answer(parts)),
    );
    const prices = createPriceBatcher({ fetchPrices, currencyCode: 'DKK' });
    const listener = vi.fn();
    prices.subscribe(listener);

    prices.seed([answer(key(0), 5000), answer(key(1), 6000)]);
    expect(prices.get(key(0))).toEqual({
      status: 'success',
      price: { unitPrice: 5000, netUnitPrice: 5000, beforePrice: null },
      currencyCode: 'DKK',
    });
    expect(listener).not.toHaveBeenCalled();
    for (let n = 0; n < 13; n++) prices.request(key(n));
    await vi.advanceTimersByTimeAsync(10);

    expect(fetchPrices.mock.calls.map(([keys]) => keys.length)).toEqual([10, 1]);
    expect(fetchPrices.mock.calls.flatMap(([keys]) => keys)).not.toContainEqual(key(0));
    // A key already known is not overwritten by a later seed.
    prices.seed([answer(key(5), 1)]);
    expect(prices.get(key(5))).toMatchObject({ price: { netUnitPrice: 10000 } });
  });
});

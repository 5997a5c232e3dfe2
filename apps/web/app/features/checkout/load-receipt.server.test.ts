import { pathOf } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client.server.ts';
import { order } from '../../test-support/checkout-fixture.ts';
import { loadReceiptOrders, receiptReferences } from './load-receipt.server.ts';

describe('receiptReferences', () => {
  it('names each order once, at most two, by orderId before cartId', () => {
    expect(
      receiptReferences(new URLSearchParams('orderId=a&orderId=a&orderId=b&orderId=c&cartId=x')),
    ).toEqual([{ orderId: 'a' }, { orderId: 'b' }]);
    expect(receiptReferences(new URLSearchParams('cartId=x'))).toEqual([{ cartId: 'x' }]);
    expect(receiptReferences(new URLSearchParams('orderId=%20'))).toEqual([]);
  });
});

const callWith = (fetch: unknown, token: string | null) =>
  createApiClient({ baseUrl: 'http://api', token, fetch: fetch as typeof globalThis.fetch });

describe('loadReceiptOrders', () => {
  it('asks GetOrderByCartId with the visitor token and leaves out what fails (spec §8: ignored)', async () => {
    const fetch = vi.fn(async (_url: URL | string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { orderId: string };
      if (body.orderId === 'gone') return Response.json({ message: 'Not Found' }, { status: 404 });
      return Response.json({ order: { item: order({ orderId: body.orderId }) } });
    });
    const orders = await loadReceiptOrders({
      search: new URLSearchParams('orderId=NL-1&orderId=gone'),
      language: 'da',
      call: callWith(fetch, 'guest-token'),
    });
    expect(orders.map((item) => item.orderId)).toEqual(['NL-1']);
    const [url, init] = fetch.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe(pathOf(endpoints.order.getOrderByCartId));
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer guest-token');
    expect(JSON.parse(String(init?.body))).toEqual({
      areaInfo: { areaId: 'b2b', languageCode: 'da' },
      orderId: 'NL-1',
    });
  });

  it('answers no orders when the API cannot be reached', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const orders = await loadReceiptOrders({
      search: new URLSearchParams('orderId=NL-1'),
      language: 'en',
      call: callWith(fetch, null),
    });
    expect(orders).toEqual([]);
  });
});

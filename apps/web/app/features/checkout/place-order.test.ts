import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { order } from '../../test-support/checkout-fixture.ts';
import { PaymentNotStartedError, placeOrder, receiptPath } from './place-order.ts';

function fakeApi(next: 'receipt' | 'payment', redirectLink: string | null = 'https://pay.example/s/1') {
  return {
    createOrder: vi.fn(async (cartId: string) => ({
      order: order({ cartId, orderId: `order-of-${cartId}` }),
      next,
    })),
    createOrders: vi.fn(async (cartIds: readonly string[]) => ({
      orders: cartIds.map((cartId) => order({ cartId, orderId: `order-of-${cartId}` })),
      next,
    })),
    createPaymentIntent: vi.fn(async () => ({ paymentIntentResponse: { redirectLink, paymentId: 'pay_1' } })),
  };
}

const base = { email: null, language: 'en' as const, origin: 'https://shop.example' };

describe('placeOrder', () => {
  it('orders every chosen cart in one checkout on account and goes to their receipt', async () => {
    const api = fakeApi('receipt');
    const url = await placeOrder({ ...base, api, cartIds: ['a', 'b'], paymentMethod: 'account' });
    expect(api.createOrders).toHaveBeenCalledWith(['a', 'b'], 'account', null, false);
    expect(api.createOrder).not.toHaveBeenCalled();
    expect(api.createPaymentIntent).not.toHaveBeenCalled();
    expect(url).toBe('/checkout/receipt?orderId=order-of-a&orderId=order-of-b');
  });

  it('sends the orders for approval when asked (ADR 81): on account, straight to their receipt', async () => {
    const api = fakeApi('receipt');
    const url = await placeOrder({ ...base, api, cartIds: ['a'], paymentMethod: 'account', approval: true });
    expect(api.createOrder).toHaveBeenCalledWith('a', 'account', null, true);
    expect(api.createPaymentIntent).not.toHaveBeenCalled();
    expect(url).toBe('/checkout/receipt?orderId=order-of-a');
  });

  it('pays a card order through a new payment intent for its cart and the shop origin', async () => {
    const api = fakeApi('payment');
    const url = await placeOrder({
      ...base,
      api,
      cartIds: ['a'],
      paymentMethod: 'card',
      email: 'ida@example.com',
    });
    expect(api.createOrder).toHaveBeenCalledWith('a', 'card', 'ida@example.com', false);
    expect(api.createPaymentIntent).toHaveBeenCalledWith('a', 'https://shop.example');
    expect(url).toBe('https://pay.example/s/1');
  });

  it('pays one checkout of two carts with one payment intent (ADR 60)', async () => {
    const api = fakeApi('payment');
    const url = await placeOrder({ ...base, api, cartIds: ['s', 'p'], paymentMethod: 'card' });
    expect(api.createOrders).toHaveBeenCalledWith(['s', 'p'], 'card', null, false);
    expect(api.createPaymentIntent).toHaveBeenCalledTimes(1);
    expect(url).toBe('https://pay.example/s/1');
  });

  it('fails when the provider gives no link, and when ordering fails it starts no payment', async () => {
    await expect(
      placeOrder({ ...base, api: fakeApi('payment', null), cartIds: ['a'], paymentMethod: 'card' }),
    ).rejects.toBeInstanceOf(PaymentNotStartedError);
    const api = fakeApi('payment');
    api.createOrder.mockRejectedValueOnce(new ApiError(400, null));
    await expect(placeOrder({ ...base, api, cartIds: ['a'], paymentMethod: 'card' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(api.createPaymentIntent).not.toHaveBeenCalled();
  });
});

describe('receiptPath', () => {
  it('is the receipt route of the language with one orderId per order', () => {
    expect(receiptPath('da', ['NL-1'])).toBe('/da/checkout/kvittering?orderId=NL-1');
  });
});

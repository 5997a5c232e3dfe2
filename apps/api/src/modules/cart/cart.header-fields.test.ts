import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs, useSharedTestApp } from '../../test/helper.ts';
import { carts as cartsTable } from './cart.tables.ts';
import { area, caller, cartCalls, cuKey, findVariant } from './cart-test-kit.ts';

/** The cart's header fields, and how a cart used in an order refuses every change to them and to its lines. */

const shared = useSharedTestApp();
const call = caller(() => shared.app);
const carts = cartCalls(call);

const address = {
  name: 'Lille Kanin Børnetøj ApS',
  address1: 'Søndergade 21',
  postalCode: '8000',
  city: 'Aarhus C',
  countryCode: 'DK',
};

describe('cart header fields', () => {
  it('sets the billing address, order fields and payment method, and refuses bad ones naming the field', async () => {
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    const cart = await carts.open(token, 'FutureStock');
    const billed = await call(
      'PATCH',
      '/api/Cart/SetBillingAddress',
      { area, cartId: cart.cartId, billingAddress: { ...address, email: 'indkoeb@lillekanin.demo' } },
      token,
    );
    expect(billed.statusCode, billed.body).toBe(200);
    expect(billed.json().cart.billingAddress).toEqual({
      ...address,
      address2: null,
      email: 'indkoeb@lillekanin.demo',
      phone: null,
    });
    const badAddress = await call(
      'PATCH',
      '/api/Cart/SetBillingAddress',
      { area, cartId: cart.cartId, billingAddress: { ...address, address1: ' ', countryCode: 'dk' } },
      token,
    );
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().message).toContain('body/billingAddress.address1: address1 is required');
    expect(badAddress.json().message).toContain(
      'body/billingAddress.countryCode: countryCode must be a two-letter ISO code like DK',
    );

    const fields = await call(
      'PATCH',
      '/api/Cart/SetOrderFields',
      { area, cartId: cart.cartId, comment: 'Deliver to the back door', reference: 'PO-2026-118' },
      token,
    );
    expect(fields.json().cart).toMatchObject({
      comment: 'Deliver to the back door',
      reference: 'PO-2026-118',
    });
    const tooLong = await call(
      'PATCH',
      '/api/Cart/SetOrderFields',
      { area, cartId: cart.cartId, reference: 'x'.repeat(101) },
      token,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('body/reference');

    const saved = await call(
      'POST',
      '/api/Cart/SaveCart',
      { area, cartId: cart.cartId, paymentMethod: 'account', comment: null },
      token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().cart).toMatchObject({
      paymentMethod: 'account',
      comment: null,
      reference: 'PO-2026-118',
    });
    const badMethod = await call(
      'POST',
      '/api/Cart/SaveCart',
      { area, cartId: cart.cartId, paymentMethod: 'bitcoin' },
      token,
    );
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json().message).toBe('paymentMethod: unknown "bitcoin"; expected one of account, card');
  });
});

describe('a cart used in an order', () => {
  it('stays readable but answers CartUsedInOrderException to every change, and a new cart takes its place', async () => {
    const token = await loginAs(shared.app, 'shop.uk@nordlys.demo');
    const cart = await carts.open(token, 'Preorder');
    const variant = await findVariant(shared.app, { allowPresale: true, productId: 'NL10004' });
    await carts.add(token, cart.cartId, [{ productKey: cuKey(variant), quantity: 2 }]);
    await shared.app.db.update(cartsTable).set({ status: 'ordered' }).where(eq(cartsTable.id, cart.cartId));

    const changes: Array<['POST' | 'DELETE' | 'PATCH', string, Record<string, unknown>]> = [
      ['POST', '/api/Cart/AddOrUpdateLines', { lines: [{ productKey: cuKey(variant), quantity: 1 }] }],
      ['DELETE', '/api/Cart/DeleteLines', { lines: [{ productKey: cuKey(variant) }] }],
      ['POST', '/api/Cart/CalculateCart', {}],
      ['DELETE', '/api/Cart/EmptyCart', {}],
      ['PATCH', '/api/Cart/SetBillingAddress', { billingAddress: address }],
      [
        'PATCH',
        '/api/Cart/SetShipping',
        { shippingAddress: address, shippingMethod: { internalId: 'parcel-dk' } },
      ],
      ['PATCH', '/api/Cart/SetOrderFields', { comment: 'late' }],
      ['POST', '/api/Cart/SaveCart', { reference: 'late' }],
    ];
    for (const [method, url, body] of changes) {
      const response = await call(method, url, { area, cartId: cart.cartId, ...body }, token);
      expect(response.statusCode, url).toBe(409);
      expect(response.json(), url).toMatchObject({
        errorCode: 'cart-used-in-order',
        type: 'CartUsedInOrderException',
      });
    }
    const read = await carts.get(token, cart.cartId);
    expect(read).toMatchObject({ usedInOrder: true, version: cart.version + 1 });
    expect(read.lines[0].quantity).toBe(2);

    const next = await carts.open(token, 'Preorder');
    expect(next.cartId).not.toBe(cart.cartId);
    expect(next.lines).toEqual([]);
  });
});

import type { Endpoint } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { area, cuKey, findVariant, useCartTestApp } from '../../test-support/cart-kit.ts';
import { loginAs } from '../../test-support/test-app.ts';
import { carts as cartsTable } from './cart.tables.ts';

/** The cart's header fields, and how a cart used in an order refuses every change to them and to its lines. */

const { shared, call, carts } = useCartTestApp();

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
      endpoints.cart.setBillingAddress,
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
      endpoints.cart.setBillingAddress,
      { area, cartId: cart.cartId, billingAddress: { ...address, address1: ' ', countryCode: 'dk' } },
      token,
    );
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().message).toContain('body/billingAddress.address1: address1 is required');
    expect(badAddress.json().message).toContain(
      'body/billingAddress.countryCode: countryCode must be a two-letter ISO code like DK',
    );

    const fields = await call(
      endpoints.cart.setOrderFields,
      { area, cartId: cart.cartId, comment: 'Deliver to the back door', reference: 'PO-2026-118' },
      token,
    );
    expect(fields.json().cart).toMatchObject({
      comment: 'Deliver to the back door',
      reference: 'PO-2026-118',
    });
    const tooLong = await call(
      endpoints.cart.setOrderFields,
      { area, cartId: cart.cartId, reference: 'x'.repeat(101) },
      token,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('body/reference');

    const saved = await call(
      endpoints.cart.saveCart,
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
      endpoints.cart.saveCart,
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

    const changes: Array<[Endpoint, Record<string, unknown>]> = [
      [endpoints.cart.addOrUpdateLines, { lines: [{ productKey: cuKey(variant), quantity: 1 }] }],
      [endpoints.cart.deleteLines, { lines: [{ productKey: cuKey(variant) }] }],
      [endpoints.cart.calculateCart, {}],
      [endpoints.cart.emptyCart, {}],
      [endpoints.cart.setBillingAddress, { billingAddress: address }],
      [endpoints.cart.setShipping, { shippingAddress: address, shippingMethod: { internalId: 'parcel-dk' } }],
      [endpoints.cart.setOrderFields, { comment: 'late' }],
      [endpoints.cart.saveCart, { reference: 'late' }],
    ];
    for (const [endpoint, body] of changes) {
      const response = await call(endpoint, { area, cartId: cart.cartId, ...body }, token);
      expect(response.statusCode, endpoint.operationId).toBe(409);
      expect(response.json(), endpoint.operationId).toMatchObject({
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

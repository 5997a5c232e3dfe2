import { endpoints } from '@shop/contracts/endpoints';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addressIn,
  area,
  cuKey,
  findVariant,
  useCartTestApp,
  visitorToken,
} from '../../test-support/cart-kit.ts';
import { loginAs } from '../../test-support/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { hashToken } from '../user/token.service.ts';
import { authTokens } from '../user/user.tables.ts';

const { shared, call, carts } = useCartTestApp();

const address = addressIn('DK');

/** Every call that names a cart, with a body that is valid apart from whose cart it is. */
function cartCallsOn(cartId: string, productKey: ReturnType<typeof cuKey>) {
  return [
    [endpoints.cart.getCartById, { areaInfo: area, id: cartId }],
    [endpoints.cart.addOrUpdateLines, { area, cartId, lines: [{ productKey, quantity: 1 }] }],
    [endpoints.cart.deleteLines, { area, cartId, lines: [{ productKey }] }],
    [endpoints.cart.calculateCart, { area, cartId }],
    [endpoints.cart.emptyCart, { area, cartId }],
    [endpoints.cart.setBillingAddress, { area, cartId, billingAddress: address }],
    [
      endpoints.cart.setShipping,
      { area, cartId, shippingAddress: address, shippingMethod: { internalId: 'parcel-dk' } },
    ],
    [endpoints.cart.setOrderFields, { area, cartId, comment: 'mine now' }],
    [endpoints.cart.saveCart, { area, cartId, reference: 'mine now' }],
    [endpoints.shipping.getShippingMethods, { area, cartId, address }],
    [endpoints.product.getUnavailableProducts, { area, cartId }],
  ] as const;
}

/** A sales user's token acting for the customer (what impersonation sets on the token). */
async function impersonating(customerNumber: string): Promise<string> {
  const token = await loginAs(shared.app, 'sales@nordlys.demo');
  await shared.app.db
    .update(authTokens)
    .set({ actingCustomerNumber: customerNumber })
    .where(eq(authTokens.tokenHash, hashToken(token)));
  return token;
}

describe('cart ownership', () => {
  it("answers NotCartOwnerException for another dealer's cart on every call, and changes nothing", async () => {
    const owner = await loginAs(shared.app, 'dealer@nordlys.demo');
    const stranger = await loginAs(shared.app, 'haendler@nordlys.demo');
    const variant = await findVariant(shared.app, { allowStockOrder: true, productId: 'NL10001' });
    const cart = await carts.open(owner, 'Stock');
    const before = await carts.add(owner, cart.cartId, [{ productKey: cuKey(variant), quantity: 3 }]);

    for (const [endpoint, body] of cartCallsOn(cart.cartId, cuKey(variant))) {
      const response = await call(endpoint, body, stranger);
      expect(response.statusCode, endpoint.operationId).toBe(403);
      expect(response.json(), endpoint.operationId).toMatchObject({
        errorCode: 'not-cart-owner',
        type: 'NotCartOwnerException',
      });
    }
    const after = await carts.get(owner, cart.cartId);
    expect(after).toEqual(before);
  });

  it("keeps visitors' token carts apart from each other and from dealers", async () => {
    const visitor = await visitorToken(shared.app);
    const variant = await findVariant(shared.app, { allowStockOrder: true, productId: 'NL10003' });
    const cart = await carts.open(visitor, 'Stock');
    await carts.add(visitor, cart.cartId, [{ productKey: cuKey(variant), quantity: 1 }]);
    const otherVisitor = await visitorToken(shared.app);
    const dealer = await loginAs(shared.app, 'dealer@nordlys.demo');
    for (const stranger of [otherVisitor, dealer]) {
      for (const [endpoint, body] of cartCallsOn(cart.cartId, cuKey(variant))) {
        const response = await call(endpoint, body, stranger);
        expect(response.statusCode, endpoint.operationId).toBe(403);
        expect(response.json().type, endpoint.operationId).toBe('NotCartOwnerException');
      }
    }
    // The visitor's own cart answers every one of these calls.
    for (const [endpoint, body] of cartCallsOn(cart.cartId, cuKey(variant))) {
      const response = await call(endpoint, body, visitor);
      expect(response.statusCode, `${endpoint.operationId}: ${response.body}`).toBe(200);
    }
  });

  it('answers 404 cart-not-found for an unknown cart', async () => {
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    const response = await call(endpoints.cart.calculateCart, { area, cartId: 'no-such-cart' }, token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      errorCode: 'cart-not-found',
      message: 'Cart no-such-cart not found',
    });
  });

  it("lets a sales user impersonating a dealer work on the dealer's cart, and audits it", async () => {
    const dealer = await loginAs(shared.app, 'shop.uk@nordlys.demo');
    const sales = await impersonating('C30001');
    const variant = await findVariant(shared.app, { allowStockOrder: true, productId: 'NL10007' });
    const dealerCart = await carts.open(dealer, 'Web');
    const salesCart = await carts.open(sales, 'Web');
    expect(salesCart.cartId).toBe(dealerCart.cartId);

    await carts.add(sales, salesCart.cartId, [{ productKey: cuKey(variant), quantity: 2 }]);
    await carts.add(dealer, dealerCart.cartId, [{ productKey: cuKey(variant), quantity: 1 }]);
    expect((await carts.get(dealer, dealerCart.cartId)).lines[0].quantity).toBe(3);

    const entries = await shared.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, dealerCart.cartId));
    expect(
      entries.map(({ action, actorUserId, impersonatorUserId, customerNumber, entity }) => ({
        action,
        actorUserId,
        impersonatorUserId,
        customerNumber,
        entity,
      })),
    ).toEqual([
      {
        action: 'cart.addOrUpdateLines',
        actorUserId: 'u-sales',
        impersonatorUserId: 'u-sales',
        customerNumber: 'C30001',
        entity: 'cart',
      },
    ]);
    expect(entries[0]?.details).toMatchObject({ upserted: 1, deleted: 0 });

    // Acting for another customer, the same sales user is a stranger to this cart.
    const elsewhere = await impersonating('C40001');
    const response = await call(
      endpoints.cart.getCartById,
      { areaInfo: area, id: dealerCart.cartId },
      elsewhere,
    );
    expect(response.json().type).toBe('NotCartOwnerException');
  });
});

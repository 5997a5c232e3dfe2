import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createOrder,
  getOrder,
  onHand,
  readyCart,
  readyGuestCart,
  setOnHand,
  stockedVariant,
  visitorToken,
} from '../../test-support/order-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';

const shared = useSharedTestApp();

describe('CreateOrderByCartId', () => {
  describe('refuses, saving nothing, when', () => {
    const refusal = async (response: {
      statusCode: number;
      json(): { errorCode: string; message: string };
    }) => ({
      status: response.statusCode,
      errorCode: response.json().errorCode,
      message: response.json().message,
    });

    it('the cart was not calculated since its last change', async () => {
      const { app } = shared;
      const variant = await stockedVariant(app, 5);
      const token = await visitorToken(app);
      const { cartId } = await readyCart(app, token, { lines: [{ variant, quantity: 1 }], calculate: false });
      expect(await refusal(await createOrder(app, token, cartId))).toMatchObject({
        status: 409,
        errorCode: 'cart-not-calculated',
      });
      expect(await onHand(app, variant.variantId)).toBe(5);
    });

    it('the prices changed since the buyer saw them', async () => {
      const { app } = shared;
      const { token, cartId } = await readyGuestCart(app, 5, 1);
      // What the buyer was shown differs from what the server calculates now.
      await app.db.execute(sql`UPDATE carts SET calculation = jsonb_set(calculation,
        '{calculation,totalNetPrice,priceWithVat}', '1') WHERE id = ${cartId}`);
      expect(await refusal(await createOrder(app, token, cartId))).toMatchObject({
        status: 409,
        errorCode: 'cart-prices-changed',
      });
    });

    it('the stock validation has to cut the cart, telling which product changed', async () => {
      const { app } = shared;
      const { variant, token, cartId } = await readyGuestCart(app, 5, 5);
      await setOnHand(app, variant.variantId, 3);
      const answer = await refusal(await createOrder(app, token, cartId));
      expect(answer).toMatchObject({ status: 409, errorCode: 'cart-changed-by-validation' });
      expect(answer.message).toMatch(
        /^Your basket has been changed by the cart validation \(Stock\): .+ was cut from 5 to 3/,
      );
      expect(await onHand(app, variant.variantId)).toBe(3);
    });

    it('a guest wants to pay on account, or the terms are not accepted', async () => {
      const { app } = shared;
      const { token, cartId } = await readyGuestCart(app, 5, 1);
      expect(
        await refusal(await createOrder(app, token, cartId, { paymentMethod: 'account' })),
      ).toMatchObject({
        status: 400,
        errorCode: 'payment-method-not-allowed',
      });
      const terms = await refusal(await createOrder(app, token, cartId, { acceptTerms: false }));
      expect(terms).toMatchObject({ status: 400, errorCode: 'validation-failed' });
      expect(terms.message).toContain('validation.required-field');
    });

    it('there is no shipping address', async () => {
      const { app } = shared;
      const variant = await stockedVariant(app, 5);
      const token = await visitorToken(app);
      const { cartId } = await readyCart(app, token, { lines: [{ variant, quantity: 1 }], shipping: false });
      expect(await refusal(await createOrder(app, token, cartId))).toMatchObject({
        status: 400,
        errorCode: 'shipping-address-missing',
      });
    });

    it("a dealer's order is below the minimum order amount", async () => {
      const { app } = shared;
      const variant = await stockedVariant(app, 5);
      const token = await loginAs(app, 'dealer@nordlys.demo');
      const { cartId } = await readyCart(app, token, { lines: [{ variant, quantity: 1 }] });
      const answer = await refusal(await createOrder(app, token, cartId, { paymentMethod: 'account' }));
      expect(answer).toMatchObject({ status: 409, errorCode: 'cart.minimumOrderAmountNotExceeded' });
      expect(answer.message.replace(/\s/g, ' ')).toBe(
        'The minimum order amount of 2.500,00 kr. has not been reached',
      );
      expect(await onHand(app, variant.variantId)).toBe(5);
    });

    it('the customer is blocked', async () => {
      const { app } = shared;
      const variant = await stockedVariant(app, 5000);
      const token = await loginAs(app, 'blocked@nordlys.demo');
      const { cartId } = await readyCart(app, token, { lines: [{ variant, quantity: 1000 }] });
      expect(
        await refusal(await createOrder(app, token, cartId, { paymentMethod: 'account' })),
      ).toMatchObject({
        status: 409,
        errorCode: 'customer-blocked',
      });
    });

    it('someone else orders the cart; nor may they read the order', async () => {
      const { app } = shared;
      const variant = await stockedVariant(app, 5);
      const owner = await visitorToken(app);
      const stranger = await visitorToken(app);
      const { cartId } = await readyCart(app, owner, { lines: [{ variant, quantity: 1 }] });
      expect((await createOrder(app, stranger, cartId)).json().type).toBe('NotCartOwnerException');
      const { orderId } = (await createOrder(app, owner, cartId)).json().order;
      expect((await getOrder(app, stranger, { orderId })).statusCode).toBe(403);
      const dealer = await loginAs(app, 'dealer@nordlys.demo');
      expect((await getOrder(app, dealer, { cartId })).statusCode).toBe(403);
      expect((await getOrder(app, owner, { cartId })).json().order.item.orderId).toBe(orderId);
      expect((await getOrder(app, owner, { orderId, cartId: 'another-cart' })).statusCode).toBe(404);
      expect((await getOrder(app, owner, { orderId: 'SO000001' })).statusCode).toBe(404);
      expect((await getOrder(app, owner, {})).statusCode).toBe(400);
    });
  });
});

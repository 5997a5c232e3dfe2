import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { addressIn, area, cuKey, findVariant, useCartTestApp } from '../../test-support/cart-kit.ts';
import { loginAs } from '../../test-support/test-app.ts';

const { shared, call, carts } = useCartTestApp();

/** SetShipping to a receiver in the country, with the method given (none: the body leaves it out). */
const setShipping = (token: string, cartId: string, countryCode: string, shippingMethod?: object) =>
  call(
    endpoints.cart.setShipping,
    { area, cartId, shippingAddress: addressIn(countryCode), ...(shippingMethod ? { shippingMethod } : {}) },
    token,
  );

describe('SetShipping', () => {
  it('stores an offered method, whose fee the calculation adds with VAT; name and fee sent are ignored', async () => {
    const dealer = await loginAs(shared.app, 'dealer@nordlys.demo');
    const cart = await carts.open(dealer, 'Preorder');
    const variant = await findVariant(shared.app, { allowPresale: true, productId: 'NL10004' });
    await carts.add(dealer, cart.cartId, [{ productKey: cuKey(variant), quantity: 1 }]);
    const set = await setShipping(dealer, cart.cartId, 'DK', {
      internalId: 'express-dk',
      fee: 0,
      name: 'Free',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().cart.shippingAddress).toMatchObject(addressIn('DK'));
    expect(set.json().cart.shippingMethod).toMatchObject({ internalId: 'express-dk', fee: 15000 });

    const { cart: calculated } = await carts.calculate(dealer, cart.cartId);
    const line = calculated.lines[0];
    expect(calculated.calculation.shippingFee).toEqual({ priceWithoutVat: 15000, priceWithVat: 18750 });
    expect(calculated.calculation.totalNetPrice.priceWithoutVat).toBe(
      line.netLinePrice.priceWithoutVat + 15000,
    );
    expect(calculated.calculation.totalNetPrice.priceWithVat).toBe(
      line.netLinePrice.priceWithVat + calculated.calculation.shippingFee.priceWithVat,
    );
    // Shipping is not part of the summary the minimum is checked against.
    expect(calculated.calculation.summary.subTotalWithoutVat).toBe(line.netLinePrice.priceWithoutVat);
    await carts.empty(dealer, cart.cartId);
  });

  it('refuses a method that is not offered for the address or the customer, naming it', async () => {
    const dealer = await loginAs(shared.app, 'dealer@nordlys.demo');
    const cart = await carts.open(dealer, 'Stock');
    const wrongGroup = await setShipping(dealer, cart.cartId, 'DK', { internalId: 'express-world' });
    expect(wrongGroup.statusCode).toBe(400);
    expect(wrongGroup.json()).toMatchObject({
      errorCode: 'shipping-method-not-offered',
      message:
        'shippingMethod.internalId: "express-world" is not offered for DK; expected one of parcel-dk, express-dk',
    });
    const pickup = await setShipping(dealer, cart.cartId, 'DK', { internalId: 'pickup' });
    expect(pickup.statusCode).toBe(400);
    const missing = await setShipping(dealer, cart.cartId, 'DK');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('body/shippingMethod');

    const apac = await loginAs(shared.app, 'apac@nordlys.demo');
    const apacCart = await carts.open(apac, 'Stock');
    const parcel = await setShipping(apac, apacCart.cartId, 'SG', { internalId: 'parcel-world' });
    expect(parcel.statusCode).toBe(400);
    expect(parcel.json().message).toContain('expected one of pickup');
    const collect = await setShipping(apac, apacCart.cartId, 'SG', { internalId: 'pickup' });
    expect(collect.json().cart.shippingMethod).toMatchObject({
      internalId: 'pickup',
      fee: 0,
      extraInfo: { pickup: true },
    });
  });
});

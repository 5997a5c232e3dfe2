import { endpoints } from '@shop/contracts/endpoints';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { area, caller, cartCalls, cuKey, findVariant, visitorToken } from '../../test-support/cart-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { hashToken } from '../user/token.service.ts';
import { authTokens } from '../user/user.tables.ts';

const shared = useSharedTestApp();
const call = caller(() => shared.app);
const carts = cartCalls(call);

const at = (countryCode: string) => ({
  name: 'Receiver',
  address1: 'Street 1',
  postalCode: '1000',
  city: 'City',
  countryCode,
});

async function methods(token: string, cartId: string, countryCode: string) {
  const response = await call(
    endpoints.shipping.getShippingMethods,
    { area, cartId, address: at(countryCode) },
    token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().shippingMethods as Array<{
    internalId: string;
    fee: number;
    extraInfo: { pickup: boolean };
  }>;
}

describe('GetShippingMethods', () => {
  it("offers a parcel and express by country group, with fees in the cart's currency", async () => {
    const dealer = await loginAs(shared.app, 'dealer@nordlys.demo');
    const dkk = await carts.open(dealer, 'Stock');
    expect(await methods(dealer, dkk.cartId, 'DK')).toEqual([
      {
        internalId: 'parcel-dk',
        name: 'Standard parcel (DHL)',
        fee: 7500,
        countryCode: 'DK',
        trackAndTrace: true,
        extraInfo: { pickup: false, currencyCode: 'DKK' },
      },
      {
        internalId: 'express-dk',
        name: 'Express (DHL Express)',
        fee: 15000,
        countryCode: 'DK',
        trackAndTrace: true,
        extraInfo: { pickup: false, currencyCode: 'DKK' },
      },
    ]);
    expect((await methods(dealer, dkk.cartId, 'DE')).map((m) => [m.internalId, m.fee])).toEqual([
      ['parcel-europe', 15000],
      ['express-europe', 35000],
    ]);
    expect((await methods(dealer, dkk.cartId, 'US')).map((m) => [m.internalId, m.fee])).toEqual([
      ['parcel-world', 40000],
      ['express-world', 75000],
    ]);
    const haendler = await loginAs(shared.app, 'haendler@nordlys.demo');
    const eur = await carts.open(haendler, 'Stock');
    expect((await methods(haendler, eur.cartId, 'DE')).map((m) => [m.internalId, m.fee])).toEqual([
      ['parcel-europe', 2000],
      ['express-europe', 4700],
    ]);
    const danish = await call(
      endpoints.shipping.getShippingMethods,
      { area: { ...area, languageCode: 'da' }, cartId: dkk.cartId, address: at('DK') },
      dealer,
    );
    expect(danish.json().shippingMethods[0].name).toBe('Standardpakke (DHL)');
  });

  it('offers pickup only to a customer whose shipment method code is EXW', async () => {
    const apac = await loginAs(shared.app, 'apac@nordlys.demo');
    const cart = await carts.open(apac, 'Stock');
    expect(await methods(apac, cart.cartId, 'SG')).toEqual([
      {
        internalId: 'pickup',
        name: 'Pickup at our warehouse (EXW)',
        fee: 0,
        countryCode: null,
        trackAndTrace: false,
        extraInfo: { pickup: true, currencyCode: 'EUR' },
      },
    ]);
  });

  it('answers 400 naming the address field that is wrong', async () => {
    const dealer = await loginAs(shared.app, 'dealer@nordlys.demo');
    const cart = await carts.open(dealer, 'Stock');
    const response = await call(
      endpoints.shipping.getShippingMethods,
      { area, cartId: cart.cartId, address: { ...at('Denmark'), postalCode: '' } },
      dealer,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('body/address.postalCode: postalCode is required');
    expect(response.json().message).toContain('body/address.countryCode');
  });
});

describe('SetShipping', () => {
  it('stores an offered method, whose fee the calculation adds with VAT; name and fee sent are ignored', async () => {
    const dealer = await loginAs(shared.app, 'dealer@nordlys.demo');
    const cart = await carts.open(dealer, 'Preorder');
    const variant = await findVariant(shared.app, { allowPresale: true, productId: 'NL10004' });
    await carts.add(dealer, cart.cartId, [{ productKey: cuKey(variant), quantity: 1 }]);
    const set = await call(
      endpoints.cart.setShipping,
      {
        area,
        cartId: cart.cartId,
        shippingAddress: at('DK'),
        shippingMethod: { internalId: 'express-dk', fee: 0, name: 'Free' },
      },
      dealer,
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().cart.shippingAddress).toMatchObject(at('DK'));
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
    const wrongGroup = await call(
      endpoints.cart.setShipping,
      {
        area,
        cartId: cart.cartId,
        shippingAddress: at('DK'),
        shippingMethod: { internalId: 'express-world' },
      },
      dealer,
    );
    expect(wrongGroup.statusCode).toBe(400);
    expect(wrongGroup.json()).toMatchObject({
      errorCode: 'shipping-method-not-offered',
      message:
        'shippingMethod.internalId: "express-world" is not offered for DK; expected one of parcel-dk, express-dk',
    });
    const pickup = await call(
      endpoints.cart.setShipping,
      { area, cartId: cart.cartId, shippingAddress: at('DK'), shippingMethod: { internalId: 'pickup' } },
      dealer,
    );
    expect(pickup.statusCode).toBe(400);
    const missing = await call(
      endpoints.cart.setShipping,
      { area, cartId: cart.cartId, shippingAddress: at('DK') },
      dealer,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('body/shippingMethod');

    const apac = await loginAs(shared.app, 'apac@nordlys.demo');
    const apacCart = await carts.open(apac, 'Stock');
    const parcel = await call(
      endpoints.cart.setShipping,
      {
        area,
        cartId: apacCart.cartId,
        shippingAddress: at('SG'),
        shippingMethod: { internalId: 'parcel-world' },
      },
      apac,
    );
    expect(parcel.statusCode).toBe(400);
    expect(parcel.json().message).toContain('expected one of pickup');
    const collect = await call(
      endpoints.cart.setShipping,
      { area, cartId: apacCart.cartId, shippingAddress: at('SG'), shippingMethod: { internalId: 'pickup' } },
      apac,
    );
    expect(collect.json().cart.shippingMethod).toMatchObject({
      internalId: 'pickup',
      fee: 0,
      extraInfo: { pickup: true },
    });
  });
});

describe('GetAddresses', () => {
  it("answers the acting customer's addresses, none for a visitor, 403 for a sales user acting for nobody", async () => {
    const dealer = await loginAs(shared.app, 'dealer@nordlys.demo');
    const response = await call(endpoints.customer.getAddresses, { areaInfo: area }, dealer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().addresses).toEqual([
      {
        id: expect.any(String),
        kind: 'billing',
        isDefault: true,
        name: 'Lille Kanin Børnetøj ApS',
        address1: 'Bogholderiet, Søndergade 21',
        address2: null,
        postalCode: '8000',
        city: 'Aarhus C',
        countryCode: 'DK',
        email: 'indkoeb@lillekanin.demo',
        phone: '+45 86 12 34 56',
      },
      {
        id: expect.any(String),
        kind: 'shipping',
        isDefault: true,
        name: 'Lille Kanin Børnetøj ApS',
        address1: 'Søndergade 21',
        address2: null,
        postalCode: '8000',
        city: 'Aarhus C',
        countryCode: 'DK',
        email: 'indkoeb@lillekanin.demo',
        phone: '+45 86 12 34 56',
      },
    ]);

    const visitor = await visitorToken(shared.app);
    const none = await call(endpoints.customer.getAddresses, { areaInfo: area }, visitor);
    expect(none.json()).toEqual({ addresses: [] });

    const sales = await loginAs(shared.app, 'sales@nordlys.demo');
    expect((await call(endpoints.customer.getAddresses, { areaInfo: area }, sales)).statusCode).toBe(403);
    await shared.app.db
      .update(authTokens)
      .set({ actingCustomerNumber: 'C20001' })
      .where(eq(authTokens.tokenHash, hashToken(sales)));
    const acting = await call(endpoints.customer.getAddresses, { areaInfo: area }, sales);
    expect(acting.json().addresses.map((entry: { city: string }) => entry.city)).toEqual([
      'Hamburg',
      'Hamburg',
    ]);

    expect((await call(endpoints.customer.getAddresses, { areaInfo: area })).statusCode).toBe(401);
    const bad = await call(endpoints.customer.getAddresses, {}, dealer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body/areaInfo');
  });
});

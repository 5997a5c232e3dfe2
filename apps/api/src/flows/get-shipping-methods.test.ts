import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { addressIn, area, useCartTestApp } from '../test-support/cart-kit.ts';
import { loginAs } from '../test-support/test-app.ts';

const { shared, call, carts } = useCartTestApp();

async function methods(token: string, cartId: string, countryCode: string) {
  const response = await call(
    endpoints.shipping.getShippingMethods,
    { area, cartId, address: addressIn(countryCode) },
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
      { area: { ...area, languageCode: 'da' }, cartId: dkk.cartId, address: addressIn('DK') },
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
      { area, cartId: cart.cartId, address: { ...addressIn('Denmark'), postalCode: '' } },
      dealer,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('body/address.postalCode: postalCode is required');
    expect(response.json().message).toContain('body/address.countryCode');
  });
});

import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { key, priceOf, priceRequests } from '../../test-support/price-requests-kit.ts';
import { loginAs, tokenOf, useSharedTestApp } from '../../test-support/test-app.ts';
import { issueToken } from '../user/token.service.ts';

const shared = useSharedTestApp();
const { post, groupPrice } = priceRequests(() => shared.app);

describe('GetPricesByCustomer', () => {
  it('gives the Danish dealer DKK net prices and the German dealer EUR ones for the same key', async () => {
    const dk = await post(
      endpoints.price.getPricesByCustomer,
      { products: [key('NL10001')] },
      await loginAs(shared.app, 'dealer@nordlys.demo'),
    );
    const de = await post(
      endpoints.price.getPricesByCustomer,
      { products: [key('NL10001')] },
      await loginAs(shared.app, 'haendler@nordlys.demo'),
    );
    expect(dk.statusCode).toBe(200);
    const dkkList = await groupPrice('NL10001', 'B2B DKK');
    const eurList = await groupPrice('NL10001', 'B2B EUR');
    // The Danish dealer has 5 % on girls' dresses, the German one 10 % on this very product.
    expect(dk.json()).toEqual({
      prices: [
        {
          productKey: key('NL10001'),
          price: { unitPrice: dkkList, netUnitPrice: Math.round((dkkList * 95) / 100), beforePrice: null },
          currencyCode: 'DKK',
          // Beside it the RRP in the dealer's retail currency (ADR 59).
          retailPrice: { amount: await groupPrice('NL10001', 'RETAIL DKK'), currencyCode: 'DKK' },
        },
      ],
      currencyCode: 'DKK',
    });
    expect(de.json().currencyCode).toBe('EUR');
    expect(priceOf(de.json(), 'NL10001')).toEqual({
      unitPrice: eurList,
      netUnitPrice: Math.round((eurList * 9) / 10),
      beforePrice: null,
    });
  });

  it('ignores a currency sent by the client', async () => {
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    const response = await post(
      endpoints.price.getPricesByCustomer,
      { currencyCode: 'EUR', products: [key('NL10003')] },
      token,
    );
    expect(response.json().currencyCode).toBe('DKK');
    expect(priceOf(response.json(), 'NL10003')).toMatchObject({
      unitPrice: await groupPrice('NL10003', 'B2B DKK'),
    });
  });

  it("prefers the dealer's own price over the group price another dealer of the group pays", async () => {
    const own = await post(
      endpoints.price.getPricesByCustomer,
      { products: [key('NL10002')] },
      await loginAs(shared.app, 'dealer@nordlys.demo'),
    );
    const sameGroup = await post(
      endpoints.price.getPricesByCustomer,
      { products: [key('NL10002')] },
      await loginAs(shared.app, 'blocked@nordlys.demo'),
    );
    const group = await groupPrice('NL10002', 'B2B DKK');
    expect(priceOf(sameGroup.json(), 'NL10002')).toMatchObject({ unitPrice: group });
    const ownPrice = priceOf(own.json(), 'NL10002') as { unitPrice: number };
    expect(ownPrice.unitPrice).toBe(Math.round(group * 0.9));
  });

  it('prices quantity 1: a quantity break from 12 pieces does not apply', async () => {
    const response = await post(
      endpoints.price.getPricesByCustomer,
      { products: [key('NL10004')] },
      await loginAs(shared.app, 'dealer@nordlys.demo'),
    );
    const single = await groupPrice('NL10004', 'B2B DKK');
    expect(await groupPrice('NL10004', 'B2B DKK', 12)).toBeLessThan(single);
    expect(priceOf(response.json(), 'NL10004')).toMatchObject({ unitPrice: single });
  });

  it('prices the Asia-Pacific dealer from their own group, in EUR', async () => {
    const response = await post(
      endpoints.price.getPricesByCustomer,
      { products: [key('NL10003')] },
      await loginAs(shared.app, 'apac@nordlys.demo'),
    );
    expect(response.json().currencyCode).toBe('EUR');
    const apac = await groupPrice('NL10003', 'B2B APAC');
    expect(apac).not.toBe(await groupPrice('NL10003', 'B2B EUR'));
    expect(priceOf(response.json(), 'NL10003')).toMatchObject({ unitPrice: apac });
  });

  it("gives a sales user the impersonated customer's prices", async () => {
    const { token } = await issueToken(shared.app.db, {
      kind: 'user',
      userId: 'u-sales',
      ttlHours: 1,
      now: new Date(),
      actingCustomerNumber: 'C20001',
    });
    const response = await post(endpoints.price.getPricesByCustomer, { products: [key('NL10003')] }, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().currencyCode).toBe('EUR');
    expect(priceOf(response.json(), 'NL10003')).toMatchObject({
      unitPrice: await groupPrice('NL10003', 'B2B EUR'),
    });
  });

  it("answers 401 without login, 403 for a sales user acting for nobody and for a deactivated customer's live token", async () => {
    const body = { products: [key('NL10001')] };
    expect((await post(endpoints.price.getPricesByCustomer, body)).statusCode).toBe(401);
    const sales = await post(
      endpoints.price.getPricesByCustomer,
      body,
      await loginAs(shared.app, 'sales@nordlys.demo'),
    );
    expect(sales.statusCode).toBe(403);
    // The login refuses a deactivated customer's user; a token from before meets the access rule (ADR 37).
    const inactive = await post(
      endpoints.price.getPricesByCustomer,
      body,
      await tokenOf(shared.app, 'u-inactive'),
    );
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toEqual({
      message: 'The customer account has been deactivated',
      errorCode: 'validation.logget-out-account-deactivated',
      type: 'AccountDeactivatedException',
    });
  });
});

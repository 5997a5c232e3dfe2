import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { PriceCalculationMode } from '../../config-types.ts';
import { callApi } from '../../test-support/call-api.ts';
import { createErpDouble } from '../../test-support/erp-double.ts';
import { priceRequests } from '../../test-support/price-requests-kit.ts';
import { loginAs, useTestApp } from '../../test-support/test-app.ts';

const products = [{ productId: 'NL10001', variantId: null, unitOfMeasure: 'CU' }];
const erpPrice = { unitPrice: 4242, netUnitPrice: 4000, beforePrice: null };

async function price(
  app: FastifyInstance,
  endpoint: typeof endpoints.price.getPrices | typeof endpoints.price.getPricesByCustomer,
  token?: string,
) {
  const response = await callApi(app, endpoint, { body: { products } }, { token });
  expect(response.statusCode).toBe(200);
  return response.json().prices[0]?.price;
}

/** What an anonymous visitor and the Danish dealer are quoted under a mode, and what the ERP was asked. */
async function quotes(
  mode: PriceCalculationMode,
  erp = createErpDouble({ kind: 'answer', price: () => erpPrice }),
) {
  const app = await useTestApp({ priceCalculationMode: mode, erp: { kind: 'provided', erp } });
  const dealer = await loginAs(app, 'dealer@nordlys.demo');
  return {
    anonymous: await price(app, endpoints.price.getPrices),
    dealerRetail: await price(app, endpoints.price.getPrices, dealer),
    dealerNet: await price(app, endpoints.price.getPricesByCustomer, dealer),
    erpAudiences: erp.requests.map((request) => request.audience),
  };
}

describe('price calculation mode', () => {
  it('InternallyCalculateNotLoggedIn: anonymous visitors from the rules, logged-in users from the ERP', async () => {
    const seen = await quotes('InternallyCalculateNotLoggedIn');
    expect(seen.anonymous).not.toEqual(erpPrice);
    expect(seen.dealerRetail).toEqual(erpPrice);
    expect(seen.dealerNet).toEqual(erpPrice);
    // GetPricesByCustomer asks the dealer's net prices and, for the RRP beside them (ADR 59), their retail ones.
    expect(seen.erpAudiences).toEqual([
      { customerNumber: null, priceGroupCode: 'RETAIL DKK', currencyCode: 'DKK' },
      { customerNumber: 'C10001', priceGroupCode: 'B2B DKK', currencyCode: 'DKK' },
      { customerNumber: null, priceGroupCode: 'RETAIL DKK', currencyCode: 'DKK' },
    ]);
  });

  it('ExternallyCalculateAll asks the ERP for everyone; InternallyCalculateAll never asks it', async () => {
    const external = await quotes('ExternallyCalculateAll');
    expect(external.anonymous).toEqual(erpPrice);
    // Anonymous retail, the dealer's retail, and the dealer's net prices with their RRP (ADR 59).
    expect(external.erpAudiences).toHaveLength(4);
    const internal = await quotes('InternallyCalculateAll');
    expect([internal.anonymous, internal.dealerRetail, internal.dealerNet]).not.toContainEqual(erpPrice);
    expect(internal.erpAudiences).toEqual([]);
    expect(internal.dealerNet.netUnitPrice).toBeLessThan(internal.dealerNet.unitPrice);
  });

  it('falls back to the rules when the ERP fails, and the answer says nothing about the failure', async () => {
    const failing = createErpDouble({ kind: 'fail', message: 'Business Central said: password expired' });
    const app = await useTestApp({ erp: { kind: 'provided', erp: failing } });
    const response = await callApi(
      app,
      endpoints.price.getPricesByCustomer,
      { body: { products } },
      { token: await loginAs(app, 'dealer@nordlys.demo') },
    );
    expect(response.statusCode).toBe(200);
    // The net prices and the RRP beside them (ADR 59): each fails and falls back.
    expect(failing.requests).toHaveLength(2);
    const list = await priceRequests(() => app).groupPrice('NL10001', 'B2B DKK');
    // The dealer's internal net price: the group price less their 5 % on girls' dresses.
    expect(response.json().prices[0].price).toMatchObject({
      unitPrice: list,
      netUnitPrice: Math.round((list * 95) / 100),
    });
    expect(response.body).not.toMatch(/password|Business Central/);
  });
});

import { describe, expect, it } from 'vitest';
import { callerOf } from '../lib/context.ts';
import { areaOf } from './request-context.ts';

describe('the request context', () => {
  it('reads the area from a body, from either query spelling, and nothing from a call without one', () => {
    expect(areaOf({ area: { areaId: 'b2b', languageCode: 'da', currencyCode: 'DKK' } }, {})).toEqual({
      areaId: 'b2b',
      languageCode: 'da',
      currencyCode: 'DKK',
    });
    expect(areaOf({ areaInfo: { areaId: 'b2b', languageCode: 'en' } }, undefined)).toEqual({
      areaId: 'b2b',
      languageCode: 'en',
      currencyCode: null,
    });
    expect(
      areaOf(undefined, {
        'Area.AreaId': 'b2b',
        'Area.LanguageCode': 'en',
        'Area.CurrencyCode': 'EUR',
        Url: '/',
      }),
    ).toEqual({ areaId: 'b2b', languageCode: 'en', currencyCode: 'EUR' });
    expect(areaOf(undefined, { AreaId: 'b2b', Language: 'da' })).toEqual({
      areaId: 'b2b',
      languageCode: 'da',
      currencyCode: null,
    });
    expect(areaOf({ cartId: 'x' }, { Id: 'x' })).toBeNull();
  });

  it('names the user, the customer acted for and the impersonator from the token', () => {
    expect(callerOf({ kind: 'anonymous', tokenHash: 'h' })).toEqual({
      user: null,
      customer: null,
      customerNumber: null,
      impersonator: null,
      token: { kind: 'visitor', hash: 'h' },
      draft: null,
      priceView: null,
    });
    const sales = callerOf({
      kind: 'user',
      tokenHash: 'h',
      userId: 'u-sales',
      roles: ['impersonator'],
      customerNumber: 'C10001',
      impersonatorUserId: 'u-sales',
    });
    expect(sales).toMatchObject({
      user: { id: 'u-sales', roles: ['impersonator'] },
      customerNumber: 'C10001',
      impersonator: { userId: 'u-sales' },
    });
    expect(sales.priceView).toBeNull();
  });

  it('names the customer whose prices staff view, while the caller acts for nobody (ADR 82)', () => {
    const profile = {
      customerNumber: 'C20001',
      name: 'Händler',
      active: true,
      currencyCode: 'EUR',
      rrpCurrencyCode: null,
      priceGroupCode: 'B2B EUR',
      minOrderAmount: 0,
      minOrderAmountPre: 0,
      shipmentMethodCode: 'DHL',
      blockedStatus: 'None',
      countryCode: 'DE',
      vatNumber: null,
      paymentTerms: 'net30',
    } as const;
    const viewing = callerOf({
      kind: 'user',
      tokenHash: 'h',
      userId: 'u-manager',
      roles: ['impersonator', 'B2B Manager'],
      customerNumber: null,
      impersonatorUserId: null,
      priceViewCustomer: profile,
    });
    expect(viewing).toMatchObject({ customer: null, customerNumber: null, impersonator: null });
    expect(viewing.priceView).toEqual({ customer: profile });
  });
});

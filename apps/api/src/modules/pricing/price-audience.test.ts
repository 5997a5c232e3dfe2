import { describe, expect, it } from 'vitest';
import { netAudience, retailAudience } from './price-audience.ts';

const swedish = {
  customerNumber: 'C50001',
  active: true,
  currencyCode: 'SEK',
  rrpCurrencyCode: 'EUR',
  priceGroupCode: 'B2B SEK',
} as const;

describe('price audiences', () => {
  it("prices retail in the customer's retail currency, else their currency, else the one asked (EUR by default)", () => {
    expect(retailAudience(swedish, 'DKK')).toEqual({
      customerNumber: null,
      priceGroupCode: 'RETAIL EUR',
      currencyCode: 'EUR',
    });
    expect(retailAudience({ ...swedish, rrpCurrencyCode: null }, 'DKK').currencyCode).toBe('SEK');
    expect(retailAudience(null, 'NOK').priceGroupCode).toBe('RETAIL NOK');
    expect(retailAudience(null).currencyCode).toBe('EUR');
  });

  it("prices net in the customer's own group and currency, and refuses a deactivated or missing customer", () => {
    expect(netAudience(swedish)).toEqual({
      customerNumber: 'C50001',
      priceGroupCode: 'B2B SEK',
      currencyCode: 'SEK',
    });
    expect(() => netAudience({ ...swedish, active: false })).toThrow('Forbidden');
    expect(() => netAudience(null)).toThrow('Forbidden');
  });
});

import { describe, expect, it } from 'vitest';
import { localizeContentUrl, localizePath, matchRoute, routeTable, splitLanguagePrefix } from './routes.ts';

describe('route table', () => {
  it('has the Danish paths of both specs', () => {
    expect(localizePath('cart', 'da')).toBe('/da/kurv');
    expect(localizePath('checkout', 'en')).toBe('/ecom/checkout');
    expect(localizePath('checkoutReceipt', 'da')).toBe('/da/checkout/kvittering');
    expect(localizePath('orders', 'da')).toBe('/da/kundecenter/ordrer');
    expect(localizePath('invoice', 'da', { id: 'INV-1' })).toBe('/da/kundecenter/fakturaer/INV-1');
    expect(localizePath('creditMemos', 'da')).toBe('/da/kundecenter/kreditnotaer');
  });

  it('prefixes every Danish path with /da and no English one', () => {
    for (const paths of Object.values(routeTable)) {
      expect(paths.da === '/da' || paths.da.startsWith('/da/')).toBe(true);
      expect(paths.en.startsWith('/da')).toBe(false);
    }
  });

  it('refuses a missing parameter', () => {
    expect(() => localizePath('order', 'en')).toThrow(/Missing route parameter id/);
  });

  it('finds the route of a path in either language, for the locale switcher', () => {
    expect(matchRoute('/da/kurv')).toEqual({ name: 'cart', language: 'da', params: {} });
    expect(matchRoute('/customer-center/orders/SO-42')).toEqual({
      name: 'order',
      language: 'en',
      params: { id: 'SO-42' },
    });
    expect(matchRoute('/some/content/page')).toBeNull();
  });

  it('splits and adds the language prefix of content URLs', () => {
    expect(splitLanguagePrefix('/da')).toEqual({ language: 'da', path: '/' });
    expect(splitLanguagePrefix('/da/om-os')).toEqual({ language: 'da', path: '/om-os' });
    expect(splitLanguagePrefix('/dance')).toEqual({ language: 'en', path: '/dance' });
    expect(localizeContentUrl('/', 'da')).toBe('/da');
    expect(localizeContentUrl('/om-os', 'da')).toBe('/da/om-os');
    expect(localizeContentUrl('/about', 'en')).toBe('/about');
  });
});

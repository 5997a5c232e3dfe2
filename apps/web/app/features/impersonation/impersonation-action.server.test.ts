import { describe, expect, it } from 'vitest';
import { actingTarget } from './impersonation-action.server.ts';

describe('actingTarget', () => {
  it('opens a page of the shop acting for the customer, the home page by default', () => {
    expect(actingTarget(null, 'en')).toBe('/');
    expect(actingTarget(null, 'da')).toBe('/da');
    expect(actingTarget('/cart', 'en')).toBe('/cart');
    expect(actingTarget('/da/kurv?x=1', 'da')).toBe('/da/kurv?x=1');
  });

  it('never another host, and never the dashboard or the impersonation page (which end or restart acting)', () => {
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'cart', ''])
      expect(actingTarget(target, 'en'), target).toBe('/');
    for (const target of ['/sales', '/sales/temporary-orders', '/impersonation', '/da/sales'])
      expect(actingTarget(target, 'en'), target).toBe('/');
  });
});

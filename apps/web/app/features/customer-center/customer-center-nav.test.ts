import type { PermissionScope, User } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { currentSection, customerCenterSections, customerCenterStart } from './customer-center-nav.ts';

const dealer = (permissionScope: PermissionScope): User => ({
  id: 'u1',
  username: 'buyer@dealer.demo',
  name: 'Buyer',
  email: 'buyer@dealer.demo',
  customerNumber: 'C10001',
  roles: [],
  permissionScope,
  customer: null,
  extraInfo: { impersonatorName: null },
});

const routes = (scope: PermissionScope) =>
  customerCenterSections(dealer(scope)).map((section) => section.route);

describe('the customer center navigation', () => {
  it('shows every section, users included, to a user with scope All', () => {
    expect(routes('All')).toEqual([
      'orders',
      'invoices',
      'creditMemos',
      'proposals',
      'accountInfo',
      'changePassword',
      'personalData',
      'users',
      'tradeShow',
    ]);
  });

  it('shows each scope only the documents it may read', () => {
    expect(routes('Shipping')).toEqual([
      'orders',
      'proposals',
      'accountInfo',
      'changePassword',
      'personalData',
      'tradeShow',
    ]);
    expect(routes('Release')).toEqual([
      'orders',
      'proposals',
      'accountInfo',
      'changePassword',
      'personalData',
      'tradeShow',
    ]);
    expect(routes('Invoice')).toEqual([
      'invoices',
      'creditMemos',
      'proposals',
      'accountInfo',
      'changePassword',
      'personalData',
      'tradeShow',
    ]);
    // Proposals fill baskets, which no scope withholds.
    expect(routes('None')).toEqual([
      'proposals',
      'accountInfo',
      'changePassword',
      'personalData',
      'tradeShow',
    ]);
  });

  it('starts at the orders list, or at the first section the scope opens', () => {
    expect(customerCenterStart(dealer('All'))).toBe('orders');
    expect(customerCenterStart(dealer('Invoice'))).toBe('invoices');
    expect(customerCenterStart(dealer('None'))).toBe('proposals');
  });

  it('marks a detail page under its list', () => {
    expect(currentSection('/customer-center/orders')).toEqual({ route: 'orders', exact: true });
    expect(currentSection('/da/kundecenter/fakturaer/LIN-1')).toEqual({ route: 'invoices', exact: false });
    expect(currentSection('/da/customer-center/proposals/P-1')).toEqual({ route: 'proposals', exact: false });
    expect(currentSection('/cart')).toEqual({ route: 'cart', exact: true });
    expect(currentSection('/no-such-page')).toBeNull();
  });
});

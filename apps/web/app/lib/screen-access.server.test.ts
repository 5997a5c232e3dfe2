import { localizePath, type User } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { authArgs, dealer, salesPerson, thrownBy } from '../test-support/auth-args.ts';
import { isStaff } from './sales-manager-rule.ts';
import {
  mayOpenScreen,
  requireScreenAccess,
  requireUnbuiltScreenAccess,
  screenAccess,
  staffAreas,
} from './screen-access.server.ts';

/** The demo's manager@: a sales person with the back office's role. */
const manager: User = { ...salesPerson, id: 'u-manager', roles: ['impersonator', 'B2B Manager'] };
/** Staff without the sales role. */
const backofficeOnly: User = { ...salesPerson, id: 'u-backoffice', roles: ['B2B Manager'] };

describe('screenAccess', () => {
  it('keeps the shop open to anonymous visitors: browsing, cart, guest checkout, login', () => {
    for (const screen of ['home', 'search', 'cart', 'checkout', 'checkoutReceipt', 'login'] as const) {
      expect(screenAccess[screen]).toBe('anyone');
    }
  });

  it('asks for a login on the customer center, sales, impersonation and trade-show screens', () => {
    const loginOnly = Object.entries(screenAccess)
      .filter(([screen, access]) => access !== 'anyone' && !screen.startsWith('backoffice'))
      .map(([screen]) => screen);
    expect(loginOnly.sort()).toEqual(
      [
        'changePassword',
        'accountInfo',
        'personalData',
        'orders',
        'order',
        'invoices',
        'invoice',
        'creditMemos',
        'creditMemo',
        'users',
        'proposals',
        'proposal',
        'impersonation',
        'newCustomerSalesManager',
        'sales',
        'salesProposals',
        'salesProposalDrafts',
        'salesProposal',
        'salesRunningOrders',
        'salesTemporaryOrders',
        'proposalRecipients',
        'tradeShow',
      ].sort(),
    );
  });

  it('keeps every back-office screen for staff with the B2B Manager role', () => {
    const backoffice = Object.entries(screenAccess).filter(([screen]) => screen.startsWith('backoffice'));
    expect(backoffice.length).toBeGreaterThan(10);
    for (const [, access] of backoffice) expect(access).toBe('B2B Manager');
  });
});

describe('requireScreenAccess', () => {
  it("lets anyone open an 'anyone' screen", () => {
    expect(() => requireScreenAccess(authArgs('/cart', null), 'cart')).not.toThrow();
  });

  it("answers a user without the screen's role with 403", () => {
    const sales = localizePath('sales', 'en');
    expect(thrownBy(() => requireScreenAccess(authArgs(sales, dealer), 'sales'))).toMatchObject({
      init: { status: 403 },
    });
    expect(() => requireScreenAccess(authArgs(sales, salesPerson), 'sales')).not.toThrow();
  });
});

describe('requireUnbuiltScreenAccess (the content catch-all)', () => {
  it('sends a visitor on a login-only screen to login in its language, storing the page', () => {
    for (const language of ['en', 'da'] as const) {
      const orders = localizePath('orders', language);
      const thrown = thrownBy(() => requireUnbuiltScreenAccess(authArgs(orders, null))) as Response;
      expect(thrown.status).toBe(302);
      expect(thrown.headers.get('Location')).toBe(localizePath('login', language));
      expect(thrown.headers.get('Set-Cookie')).toContain(`redirect=${encodeURIComponent(orders)}`);
    }
  });

  it('lets content pages and open screens through, whoever asks', () => {
    for (const path of ['/', '/da', '/about', '/da/om-os', localizePath('newCustomer', 'en')]) {
      expect(() => requireUnbuiltScreenAccess(authArgs(path, null))).not.toThrow();
    }
  });

  it('lets a user with the role through, and answers anyone else 404 like the missing page it is', () => {
    expect(() => requireUnbuiltScreenAccess(authArgs(localizePath('orders', 'en'), dealer))).not.toThrow();
    expect(
      thrownBy(() => requireUnbuiltScreenAccess(authArgs(localizePath('sales', 'en'), dealer))),
    ).toMatchObject({ init: { status: 404 } });
  });
});

describe('mayOpenScreen', () => {
  it('says what requireScreenAccess lets through, for every screen and kind of user', () => {
    const users = [
      null,
      dealer,
      salesPerson,
      manager,
      backofficeOnly,
      { ...manager, customerNumber: 'C10001' },
    ];
    for (const screen of Object.keys(screenAccess) as Array<keyof typeof screenAccess>) {
      for (const user of users) {
        let passes = true;
        try {
          requireScreenAccess(authArgs('/a-page', user), screen);
        } catch {
          passes = false;
        }
        expect(mayOpenScreen(user, screen), `${screen} for ${user?.id ?? 'a visitor'}`).toBe(passes);
      }
    }
  });
});

describe("staffAreas (the header's staff navigation, issue 31)", () => {
  it('gives staff with the sales role the shop, the sales area and the back office, in that order', () => {
    expect(staffAreas(manager)).toEqual(['home', 'sales', 'backoffice']);
    expect(staffAreas({ ...manager, customerNumber: 'C10001' })).toEqual(['home', 'sales', 'backoffice']);
  });

  it('gives staff without the sales role no sales link', () => {
    expect(staffAreas(backofficeOnly)).toEqual(['home', 'backoffice']);
  });

  it('gives a plain sales person, a dealer and a visitor no staff navigation (so no back-office link)', () => {
    expect(staffAreas(salesPerson)).toEqual([]);
    expect(staffAreas(dealer)).toEqual([]);
    expect(staffAreas(null)).toEqual([]);
  });

  it('counts as staff exactly those the sales dashboard redirect leaves to browse the shop', () => {
    for (const user of [manager, backofficeOnly, salesPerson, dealer, null])
      expect(staffAreas(user).length > 0, user?.id ?? 'a visitor').toBe(isStaff(user));
  });
});

import type { User } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { sessionCurrency } from './session-currency.ts';

const base: User = {
  id: 'u1',
  username: 'sales@nordlys.demo',
  name: 'Sales',
  email: 'sales@nordlys.demo',
  customerNumber: null,
  roles: ['impersonator'],
  permissionScope: 'All',
  customer: null,
  extraInfo: { impersonatorName: null, draftId: null, draftCurrencyCode: null },
};

describe('sessionCurrency', () => {
  it("is the area's for a visitor and a user acting for nobody", () => {
    expect(sessionCurrency(null, 'EUR')).toBe('EUR');
    expect(sessionCurrency(base, 'DKK')).toBe('DKK');
  });

  it("is the draft's while a proposal draft is edited", () => {
    const editing: User = {
      ...base,
      extraInfo: { impersonatorName: null, draftId: 'd1', draftCurrencyCode: 'GBP' },
    };
    expect(sessionCurrency(editing, 'EUR')).toBe('GBP');
  });

  it("is the customer's when acting for one", () => {
    const customer = { currencyCode: 'SEK' } as NonNullable<User['customer']>;
    expect(sessionCurrency({ ...base, customer }, 'EUR')).toBe('SEK');
  });
});

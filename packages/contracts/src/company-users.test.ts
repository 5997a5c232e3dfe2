import { describe, expect, it } from 'vitest';
import { InviteUserBody, UpdateCompanyUserBody } from './company-users.ts';
import { permissionScopes } from './constants.ts';
import { errorCatalogue } from './error-codes.ts';
import {
  missingScopeCodes,
  permissions,
  scopeAllows,
  scopeGrants,
  scopesGranting,
} from './permission-scopes.ts';

describe('what each permission scope grants (ADR 41)', () => {
  it('is the table of the ADR', () => {
    const table = Object.fromEntries(
      permissionScopes.map((scope) => [
        scope,
        permissions.filter((permission) => scopeAllows(scope, permission)),
      ]),
    );
    expect(table).toEqual({
      None: [],
      Shipping: ['orders', 'shipments'],
      Invoice: ['invoices', 'creditMemos'],
      Release: ['orders', 'shipments', 'checkout'],
      All: ['orders', 'shipments', 'invoices', 'creditMemos', 'checkout', 'users'],
    });
    expect(Object.keys(scopeGrants).sort()).toEqual([...permissionScopes].sort());
  });

  it('is no ladder: Shipping and Invoice each grant what the other does not', () => {
    const only = (a: 'Shipping' | 'Invoice', b: 'Shipping' | 'Invoice') =>
      scopeGrants[a].filter((permission) => !scopeAllows(b, permission));
    expect(only('Shipping', 'Invoice')).not.toEqual([]);
    expect(only('Invoice', 'Shipping')).not.toEqual([]);
    // All grants everything any scope grants.
    for (const scope of permissionScopes) {
      for (const permission of scopeGrants[scope]) expect(scopeAllows('All', permission)).toBe(true);
    }
  });

  it('names, for a refused permission, the scopes that grant it and a 403 code of the catalogue', () => {
    expect(scopesGranting('orders')).toEqual(['Shipping', 'Release', 'All']);
    expect(scopesGranting('creditMemos')).toEqual(['Invoice', 'All']);
    expect(scopesGranting('checkout')).toEqual(['Release', 'All']);
    expect(scopesGranting('users')).toEqual(['All']);
    for (const permission of permissions) {
      const code = missingScopeCodes[permission];
      expect(errorCatalogue[code]).toEqual({ status: 403, type: 'PermissionScopeException' });
      // The code names a scope that grants the permission.
      const named = code.replace('permission-scope.', '').replace('-required', '');
      expect(scopesGranting(permission).map((scope) => scope.toLowerCase())).toContain(named);
    }
  });
});

describe('the company-user bodies', () => {
  const invite = {
    area: { areaId: 'b2b', languageCode: 'en' },
    name: 'Ida Lager',
    email: ' ida@lillekanin.example ',
    permissionScope: 'Shipping',
    tokenUrl: 'http://localhost:3000/recover-password?token={token}&username={username}',
  };

  it('takes an invitation with a trimmed e-mail and refuses one without the placeholders', () => {
    expect(InviteUserBody.parse(invite).email).toBe('ida@lillekanin.example');
    expect(InviteUserBody.safeParse({ ...invite, email: 'ida' }).success).toBe(false);
    expect(InviteUserBody.safeParse({ ...invite, permissionScope: 'Owner' }).success).toBe(false);
    expect(
      InviteUserBody.safeParse({ ...invite, tokenUrl: 'http://localhost:3000/x?token={token}' }).success,
    ).toBe(false);
  });

  it('refuses a new line in the invited user’s name, naming the field (ADR 71)', () => {
    for (const name of ['Ida\nLager', 'Ida\r\nBcc: x@evil.example', 'Ida\u2028Lager']) {
      const result = InviteUserBody.safeParse({ ...invite, name });
      expect(result.success, JSON.stringify(name)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: 'name must be on one line' });
    }
    expect(InviteUserBody.parse({ ...invite, name: ' Ida Lager ' }).name).toBe('Ida Lager');
  });

  it('needs a scope or an active flag to change', () => {
    expect(UpdateCompanyUserBody.safeParse({ userId: 'u-1' }).success).toBe(false);
    expect(UpdateCompanyUserBody.safeParse({ userId: 'u-1', active: false }).success).toBe(true);
    expect(UpdateCompanyUserBody.safeParse({ userId: 'u-1', permissionScope: 'All' }).success).toBe(true);
  });
});

import { localizePath } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { authArgs, dealer, salesPerson, thrownBy } from '../test-support/auth-args.ts';
import { getUser, hasRole, requireRole, requireUser } from './auth.server.ts';

describe('getUser', () => {
  it('is the logged-in user, or null for a visitor', () => {
    expect(getUser(authArgs('/', dealer))).toBe(dealer);
    expect(getUser(authArgs('/', null))).toBeNull();
  });
});

describe('requireUser', () => {
  it('is the logged-in user', () => {
    expect(requireUser(authArgs('/', dealer))).toBe(dealer);
  });

  it('sends a visitor to login in the page language, storing the page (with its query) as the redirect', () => {
    const orders = localizePath('orders', 'da');
    const thrown = thrownBy(() => requireUser(authArgs(`${orders}?page=2&_routes=root`, null)));
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(localizePath('login', 'da'));
    expect(response.headers.get('Set-Cookie')).toMatch(
      new RegExp(`^redirect=${encodeURIComponent(`${orders}?page=2`)}; Path=/`),
    );
  });
});

describe('requireRole', () => {
  it('reads customer as acting for a customer, and the other roles from the user', () => {
    expect(hasRole(dealer, 'customer')).toBe(true);
    expect(hasRole(salesPerson, 'customer')).toBe(false);
    expect(hasRole({ ...salesPerson, customerNumber: 'C10001' }, 'customer')).toBe(true);
    expect(hasRole(salesPerson, 'impersonator')).toBe(true);
    expect(hasRole(dealer, 'B2B Manager')).toBe(false);
    expect(hasRole({ ...dealer, roles: ['B2B Manager'] }, 'B2B Manager')).toBe(true);
  });

  it('is the user when they have one of the roles', () => {
    expect(requireRole(authArgs('/', salesPerson), 'impersonator')).toBe(salesPerson);
    expect(requireRole(authArgs('/', dealer), ['impersonator', 'customer'])).toBe(dealer);
  });

  it('answers 403 for a wrong role, or 404 when asked to', () => {
    expect(thrownBy(() => requireRole(authArgs('/', dealer), 'impersonator'))).toMatchObject({
      data: 'Forbidden',
      init: { status: 403 },
    });
    expect(thrownBy(() => requireRole(authArgs('/', dealer), 'proposal', { wrongRole: 404 }))).toMatchObject({
      data: 'Not Found',
      init: { status: 404 },
    });
  });

  it('sends a visitor to login first', () => {
    const thrown = thrownBy(() => requireRole(authArgs('/', null), 'customer')) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('Location')).toBe(localizePath('login', 'en'));
  });
});

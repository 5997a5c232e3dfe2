import { describe, expect, it } from 'vitest';
import type { AuthState } from '../../lib/auth-state.ts';
import { type Ctx, callerOf } from '../../lib/context.ts';
import { isPaymentMethodAllowed, paymentMethodsFor } from './payment-methods.ts';
import { testGatewayProvider } from './test-gateway-provider.ts';

const ctxWith = (auth: AuthState) => callerOf(auth) as Ctx;
const visitor = ctxWith({ kind: 'anonymous', tokenHash: 'h' });
const user = (customerNumber: string | null): Ctx =>
  ctxWith({
    kind: 'user',
    tokenHash: 'h',
    userId: 'u',
    roles: [],
    customerNumber,
    impersonatorUserId: null,
  });

describe('paymentMethodsFor', () => {
  it('offers visitors the card only, through the configured provider', () => {
    expect(paymentMethodsFor(visitor, testGatewayProvider)).toEqual([
      { id: 'card', nameKey: 'checkout.payment.card', redirect: true, provider: 'test-gateway' },
    ]);
    expect(paymentMethodsFor(user(null), testGatewayProvider).map((method) => method.id)).toEqual(['card']);
  });

  it('offers dealers pay-on-account first (no redirect), then the card', () => {
    expect(paymentMethodsFor(user('C10001'), testGatewayProvider)).toEqual([
      { id: 'account', nameKey: 'checkout.payment.account', redirect: false, provider: 'account' },
      { id: 'card', nameKey: 'checkout.payment.card', redirect: true, provider: 'test-gateway' },
    ]);
  });

  it('allows account only for someone acting for a customer', () => {
    expect(isPaymentMethodAllowed(visitor, 'account')).toBe(false);
    expect(isPaymentMethodAllowed(user(null), 'account')).toBe(false);
    expect(isPaymentMethodAllowed(user('C10001'), 'account')).toBe(true);
    expect(isPaymentMethodAllowed(visitor, 'card')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { resolveAuth } from '../../plugins/auth.ts';
import { countingCtx, dealerAuth } from '../../test-support/counting-ctx-kit.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';
import { issueToken } from '../user/token.service.ts';
import { actingCustomer } from './customer-profile.ts';

const shared = useSharedTestApp();

/** The auth state a request with this user's fresh token gets from the auth plugin. */
async function authOf(userId: string, actingCustomerNumber: string | null = null) {
  const now = new Date();
  const { token } = await issueToken(shared.app.db, {
    kind: 'user',
    userId,
    ttlHours: 1,
    now,
    actingCustomerNumber,
  });
  return resolveAuth(shared.app.db, `Bearer ${token}`, now);
}

describe('actingCustomer', () => {
  it("takes the acting customer's profile read with the token, without a query of its own", async () => {
    const { ctx, counter } = countingCtx(shared.app, await authOf('u-sales', 'C20001'));
    const customer = await actingCustomer(ctx);
    expect(customer).toMatchObject({ customerNumber: 'C20001', currencyCode: 'EUR', active: true });
    expect(counter.queries).toBe(0);
  });

  it('reads the profile when the auth state was made without it, with the same answer', async () => {
    const withToken = await authOf('u-sales', 'C20001');
    const { ctx: tokenCtx } = countingCtx(shared.app, withToken);
    const { ctx, counter } = countingCtx(shared.app, dealerAuth('C20001'));
    expect(await actingCustomer(ctx)).toEqual(await actingCustomer(tokenCtx));
    expect(counter.queries).toBe(1);
  });

  it('answers null for a sales user acting for nobody', async () => {
    const { ctx } = countingCtx(shared.app, await authOf('u-sales'));
    expect(await actingCustomer(ctx)).toBeNull();
  });
});

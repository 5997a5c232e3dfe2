import { endpoints } from '@shop/contracts/endpoints';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi, callApiUnchecked } from '../../test-support/call-api.ts';
import { loginAs, tokenOf, useSharedTestApp, useTestApp } from '../../test-support/test-app.ts';
import { hashToken, revokeToken } from './token.service.ts';
import { authTokens, users } from './user.tables.ts';

const shared = useSharedTestApp();
describe('Login', () => {
  it('logs a dealer in and answers the user with customer and a bearer token', async () => {
    const { app } = shared;
    const response = await callApi(app, endpoints.user.login, {
      body: { username: 'Dealer@Nordlys.demo', password: 'nordlys-demo' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.tokenType).toBe('Bearer');
    expect(Buffer.from(body.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(body.user).toMatchObject({
      username: 'dealer@nordlys.demo',
      customerNumber: 'C10001',
      roles: [],
      extraInfo: { impersonatorName: null },
      customer: { customerNumber: 'C10001', active: true, currencyCode: 'DKK', blockedStatus: 'None' },
    });
    expect(body.user.customer.minOrderAmount).toEqual(expect.any(Number));
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it('answers the same 401 for an unknown user and a wrong password', async () => {
    const { app } = shared;
    const wrongPassword = await callApi(app, endpoints.user.login, {
      body: { username: 'dealer@nordlys.demo', password: 'guess' },
    });
    const unknownUser = await callApi(app, endpoints.user.login, {
      body: { username: 'nobody@nordlys.demo', password: 'nordlys-demo' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      message: 'Unauthorized',
      errorCode: 'Unauthorized',
      type: 'UnauthorizedException',
    });
    expect(unknownUser.json()).toEqual(wrongPassword.json());
  });

  it('names the missing credential field', async () => {
    const { app } = shared;
    const response = await callApiUnchecked(app, endpoints.user.login, { body: { username: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('password');
    const notJson = await callApiUnchecked(
      app,
      endpoints.user.login,
      { body: '{"username":' },
      { headers: { 'content-type': 'application/json' } },
    );
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().type).toBe('ValidationException');
  });

  it('stores passwords as argon2id and tokens only as hashes', async () => {
    const { app } = shared;
    const token = await loginAs(app, 'dealer@nordlys.demo');
    const [user] = await app.db.select().from(users).where(eq(users.username, 'dealer@nordlys.demo'));
    expect(user?.passwordHash.startsWith('$argon2id$')).toBe(true);
    const rows = await app.db.select().from(authTokens);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.some((row) => row.tokenHash === hashToken(token))).toBe(true);
  });

  it('limits login attempts per client address', async () => {
    const app = await useTestApp({ loginRateLimitPerMinute: 3 });
    const attempt = () =>
      callApi(app, endpoints.user.login, {
        body: { username: 'dealer@nordlys.demo', password: 'guess' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/rate limit/i);
    // Another account from the same address (every shopper arrives through the web server) still gets in.
    const other = await callApi(app, endpoints.user.login, {
      body: { username: 'haendler@nordlys.demo', password: 'nordlys-demo' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('GetUser', () => {
  it('answers the user behind the token, and 401 without one', async () => {
    const { app } = shared;
    const token = await loginAs(app, 'haendler@nordlys.demo');
    const me = await callApi(app, endpoints.user.getUser, {}, { token: token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ customerNumber: 'C20001', customer: { currencyCode: 'EUR' } });
    const none = await callApi(app, endpoints.user.getUser, {});
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Unauthorized');
    const garbage = await callApi(
      app,
      endpoints.user.getUser,
      {},
      { token: 'not-a-real-token-at-all-xxxxx' },
    );
    expect(garbage.statusCode).toBe(401);
  });

  it('shows roles of sales staff and the inactive flag of a deactivated customer', async () => {
    const { app } = shared;
    const sales = await callApi(
      app,
      endpoints.user.getUser,
      {},
      { token: await loginAs(app, 'sales@nordlys.demo') },
    );
    expect(sales.json()).toMatchObject({ roles: ['impersonator'], customerNumber: null, customer: null });
    const inactive = await callApi(
      app,
      endpoints.user.getUser,
      {},
      // Logging in is refused now (ADR 37); a token from before the deactivation still reads the user.
      { token: await tokenOf(app, 'u-inactive') },
    );
    expect(inactive.json().customer.active).toBe(false);
  });

  it('refuses a revoked or expired token', async () => {
    const { app } = shared;
    const revoked = await loginAs(app, 'dealer@nordlys.demo');
    await revokeToken(app.db, revoked, new Date());
    expect((await callApi(app, endpoints.user.getUser, {}, { token: revoked })).statusCode).toBe(401);

    const expired = await loginAs(app, 'dealer@nordlys.demo');
    await app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(expired)));
    expect((await callApi(app, endpoints.user.getUser, {}, { token: expired })).statusCode).toBe(401);
  });

  it('refuses a deactivated user even with a live token', async () => {
    const app = await useTestApp();
    const token = await loginAs(app, 'dealer@nordlys.demo');
    await app.db.update(users).set({ active: false }).where(eq(users.username, 'dealer@nordlys.demo'));
    expect((await callApi(app, endpoints.user.getUser, {}, { token: token })).statusCode).toBe(401);
    const login = await callApi(app, endpoints.user.login, {
      body: { username: 'dealer@nordlys.demo', password: 'nordlys-demo' },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('GenerateNotLoggedInToken', () => {
  it('gives an anonymous visitor a token that is not a user session', async () => {
    const { app } = shared;
    const response = await callApi(app, endpoints.user.generateNotLoggedInToken, {});
    expect(response.statusCode).toBe(200);
    const { token, tokenType } = response.json();
    expect(tokenType).toBe('Bearer');
    const me = await callApi(app, endpoints.user.getUser, {}, { token: token });
    expect(me.statusCode).toBe(403);
    const [row] = await app.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ kind: 'anonymous', userId: null });
  });
});

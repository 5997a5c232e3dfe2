import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createCtx } from '../../lib/context.ts';
import { callApi, callApiUnchecked } from '../../test-support/call-api.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { revokeOtherTokens } from './index.ts';
import { hashToken } from './token.service.ts';

const shared = useSharedTestApp();

const userOf = (app: FastifyInstance, token: string) => callApi(app, endpoints.user.getUser, {}, { token });

describe('Logout', () => {
  it('revokes the token it is called with, and only that one', async () => {
    const { app } = shared;
    const session = await loginAs(app, 'dealer@nordlys.demo');
    const otherSession = await loginAs(app, 'dealer@nordlys.demo');
    expect((await userOf(app, session)).statusCode).toBe(200);

    const logout = await callApi(app, endpoints.user.logout, {}, { token: session });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ revokedTokens: 1 });

    expect((await userOf(app, session)).statusCode).toBe(401);
    expect((await userOf(app, otherSession)).statusCode).toBe(200);
  });

  it('is no error twice, without a token, or for a visitor token', async () => {
    const { app } = shared;
    const session = await loginAs(app, 'haendler@nordlys.demo');
    await callApi(app, endpoints.user.logout, {}, { token: session });
    const again = await callApi(app, endpoints.user.logout, {}, { token: session });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ revokedTokens: 0 });
    const none = await callApi(app, endpoints.user.logout, {});
    expect(none.json()).toEqual({ revokedTokens: 0 });

    const visitor = (await callApi(app, endpoints.user.generateNotLoggedInToken, {})).json().token as string;
    const search = endpoints.cart.getCartsBySearch;
    const cart = () => callApiUnchecked(app, search, { body: search.example.body }, { token: visitor });
    expect((await cart()).statusCode).toBe(200);
    expect((await callApi(app, endpoints.user.logout, {}, { token: visitor })).json()).toEqual({
      revokedTokens: 1,
    });
    expect((await cart()).statusCode).toBe(401);
  });
});

describe('LogoutEverywhere', () => {
  it("revokes every session of the calling user and no one else's", async () => {
    const { app } = shared;
    const sessions = [
      await loginAs(app, 'shop.uk@nordlys.demo'),
      await loginAs(app, 'shop.uk@nordlys.demo'),
      await loginAs(app, 'shop.uk@nordlys.demo'),
    ];
    const someoneElse = await loginAs(app, 'store.us@nordlys.demo');

    const everywhere = await callApi(app, endpoints.user.logoutEverywhere, {}, { token: sessions[0] });
    expect(everywhere.statusCode).toBe(200);
    expect(everywhere.json().revokedTokens).toBeGreaterThanOrEqual(3);

    for (const session of sessions) expect((await userOf(app, session)).statusCode).toBe(401);
    expect((await userOf(app, someoneElse)).statusCode).toBe(200);
    expect((await callApi(app, endpoints.user.logoutEverywhere, {})).statusCode).toBe(401);
  });
});

describe('revokeOtherTokens (password change and reset)', () => {
  it('ends every other session of the user and keeps the one named', async () => {
    const { app } = shared;
    const kept = await loginAs(app, 'butik.se@nordlys.demo');
    const others = [await loginAs(app, 'butik.se@nordlys.demo'), await loginAs(app, 'butik.se@nordlys.demo')];
    const someoneElse = await loginAs(app, 'butikk.no@nordlys.demo');
    const me = (await userOf(app, kept)).json().id as string;
    const ctx = createCtx(
      { db: app.db, cache: app.cache, config: app.config, services: app.services, log: app.log },
      { kind: 'none' },
    );

    expect(await revokeOtherTokens(ctx, me, hashToken(kept))).toBeGreaterThanOrEqual(2);

    expect((await userOf(app, kept)).statusCode).toBe(200);
    for (const other of others) expect((await userOf(app, other)).statusCode).toBe(401);
    expect((await userOf(app, someoneElse)).statusCode).toBe(200);
    // Nothing left to revoke but the kept one.
    expect(await revokeOtherTokens(ctx, me, hashToken(kept))).toBe(0);
  });
});

import { verify } from '@node-rs/argon2';
import { endpoints } from '@shop/contracts/endpoints';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callApi, callApiUnchecked } from '../../test-support/call-api.ts';
import { loginAs, tokenOf, useSharedTestApp } from '../../test-support/test-app.ts';
import { users } from './user.tables.ts';

const area = { areaId: 'b2b', languageCode: 'en' } as const;

const change = (app: FastifyInstance, token: string | null, currentPassword: string, newPassword: string) =>
  callApi(app, endpoints.user.changePassword, { body: { area, currentPassword, newPassword } }, { token });

const getUser = (app: FastifyInstance, token: string) =>
  callApi(app, endpoints.user.getUser, {}, { token }).then((answer) => answer.statusCode);

const passwordHashOf = async (app: FastifyInstance, userId: string) =>
  (await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]?.hash ?? '';

const shared = useSharedTestApp();

describe('ChangePassword', () => {
  it('changes the password, keeps the calling session and ends every other one', async () => {
    const { app } = shared;
    const here = await loginAs(app, 'dealer@nordlys.demo');
    const elsewhere = await loginAs(app, 'dealer@nordlys.demo');
    const answer = await change(app, here, 'nordlys-demo', 'violet harbour tram');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ revokedTokens: 1 });
    expect(await getUser(app, here)).toBe(200);
    expect(await getUser(app, elsewhere)).toBe(401);
    expect(await verify(await passwordHashOf(app, 'u-dealer-dk'), 'violet harbour tram')).toBe(true);
    await expect(loginAs(app, 'dealer@nordlys.demo')).rejects.toThrow(/401/);
    expect(await loginAs(app, 'dealer@nordlys.demo', 'violet harbour tram')).toBeTruthy();
  });

  it('answers a wrong current password with 401 and changes nothing, the session stays', async () => {
    const { app } = shared;
    const token = await loginAs(app, 'haendler@nordlys.demo');
    const before = await passwordHashOf(app, 'u-haendler-de');
    const answer = await change(app, token, 'not-my-password', 'violet harbour tram');
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({
      message: 'Unauthorized',
      errorCode: 'Unauthorized',
      type: 'UnauthorizedException',
    });
    expect(await passwordHashOf(app, 'u-haendler-de')).toBe(before);
    expect(await getUser(app, token)).toBe(200);
  });

  it('refuses a new password that breaks the rule with password-too-weak naming the part', async () => {
    const { app } = shared;
    const token = await loginAs(app, 'shop.uk@nordlys.demo');
    const cases = [
      ['short', 'too-short', 'The new password must be at least 10 characters long'],
      ['x'.repeat(201), 'too-long', 'The new password must be at most 200 characters long'],
      ['Password123!', 'too-common', undefined],
      ['shop.uk@nordlys.demo', 'same-as-username', 'The new password must not be the username'],
    ] as const;
    for (const [newPassword, reason, message] of cases) {
      const answer = await change(app, token, 'nordlys-demo', newPassword);
      expect(answer.statusCode, reason).toBe(400);
      expect(answer.json(), reason).toMatchObject({
        errorCode: 'password-too-weak',
        type: 'ValidationException',
        reason,
        minLength: 10,
        maxLength: 200,
        issues: [{ path: 'body.newPassword' }],
        ...(message ? { message } : {}),
      });
    }
    expect(await getUser(app, token)).toBe(200);
    expect(await loginAs(app, 'shop.uk@nordlys.demo')).toBeTruthy();
  });

  it('is for logged-in users: a visitor gets 401, an anonymous token and a sales user acting for a customer 403', async () => {
    const { app } = shared;
    expect((await change(app, null, 'nordlys-demo', 'violet harbour tram')).statusCode).toBe(401);
    const anonymous = await callApi(app, endpoints.user.generateNotLoggedInToken, {});
    expect(
      (await change(app, anonymous.json().token, 'nordlys-demo', 'violet harbour tram')).statusCode,
    ).toBe(403);
    const impersonating = await tokenOf(app, 'u-sales', { actingCustomerNumber: 'C40001' });
    const refused = await change(app, impersonating, 'nordlys-demo', 'violet harbour tram');
    expect(refused.statusCode).toBe(403);
    expect(await verify(await passwordHashOf(app, 'u-sales'), 'nordlys-demo')).toBe(true);
  });

  it("changes a sales user's own password when they act for nobody, and another dealer's is untouched", async () => {
    const { app } = shared;
    const sales = await loginAs(app, 'sales@nordlys.demo');
    const otherDealer = await passwordHashOf(app, 'u-store-us');
    expect((await change(app, sales, 'nordlys-demo', 'a sales passphrase')).statusCode).toBe(200);
    expect(await loginAs(app, 'sales@nordlys.demo', 'a sales passphrase')).toBeTruthy();
    expect(await passwordHashOf(app, 'u-store-us')).toBe(otherDealer);
  });

  it('names missing fields with validation-failed', async () => {
    const { app } = shared;
    const token = await loginAs(app, 'store.us@nordlys.demo');
    const answer = await callApiUnchecked(
      app,
      endpoints.user.changePassword,
      { body: { area, currentPassword: '' } },
      { token },
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorCode).toBe('validation-failed');
    expect(answer.json().message).toContain('currentPassword');
    expect(answer.json().message).toContain('newPassword');
  });
});

describe('Login', () => {
  it('records the time of a successful login, and not of a failed one', async () => {
    const { app } = shared;
    const lastLogin = async () =>
      (await app.db.select({ at: users.lastLoginAt }).from(users).where(eq(users.id, 'u-apac')))[0]?.at ??
      null;
    await callApi(app, endpoints.user.login, { body: { username: 'apac@nordlys.demo', password: 'wrong' } });
    expect(await lastLogin()).toBeNull();
    const before = Date.now();
    await loginAs(app, 'apac@nordlys.demo');
    const at = await lastLogin();
    expect(at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(at?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

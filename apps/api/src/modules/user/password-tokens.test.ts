import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useSharedTestApp } from '../../test-support/test-app.ts';
import { consumePasswordToken, issuePasswordToken, verifyPasswordToken } from './index.ts';
import { hashToken } from './token.service.ts';
import { passwordTokens, users } from './user.tables.ts';

const shared = useSharedTestApp();
const hour = { ttlMinutes: 60 };
const minutes = (n: number) => n * 60_000;

describe('password tokens', () => {
  it('are stored as their SHA-256 only, and stand for their user and purpose until used', async () => {
    const { app } = shared;
    const now = new Date();
    const { token, expiresAt } = await issuePasswordToken(app.db, 'u-dealer-dk', 'invite', { ...hour, now });
    expect(expiresAt.getTime()).toBe(now.getTime() + minutes(60));
    const [row] = await app.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ userId: 'u-dealer-dk', purpose: 'invite', usedAt: null });
    expect(await app.db.select().from(passwordTokens).where(eq(passwordTokens.tokenHash, token))).toEqual([]);

    expect(await verifyPasswordToken(app.db, token, 'Dealer@Nordlys.demo', now)).toEqual({
      userId: 'u-dealer-dk',
      purpose: 'invite',
      expiresAt,
    });
    expect(await consumePasswordToken(app.db, token, 'dealer@nordlys.demo', now)).toMatchObject({
      userId: 'u-dealer-dk',
    });
    expect(await verifyPasswordToken(app.db, token, 'dealer@nordlys.demo', now)).toBeNull();
    expect(await consumePasswordToken(app.db, token, 'dealer@nordlys.demo', now)).toBeNull();
  });

  it('work for their own user only, not after they expire, and not for a deactivated user', async () => {
    const { app } = shared;
    const now = new Date();
    const { token } = await issuePasswordToken(app.db, 'u-haendler-de', 'reset', { ...hour, now });
    expect(await verifyPasswordToken(app.db, token, 'dealer@nordlys.demo', now)).toBeNull();
    expect(await verifyPasswordToken(app.db, token, 'nobody@nowhere.example', now)).toBeNull();
    expect(
      await verifyPasswordToken(
        app.db,
        token,
        'haendler@nordlys.demo',
        new Date(now.getTime() + minutes(59)),
      ),
    ).not.toBeNull();
    expect(
      await verifyPasswordToken(
        app.db,
        token,
        'haendler@nordlys.demo',
        new Date(now.getTime() + minutes(60)),
      ),
    ).toBeNull();
    expect(
      await consumePasswordToken(
        app.db,
        token,
        'haendler@nordlys.demo',
        new Date(now.getTime() + minutes(61)),
      ),
    ).toBeNull();

    const live = await issuePasswordToken(app.db, 'u-butik-se', 'reset', { ...hour, now });
    await app.db.update(users).set({ active: false }).where(eq(users.id, 'u-butik-se'));
    expect(await verifyPasswordToken(app.db, live.token, 'butik.se@nordlys.demo', now)).toBeNull();
    expect(await consumePasswordToken(app.db, live.token, 'butik.se@nordlys.demo', now)).toBeNull();
    await app.db.update(users).set({ active: true }).where(eq(users.id, 'u-butik-se'));
  });

  it('of one purpose are replaced by a newer one; the other purpose keeps its own', async () => {
    const { app } = shared;
    const now = new Date();
    const invite = await issuePasswordToken(app.db, 'u-shop-uk', 'invite', { ttlMinutes: 60 * 72, now });
    const first = await issuePasswordToken(app.db, 'u-shop-uk', 'reset', { ...hour, now });
    const second = await issuePasswordToken(app.db, 'u-shop-uk', 'reset', { ...hour, now });
    expect(await verifyPasswordToken(app.db, first.token, 'shop.uk@nordlys.demo', now)).toBeNull();
    expect(await verifyPasswordToken(app.db, second.token, 'shop.uk@nordlys.demo', now)).not.toBeNull();
    expect(await verifyPasswordToken(app.db, invite.token, 'shop.uk@nordlys.demo', now)).toMatchObject({
      purpose: 'invite',
    });
  });

  it('are used up by exactly one of many concurrent consumes', async () => {
    const { app } = shared;
    const now = new Date();
    const { token } = await issuePasswordToken(app.db, 'u-store-us', 'reset', { ...hour, now });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => consumePasswordToken(app.db, token, 'store.us@nordlys.demo', now)),
    );
    expect(results.filter((result) => result !== null)).toHaveLength(1);
  });

  it('refuse a lifetime that is not a positive span of at most 14 days', async () => {
    const { app } = shared;
    const now = new Date();
    for (const ttlMinutes of [0, -5, Number.NaN, 60 * 24 * 15]) {
      await expect(issuePasswordToken(app.db, 'u-apac', 'reset', { ttlMinutes, now })).rejects.toThrow(/ttl/);
    }
  });
});

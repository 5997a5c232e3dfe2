import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caller, cartCalls, cuKey, findVariant, visitorToken } from '../../test-support/cart-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { cartLines, carts } from '../cart/cart.tables.ts';
import { purgeOrphanedVisitorCarts } from '../cart/purge-orphaned-visitor-carts.ts';
import { processDueJobs } from '../jobs/job-queue.ts';
import { systemCtx } from '../jobs/job-worker.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { hashToken } from '../user/token.service.ts';
import { authTokens } from '../user/user.tables.ts';
import { maintenanceJob, maintenanceSchedule } from './maintenance.ts';

const maintenanceQueue = maintenanceSchedule.queue;

const shared = useSharedTestApp();
const carts_ = cartCalls(caller(() => shared.app));

async function cartWithALine(token: string) {
  const variant = await findVariant(shared.app, { allowStockOrder: true, minOnHand: 5 });
  const cart = await carts_.open(token, 'Stock');
  await carts_.add(token, cart.cartId, [{ productKey: cuKey(variant), quantity: 1 }]);
  return cart.cartId as string;
}

const existing = async (ids: string[]) =>
  (await shared.app.db.select({ id: carts.id }).from(carts).where(inArray(carts.id, ids))).map(
    (row) => row.id,
  );

describe('maintenance', () => {
  it("purges open carts of visitors whose token expired or was revoked, and keeps everyone else's", async () => {
    const { app } = shared;
    const [expired, revoked, live] = await Promise.all([
      visitorToken(app),
      visitorToken(app),
      visitorToken(app),
    ]);
    const dealer = await loginAs(app, 'dealer@nordlys.demo');
    const ids = {
      expired: await cartWithALine(expired),
      revoked: await cartWithALine(revoked),
      live: await cartWithALine(live),
      dealer: await cartWithALine(dealer),
    };
    await app.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(authTokens.tokenHash, hashToken(expired)));
    await app.db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(eq(authTokens.tokenHash, hashToken(revoked)));

    expect(await purgeOrphanedVisitorCarts(app.db)).toBeGreaterThanOrEqual(2);

    expect((await existing(Object.values(ids))).sort()).toEqual([ids.live, ids.dealer].sort());
    const orphanLines = await app.db
      .select({ id: cartLines.id })
      .from(cartLines)
      .where(inArray(cartLines.cartId, [ids.expired, ids.revoked]));
    expect(orphanLines).toEqual([]);
    // The live visitor still has their cart, lines and all.
    expect((await carts_.get(live, ids.live)).lines).toHaveLength(1);
  });

  it('runs once an hour: the job of this hour runs, and leaves the next hour queued', async () => {
    const { app } = shared;
    const now = new Date();
    await maintenanceSchedule.schedule(app.db, now);
    expect(
      await processDueJobs(systemCtx(app), { [maintenanceQueue]: maintenanceJob }, { now }),
    ).toMatchObject({
      done: 1,
      failed: 0,
    });
    const next = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
    const [queued] = await app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, maintenanceQueue), eq(jobs.key, next.toISOString())));
    expect(queued).toMatchObject({ status: 'queued', runAt: next });
    // Enqueueing this hour again (another process starting) adds nothing.
    expect(await maintenanceSchedule.schedule(app.db, now)).toBe(false);
  });
});

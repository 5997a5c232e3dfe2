import { randomBytes, randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useSharedTestApp } from '../../test-support/test-app.ts';
import { cartAddRequests } from '../cart/cart.tables.ts';
import { processDueJobs } from '../jobs/job-queue.ts';
import { systemCtx } from '../jobs/job-worker.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { authTokens } from '../user/user.tables.ts';
import { maintenanceJob, maintenanceSchedule } from './maintenance.ts';

// RETENTION_DAYS=10: rows past 10 days go, younger ones stay.
const shared = useSharedTestApp({ retention: { days: 10 } });

const day = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * day);
const daysAhead = (days: number) => new Date(Date.now() + days * day);

async function addJob(name: string, status: string, updatedAt: Date) {
  const [row] = await shared.app.db
    .insert(jobs)
    .values({ queue: 'retention-test', key: name, payload: {}, status, maxAttempts: 1, updatedAt })
    .returning({ id: jobs.id });
  return row!.id;
}

async function addToken(values: { expiresAt: Date; revokedAt?: Date }) {
  const tokenHash = randomBytes(16).toString('hex');
  await shared.app.db
    .insert(authTokens)
    .values({ tokenHash, kind: 'anonymous', createdAt: daysAgo(60), ...values });
  return tokenHash;
}

async function addMail(status: string, sentAt: Date | null, createdAt: Date) {
  const [row] = await shared.app.db
    .insert(mailOutbox)
    .values({ to: 'someone@example.com', subject: 's', text: 't', status, sentAt, createdAt })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** A cart fill's request id (issue 31 item 10), claimed at `createdAt`. */
async function addRequestId(createdAt: Date) {
  const requestId = randomUUID();
  await shared.app.db.insert(cartAddRequests).values({
    customerNumber: 'C10001',
    requestId,
    call: 'quickOrder',
    fingerprint: 'f',
    answer: {},
    createdAt,
  });
  return requestId;
}

describe('retention (RETENTION_DAYS)', () => {
  it('the hourly maintenance deletes done jobs, dead tokens, sent mails and cart request ids past the period, and keeps the rest', async () => {
    const { app } = shared;
    const job = {
      oldDone: await addJob('old-done', 'done', daysAgo(12)),
      recentDone: await addJob('recent-done', 'done', daysAgo(8)),
      oldQueued: await addJob('old-queued', 'queued', daysAgo(40)),
      oldFailed: await addJob('old-failed', 'failed', daysAgo(40)),
    };
    const token = {
      expiredLongAgo: await addToken({ expiresAt: daysAgo(12) }),
      revokedLongAgo: await addToken({ expiresAt: daysAhead(5), revokedAt: daysAgo(11) }),
      expiredRecently: await addToken({ expiresAt: daysAgo(2) }),
      revokedRecently: await addToken({ expiresAt: daysAhead(5), revokedAt: daysAgo(1) }),
      live: await addToken({ expiresAt: daysAhead(5) }),
    };
    const mail = {
      oldSent: await addMail('sent', daysAgo(12), daysAgo(12)),
      recentSent: await addMail('sent', daysAgo(3), daysAgo(40)),
      oldQueued: await addMail('queued', null, daysAgo(40)),
      oldFailed: await addMail('failed', null, daysAgo(40)),
    };
    const requestId = { old: await addRequestId(daysAgo(11)), recent: await addRequestId(daysAgo(9)) };

    const now = new Date();
    await maintenanceSchedule.schedule(app.db, now);
    expect(
      await processDueJobs(systemCtx(app, now), { [maintenanceSchedule.queue]: maintenanceJob }, { now }),
    ).toMatchObject({ done: 1, failed: 0 });

    const jobIds = (
      await app.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(inArray(jobs.id, Object.values(job)))
    ).map((row) => row.id);
    expect(jobIds.sort()).toEqual([job.recentDone, job.oldQueued, job.oldFailed].sort());

    const tokenHashes = (
      await app.db
        .select({ tokenHash: authTokens.tokenHash })
        .from(authTokens)
        .where(inArray(authTokens.tokenHash, Object.values(token)))
    ).map((row) => row.tokenHash);
    expect(tokenHashes.sort()).toEqual([token.expiredRecently, token.revokedRecently, token.live].sort());

    const mailIds = (
      await app.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(inArray(mailOutbox.id, Object.values(mail)))
    ).map((row) => row.id);
    expect(mailIds.sort()).toEqual([mail.recentSent, mail.oldQueued, mail.oldFailed].sort());

    // A cart fill's request id is kept for the period: a resubmit within it still adds once.
    const requestIds = (
      await app.db
        .select({ requestId: cartAddRequests.requestId })
        .from(cartAddRequests)
        .where(inArray(cartAddRequests.requestId, Object.values(requestId)))
    ).map((row) => row.requestId);
    expect(requestIds).toEqual([requestId.recent]);
  });
});

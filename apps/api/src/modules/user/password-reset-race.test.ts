import { endpoints } from '@shop/contracts/endpoints';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callApiUnchecked } from '../../test-support/call-api.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';
import { issuePasswordToken } from './index.ts';
import { passwordTokens, users } from './user.tables.ts';

/**
 * One live reset link per user, however many "forgot password" calls arrive at once (issue 29, ADR 71):
 * each issue locks the user's row, so the next one sees the token before it and uses it up.
 */
const shared = useSharedTestApp({ publicUrl: 'http://localhost:3000' });
const tokenUrl = 'http://localhost:3000/recover-password?token={token}&username={username}';

async function userId(app: FastifyInstance, username: string): Promise<string> {
  const [row] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

async function liveResetLinks(app: FastifyInstance, id: string): Promise<number> {
  const rows = await app.db
    .select({ hash: passwordTokens.tokenHash })
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.userId, id),
        eq(passwordTokens.purpose, 'reset'),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, new Date()),
      ),
    );
  return rows.length;
}

describe('Reset links under concurrency', () => {
  it('50 concurrent RecoverPassword calls for one user leave exactly one live link', async () => {
    const { app } = shared;
    const username = 'shop.uk@nordlys.demo';
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        callApiUnchecked(app, endpoints.user.recoverPassword, {
          body: { area: { areaId: 'b2b', languageCode: 'en' }, username, tokenUrl },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // Five mails an hour per username (ADR 40); the rest are refused before any link is made.
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    expect(await liveResetLinks(app, await userId(app, username))).toBe(1);
  });

  it('50 concurrent issues of a reset link, each in its own transaction, leave exactly one live', async () => {
    const { app } = shared;
    const id = await userId(app, 'dealer@nordlys.demo');
    await Promise.all(
      Array.from({ length: 50 }, () =>
        app.db.transaction((tx) => issuePasswordToken(tx, id, 'reset', { ttlMinutes: 60, now: new Date() })),
      ),
    );
    expect(await liveResetLinks(app, id)).toBe(1);
  });
});

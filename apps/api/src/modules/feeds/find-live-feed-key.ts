import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hashFeedKey } from './feed-key-secret.ts';
import { feedApiKeys } from './feeds.tables.ts';

/** How stale `last_used_at` may get: a busy key writes its row once a minute, not on every call. */
const lastUsedResolutionMs = 60_000;

export type LiveFeedKey = { id: string; scopes: string[] };

/**
 * The live (not revoked) key with this secret, or null. Marks it used: the row is written only when its last
 * use is more than a minute old, so paging through a feed costs one indexed read per call.
 */
export async function findLiveFeedKey(db: Db, secret: string, now: Date): Promise<LiveFeedKey | null> {
  const [key] = await db
    .select({ id: feedApiKeys.id, scopes: feedApiKeys.scopes, lastUsedAt: feedApiKeys.lastUsedAt })
    .from(feedApiKeys)
    .where(and(eq(feedApiKeys.keyHash, hashFeedKey(secret)), isNull(feedApiKeys.revokedAt)));
  if (!key) return null;
  const staleBefore = new Date(now.getTime() - lastUsedResolutionMs);
  if (!key.lastUsedAt || key.lastUsedAt < staleBefore) {
    await db
      .update(feedApiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(feedApiKeys.id, key.id),
          or(isNull(feedApiKeys.lastUsedAt), lt(feedApiKeys.lastUsedAt, staleBefore)),
        ),
      );
  }
  return { id: key.id, scopes: key.scopes };
}

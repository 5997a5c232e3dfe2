import type { FeedApiKey } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { notFound } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { feedKeyView, selectFeedKeys } from './feed-key-view.ts';
import { feedApiKeys } from './feeds.tables.ts';

/**
 * RevokeApiKey: every feed call with the key is refused from the next one on (the key is read per request).
 * A revoked key stays revoked at its first time; 404 for an unknown id.
 */
export async function revokeFeedKey(ctx: Ctx, id: string): Promise<FeedApiKey> {
  const row = await withTransaction(ctx, async (scoped) => {
    const revoked = await scoped.db
      .update(feedApiKeys)
      .set({ revokedAt: ctx.now })
      .where(and(eq(feedApiKeys.id, id), isNull(feedApiKeys.revokedAt)))
      .returning({ id: feedApiKeys.id });
    const [row] = await selectFeedKeys(scoped.db).where(eq(feedApiKeys.id, id));
    if (!row) throw notFound(`No feed key has the id ${id}`, 'feed-key-not-found');
    if (revoked.length > 0) {
      await recordAudit(
        scoped,
        {
          action: 'feed-key.revoke',
          entity: 'feed-key',
          entityId: id,
          details: { name: row.name, prefix: row.prefix },
        },
        { always: true },
      );
    }
    return row;
  });
  return feedKeyView(ctx, row);
}

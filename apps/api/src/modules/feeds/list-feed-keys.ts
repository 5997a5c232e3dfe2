import { type FeedApiKeyList, feedKeyLimits } from '@shop/contracts';
import { desc } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { feedKeyViews, selectFeedKeys } from './feed-key-view.ts';
import { feedApiKeys } from './feeds.tables.ts';

/** GetApiKeys: newest first, revoked ones too. */
export async function listFeedKeys(ctx: Ctx): Promise<FeedApiKeyList> {
  const rows = await selectFeedKeys(ctx.db)
    .orderBy(desc(feedApiKeys.createdAt), desc(feedApiKeys.id))
    .limit(feedKeyLimits.listed);
  return { keys: await feedKeyViews(ctx, rows) };
}

import type { FeedApiKey } from '@shop/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { Ctx } from '../../lib/context.ts';
import { userNamesByIds } from '../user/index.ts';
import { feedApiKeys } from './feeds.tables.ts';

type KeyRow = typeof feedApiKeys.$inferSelect;

export function selectFeedKeys(db: Db | Tx) {
  return db.select().from(feedApiKeys);
}

/** Keys with the name of the staff user who created each (never the hash): one statement for the names. */
export async function feedKeyViews(ctx: Ctx, rows: readonly KeyRow[]): Promise<FeedApiKey[]> {
  const creators = await userNamesByIds(
    ctx,
    rows.flatMap((row) => (row.createdByUserId === null ? [] : [row.createdByUserId])),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    createdBy: (row.createdByUserId && creators.get(row.createdByUserId)?.name) ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}

/** One key as `feedKeyViews` shows it. */
export async function feedKeyView(ctx: Ctx, row: KeyRow): Promise<FeedApiKey> {
  const [view] = await feedKeyViews(ctx, [row]);
  if (!view) throw new Error(`feed key ${row.id} was not described`);
  return view;
}

import type { FeedApiKey } from '@shop/contracts';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../user/index.ts';
import { feedApiKeys } from './feeds.tables.ts';

type KeyRow = typeof feedApiKeys.$inferSelect & { createdBy: string | null };

/** Keys with the name of the staff user who created each (never the hash). */
export function selectFeedKeys(db: Db | Tx) {
  return db
    .select({ ...getTableColumns(feedApiKeys), createdBy: users.name })
    .from(feedApiKeys)
    .leftJoin(users, eq(users.id, feedApiKeys.createdByUserId));
}

export function feedKeyView(row: KeyRow): FeedApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

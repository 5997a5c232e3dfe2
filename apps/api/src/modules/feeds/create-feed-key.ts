import { randomBytes } from 'node:crypto';
import type { ApiKeyKind, CreateFeedApiKeyResponse } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { feedKeyPrefix, hashFeedKey, newFeedKeySecret } from './feed-key-secret.ts';
import { feedKeyView, selectFeedKeys } from './feed-key-view.ts';
import { feedApiKeys } from './feeds.tables.ts';

/** What a new key may call, by its kind: the feeds, or the ERP's inbound calls (ADR 87). */
const scopesOf: Record<ApiKeyKind, string[]> = { feed: ['feeds'], erp: ['erp'] };

/** CreateApiKey: stores the hash and prefix of a new key and answers the key itself this once. */
export async function createFeedKey(
  ctx: Ctx,
  name: string,
  kind: ApiKeyKind = 'feed',
): Promise<CreateFeedApiKeyResponse> {
  const secret = newFeedKeySecret();
  const id = `fk_${randomBytes(9).toString('base64url')}`;
  const row = await withTransaction(ctx, async (scoped) => {
    await scoped.db.insert(feedApiKeys).values({
      id,
      name,
      prefix: feedKeyPrefix(secret),
      keyHash: hashFeedKey(secret),
      scopes: scopesOf[kind],
      createdByUserId: ctx.user?.id ?? null,
      createdAt: ctx.now,
    });
    // The audit names the key by id and prefix, never by the key.
    await recordAudit(
      scoped,
      {
        action: 'feed-key.create',
        entity: 'feed-key',
        entityId: id,
        details: { name, kind, prefix: feedKeyPrefix(secret) },
      },
      { always: true },
    );
    const [created] = await selectFeedKeys(scoped.db).where(eq(feedApiKeys.id, id));
    return created;
  });
  if (!row) throw new Error('the new feed key was not read back');
  return { key: await feedKeyView(ctx, row), secret };
}

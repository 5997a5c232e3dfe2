import type { DocumentRef, DocumentVersion } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { documentVersionsPage } from '../content/index.ts';
import { userNamesByIds } from '../user/index.ts';

/**
 * Serialise the saves of one document (two editors saving at once get versions n+1 and n+2, never the
 * same number): a transaction-scoped advisory lock on a hash of its address.
 */
export async function lockDocument(ctx: Ctx, ref: DocumentRef) {
  const address = `${ref.type}|${ref.areaId}|${ref.languageCode}|${ref.key}`;
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${address}))`);
}

/** GetVersions: newest first, with who saved each. */
export async function getDocumentVersions(
  ctx: Ctx,
  ref: DocumentRef,
  page: { skip: number; take: number },
): Promise<{ items: DocumentVersion[]; itemsTotal: number }> {
  const { rows, total } = await documentVersionsPage(ctx, ref, page);
  const savers = await userNamesByIds(
    ctx,
    rows.flatMap((row) => (row.savedByUserId === null ? [] : [row.savedByUserId])),
  );
  return {
    items: rows.map((row) => ({
      version: row.version,
      body: row.body ?? null,
      savedAt: new Date(row.savedAt).toISOString(),
      savedBy: (row.savedByUserId && savers.get(row.savedByUserId)?.email) ?? null,
    })),
    itemsTotal: total,
  };
}

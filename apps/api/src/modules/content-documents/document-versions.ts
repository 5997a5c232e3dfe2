import type { DocumentRef, DocumentVersion } from '@shop/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { contentDocumentVersions } from '../content/index.ts';
import { users } from '../user/index.ts';

const v = contentDocumentVersions;

/** The where clause of one document's versions. */
export const versionsOf = (ref: DocumentRef) =>
  and(
    eq(v.documentType, ref.type),
    eq(v.areaId, ref.areaId),
    eq(v.languageCode, ref.languageCode),
    eq(v.documentKey, ref.key),
  );

/** The newest version number and when it was saved (0 and null for a document never saved here). */
export async function latestVersion(ctx: Ctx, ref: DocumentRef) {
  const [row] = await ctx.db
    .select({ version: v.version, savedAt: v.savedAt })
    .from(v)
    .where(versionsOf(ref))
    .orderBy(desc(v.version))
    .limit(1);
  return { version: row?.version ?? 0, savedAt: row?.savedAt ?? null };
}

/** One stored version, or undefined. */
export async function findVersion(ctx: Ctx, ref: DocumentRef, version: number) {
  const [row] = await ctx.db
    .select({ body: v.body })
    .from(v)
    .where(and(versionsOf(ref), eq(v.version, version)));
  return row;
}

/** Append a version (the caller holds the document's lock, so the number is free). */
export async function appendVersion(
  ctx: Ctx,
  ref: DocumentRef,
  version: number,
  body: unknown,
  savedByUserId: string | null,
) {
  const [row] = await ctx.db
    .insert(v)
    .values({
      documentType: ref.type,
      documentKey: ref.key,
      areaId: ref.areaId,
      languageCode: ref.languageCode,
      version,
      body: body ?? null,
      savedByUserId,
      savedAt: ctx.now,
    })
    .returning({ savedAt: v.savedAt });
  return row!.savedAt;
}

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
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ version: v.version, body: v.body, savedAt: v.savedAt, email: users.email })
      .from(v)
      .leftJoin(users, eq(users.id, v.savedByUserId))
      .where(versionsOf(ref))
      .orderBy(desc(v.version))
      .limit(page.take)
      .offset(page.skip),
    ctx.db.select({ count: sql<number>`count(*)::int` }).from(v).where(versionsOf(ref)),
  ]);
  return {
    items: rows.map((row) => ({
      version: row.version,
      body: row.body ?? null,
      savedAt: new Date(row.savedAt).toISOString(),
      savedBy: row.email ?? null,
    })),
    itemsTotal: Number(count?.count ?? 0),
  };
}

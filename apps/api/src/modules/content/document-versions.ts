import type { DocumentRef } from '@shop/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { contentDocumentVersions } from './content.tables.ts';

const v = contentDocumentVersions;

/** The where clause of one document's versions. */
const versionsOf = (ref: DocumentRef) =>
  and(
    eq(v.documentType, ref.type),
    eq(v.areaId, ref.areaId),
    eq(v.languageCode, ref.languageCode),
    eq(v.documentKey, ref.key),
  );

/** The newest version number and when it was saved (0 and null for a document never saved here). */
export async function latestDocumentVersion(ctx: Ctx, ref: DocumentRef) {
  const [row] = await ctx.db
    .select({ version: v.version, savedAt: v.savedAt })
    .from(v)
    .where(versionsOf(ref))
    .orderBy(desc(v.version))
    .limit(1);
  return { version: row?.version ?? 0, savedAt: row?.savedAt ?? null };
}

/** One stored version, or undefined. */
export async function findDocumentVersion(ctx: Ctx, ref: DocumentRef, version: number) {
  const [row] = await ctx.db
    .select({ body: v.body })
    .from(v)
    .where(and(versionsOf(ref), eq(v.version, version)));
  return row;
}

/** Append a version (the caller holds the document's lock, so the number is free). */
export async function appendDocumentVersion(
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

/** A page of one document's versions, newest first, with how many there are. */
export async function documentVersionsPage(ctx: Ctx, ref: DocumentRef, page: { skip: number; take: number }) {
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ version: v.version, body: v.body, savedAt: v.savedAt, savedByUserId: v.savedByUserId })
      .from(v)
      .where(versionsOf(ref))
      .orderBy(desc(v.version))
      .limit(page.take)
      .offset(page.skip),
    ctx.db.select({ count: sql<number>`count(*)::int` }).from(v).where(versionsOf(ref)),
  ]);
  return { rows, total: Number(count?.count ?? 0) };
}

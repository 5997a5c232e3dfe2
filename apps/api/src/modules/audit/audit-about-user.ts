import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { auditLog } from './audit.tables.ts';

/** An audit entry as a user's personal data names it (ADR 83). */
export type AuditEntryAboutUser = {
  at: Date;
  action: string;
  entity: string;
  entityId: string;
  madeByThisUser: boolean;
  /** Only for changes made to the user: the details of their own changes may name colleagues. */
  details: unknown;
};

/** The entries about a user (their user changed) and by them (what they changed and when), oldest first. */
export async function auditEntriesAboutUser(ctx: Ctx, userId: string): Promise<AuditEntryAboutUser[]> {
  const about = and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId));
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(or(about, eq(auditLog.actorUserId, userId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return rows.map((row) => {
    const isAbout = row.entity === 'user' && row.entityId === userId;
    return {
      at: row.at,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      madeByThisUser: row.actorUserId === userId,
      details: isAbout ? (row.details ?? null) : null,
    };
  });
}

/**
 * Replaces a user's erased values (their name, their e-mail) in the details of the entries about their user,
 * in the caller's transaction (ADR 83): who did what and when stays, the personal fields go. The values are
 * matched and written JSON-encoded, so the details stay valid JSON. Answers how many entries changed.
 */
export async function eraseUserFromAuditDetails(
  scoped: Ctx,
  userId: string,
  replacements: ReadonlyArray<readonly [from: string, to: string]>,
): Promise<number> {
  const encoded = (value: string) => JSON.stringify(value).slice(1, -1);
  let details = sql`${auditLog.details}::text`;
  for (const [from, to] of replacements) {
    if (from === '') continue;
    details = sql`replace(${details}, ${encoded(from)}, ${encoded(to)})`;
  }
  const changed = await scoped.db
    .update(auditLog)
    .set({ details: sql`(${details})::jsonb` })
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, userId), isNotNull(auditLog.details)))
    .returning({ id: auditLog.id });
  return changed.length;
}

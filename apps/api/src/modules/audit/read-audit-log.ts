import { and, count, desc, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { shopDayEnd, shopDayStart } from '../../lib/shop-date.ts';
import { auditLog } from './audit.tables.ts';

/**
 * What the back office filters the log by, every part optional: the customer the entry concerns
 * (exact, any case), the users who made the change or acted for a customer while making it, and inclusive days
 * of the shop's calendar.
 */
export type AuditLogFilter = {
  customerNumber: string | null;
  /** Null: any user; empty: nobody (no entry matches). */
  userIds: readonly string[] | null;
  from: string | null;
  to: string | null;
};

/** An entry as the log holds it: ids of users and the customer, without their names. */
export type AuditRecord = {
  id: number;
  at: Date;
  actorUserId: string | null;
  impersonatorUserId: string | null;
  customerNumber: string | null;
  action: string;
  entity: string;
  entityId: string;
  details: unknown;
};

const recordColumns = {
  id: auditLog.id,
  at: auditLog.at,
  actorUserId: auditLog.actorUserId,
  impersonatorUserId: auditLog.impersonatorUserId,
  customerNumber: auditLog.customerNumber,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  details: auditLog.details,
};

const nothing = sql`false`;

function whereOf(filter: AuditLogFilter): SQL | undefined {
  const customerNumber = filter.customerNumber?.trim();
  const userIds = filter.userIds === null ? null : [...new Set(filter.userIds)];
  return and(
    customerNumber ? sql`lower(${auditLog.customerNumber}) = lower(${customerNumber})` : undefined,
    userIds === null
      ? undefined
      : userIds.length === 0
        ? nothing
        : or(inArray(auditLog.actorUserId, userIds), inArray(auditLog.impersonatorUserId, userIds)),
    filter.from ? gte(auditLog.at, shopDayStart(filter.from)) : undefined,
    filter.to ? lt(auditLog.at, shopDayEnd(filter.to)) : undefined,
  );
}

/** Newest first; the later entry first when two share a moment. */
const newestFirst = [desc(auditLog.at), desc(auditLog.id)];

/** One page of the filtered log, newest first, and how many entries the filter holds in all. */
export async function readAuditPage(
  ctx: Ctx,
  filter: AuditLogFilter,
  page: { pageNr: number; pageSize: number },
): Promise<{ records: AuditRecord[]; totalCount: number }> {
  const where = whereOf(filter);
  const records = await ctx.db
    .select(recordColumns)
    .from(auditLog)
    .where(where)
    .orderBy(...newestFirst)
    .offset((page.pageNr - 1) * page.pageSize)
    .limit(page.pageSize);
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(auditLog).where(where);
  return { records, totalCount: Number(total) };
}

/**
 * The newest `limit` entries of the filter, newest first, a batch at a time (keyset on the moment and the id,
 * read from the row itself so the timestamp's microseconds count): a download never holds more than one batch,
 * and entries written while it runs neither repeat nor shift one.
 */
export async function* readAuditBatches(
  ctx: Ctx,
  filter: AuditLogFilter,
  options: { limit: number; batchSize: number },
): AsyncGenerator<AuditRecord[]> {
  let left = options.limit;
  let after: number | null = null;
  while (left > 0) {
    const size = Math.min(options.batchSize, left);
    const batch: AuditRecord[] = await ctx.db
      .select(recordColumns)
      .from(auditLog)
      .where(
        and(
          whereOf(filter),
          after === null
            ? undefined
            : sql`(${auditLog.at}, ${auditLog.id}) < (SELECT a.at, a.id FROM audit_log a WHERE a.id = ${after})`,
        ),
      )
      .orderBy(...newestFirst)
      .limit(size);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
    left -= batch.length;
    after = batch[batch.length - 1]?.id ?? null;
  }
}

import type { AuditEntryRow, AuditFilter, AuditUser, SearchAuditResponse } from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';
import { type AuditLogFilter, type AuditRecord, readAuditPage } from '../../modules/audit/index.ts';
import { customerNamesByNumbers } from '../../modules/customer/index.ts';
import { type UserName, userIdsByEmailOrId, userNamesByIds } from '../../modules/user/index.ts';

/**
 * The back office's audit log is a flow (ADR 29): the audit module reads its entries, the user and customer
 * modules name the people and customers in them, each through its public surface.
 */

/**
 * The contract's filter as the audit module reads it. A user is named by e-mail or id: the ids of the users
 * that match, and the text itself as an id, so an entry of a user since deleted is still found by their id.
 */
export async function auditLogFilterOf(ctx: Ctx, filter: AuditFilter): Promise<AuditLogFilter> {
  return {
    customerNumber: filter.customerNumber,
    userIds: filter.user ? [...(await userIdsByEmailOrId(ctx, filter.user)), filter.user] : null,
    from: filter.from,
    to: filter.to,
  };
}

const userOf = (id: string | null, names: Map<string, UserName>): AuditUser | null =>
  id === null ? null : { userId: id, name: names.get(id)?.name ?? null, email: names.get(id)?.email ?? null };

/** Entries with the names of their users and customers (one statement each for the whole batch). */
export async function namedAuditEntries(ctx: Ctx, records: readonly AuditRecord[]): Promise<AuditEntryRow[]> {
  const userIds = records.flatMap((record) =>
    [record.actorUserId, record.impersonatorUserId].filter((id): id is string => id !== null),
  );
  const customerNumbers = records.flatMap((record) =>
    record.customerNumber === null ? [] : [record.customerNumber],
  );
  const [users, customers] = await Promise.all([
    userNamesByIds(ctx, userIds),
    customerNamesByNumbers(ctx, customerNumbers),
  ]);
  return records.map((record) => ({
    id: record.id,
    at: record.at.toISOString(),
    action: record.action,
    entity: record.entity,
    entityId: record.entityId,
    actor: userOf(record.actorUserId, users),
    impersonator: userOf(record.impersonatorUserId, users),
    customerNumber: record.customerNumber,
    customerName: record.customerNumber === null ? null : (customers.get(record.customerNumber) ?? null),
    details: record.details,
  }));
}

/** GetBySearch: one page of the filtered log, newest first, with names. */
export async function searchAuditLog(
  ctx: Ctx,
  body: AuditFilter & { pageNr: number; pageSize: number },
): Promise<SearchAuditResponse> {
  const filter = await auditLogFilterOf(ctx, body);
  const { records, totalCount } = await readAuditPage(ctx, filter, body);
  return {
    entries: await namedAuditEntries(ctx, records),
    totalCount,
    pageCount: Math.ceil(totalCount / body.pageSize),
    pageNr: body.pageNr,
    pageSize: body.pageSize,
  };
}

import type { Ctx } from '../../lib/context.ts';
import { auditLog } from './audit.tables.ts';

export type AuditEntry = { action: string; entity: string; entityId: string; details?: unknown };

/**
 * Record a write in the audit log when a sales user makes it for a customer (DESIGN 'Impersonation is audited'):
 * both the acting user and the customer acted for are kept. Other writes are recorded only with `always`.
 * Pass the ctx of the transaction the write runs in (withTransaction), so the entry and the write commit together.
 */
export async function recordAudit(
  ctx: Ctx,
  entry: AuditEntry,
  options: { always?: boolean } = {},
): Promise<void> {
  const impersonatorUserId = ctx.impersonator?.userId ?? null;
  if (impersonatorUserId === null && !options.always) return;
  await ctx.db.insert(auditLog).values({
    actorUserId: ctx.user?.id ?? null,
    impersonatorUserId,
    customerNumber: ctx.customerNumber,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    details: entry.details ?? null,
  });
}

import type { AuditAction } from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';
import { auditLog } from './audit.tables.ts';

export type AuditEntry = {
  /** One of contracts' `auditActions`: the back office names it in the page's language. */
  action: AuditAction;
  entity: string;
  entityId: string;
  details?: unknown;
  /**
   * The customer the write concerns when the caller acts for none: staff moving a customer's order or
   * changing a customer's user in the back office. The customer acted for, when there is one, is kept instead.
   */
  customerNumber?: string | null;
};

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
    customerNumber: ctx.customerNumber ?? entry.customerNumber ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    details: entry.details ?? null,
  });
}

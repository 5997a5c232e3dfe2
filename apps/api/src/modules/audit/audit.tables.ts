import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who changed what for whom. Every write a sales user makes while impersonating a customer is recorded with both
 * the acting user and the customer acted for (DESIGN 'Impersonation is audited'); customers' own writes to
 * orders are recorded too.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: text('actor_user_id'),
    impersonatorUserId: text('impersonator_user_id'),
    customerNumber: text('customer_number'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // The back office's log screen: newest first, by customer or by user (migration 0018).
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_customer_idx').on(sql`lower(${t.customerNumber})`, t.at.desc()),
    index('audit_log_actor_idx').on(t.actorUserId, t.at.desc()),
    index('audit_log_impersonator_idx').on(t.impersonatorUserId, t.at.desc()),
  ],
);

import type { DeletionRequestStatus, LanguageCode } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/user.tables.ts';

/**
 * A customer's user's request to erase their personal data (ADR 83). The user row stays after the erasure (a
 * tombstone the orders and the audit log name), so the request keeps pointing at it; `reason` is cleared when
 * the erasure is carried out. One open request per user (migration 0019's partial unique index).
 */
export const personalDataRequests = pgTable(
  'personal_data_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerNumber: text('customer_number'),
    status: text('status').$type<DeletionRequestStatus>().notNull().default('open'),
    reason: text('reason'),
    /** The language of the page the user asked from: the mails about the request are in it. */
    languageCode: text('language_code').$type<LanguageCode>().notNull(),
    areaId: text('area_id').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: text('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    uniqueIndex('personal_data_requests_open_idx').on(t.userId).where(sql`${t.status} = 'open'`),
    index('personal_data_requests_list_idx').on(t.status, t.requestedAt.desc(), t.id.desc()),
  ],
);

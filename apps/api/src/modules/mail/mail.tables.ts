import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail the shop sends, written before sending (the default transport stops here and logs). */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** queued, sent, failed */
  status: text('status').notNull().default('queued'),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

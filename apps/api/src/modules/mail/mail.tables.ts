import { bigserial, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * Staff-edited mail templates (back office User/GetRecoveryMailTemplates and its update): subject and body per
 * area, language and template with the `{placeholder}`s the mail fills. A missing row means the built-in text
 * from the translations.
 */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    templateKey: text('template_key').notNull(),
    areaId: text('area_id').notNull(),
    languageCode: text('language_code').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedByUserId: text('updated_by_user_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.templateKey, t.areaId, t.languageCode] })],
);

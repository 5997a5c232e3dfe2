import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every accepted Form/SendForm submission, stored before it is mailed to the address the form names. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    formKey: text('form_key').notNull(),
    areaId: text('area_id').notNull(),
    languageCode: text('language_code').notNull(),
    /** The validated fields, by field name. */
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    mailedTo: text('mailed_to').notNull(),
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submissions_created_idx').on(t.formKey, t.createdAt)],
);

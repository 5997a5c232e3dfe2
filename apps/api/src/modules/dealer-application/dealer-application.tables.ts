import type { DealerApplicationStatus } from '@shop/contracts';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/user.tables.ts';

/**
 * Applications to become a dealer (the /new-customer form, or /new-customer-salesmanager when a sales manager
 * files one for a prospect): stored as sent, mailed to the shop, read by staff in the back office.
 */
export const dealerApplications = pgTable(
  'dealer_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** dealer: filed by the applicant; salesManager: filed by a sales manager for a prospect. */
    kind: text('kind').$type<'dealer' | 'salesManager'>().notNull(),
    /** The sales manager who filed it; null for a dealer's own application. */
    filedByUserId: text('filed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    areaId: text('area_id').notNull(),
    languageCode: text('language_code').notNull(),
    companyName: text('company_name').notNull(),
    vatNumber: text('vat_number').notNull(),
    currencyCode: text('currency_code').notNull(),
    contactEmail: text('contact_email').notNull(),
    /** The whole form as validated (addresses, contact, message): the contract's shape, kept as sent. */
    form: jsonb('form').notNull(),
    /** new, then whatever staff decide in the back office. */
    status: text('status').$type<DealerApplicationStatus>().notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dealer_applications_created_idx').on(t.createdAt)],
);

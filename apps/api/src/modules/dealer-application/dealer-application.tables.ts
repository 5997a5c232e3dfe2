import type { DealerApplicationStatus } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../customer/customer.tables.ts';
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
    /** The customer an approval created (with its first user); null until then. */
    customerNumber: text('customer_number').references(() => customers.customerNumber, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dealer_applications_created_idx').on(t.createdAt)],
);

/** What an application's timeline records after it was received: the decision and the mail that said it. */
export type DealerApplicationEventKind = 'approved' | 'invitation-mailed' | 'rejected' | 'rejection-mailed';

/**
 * An application's timeline (issue 31 item 6): who decided and when, and the mail to the applicant. At most one
 * decision per application (a partial unique index), so a second approval can never create a second customer.
 */
export const dealerApplicationEvents = pgTable(
  'dealer_application_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => dealerApplications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DealerApplicationEventKind>().notNull(),
    /** The staff user who decided. */
    byUserId: text('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** approved: the customer created. */
    customerNumber: text('customer_number'),
    /** invitation-mailed, rejection-mailed: to whom. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dealer_application_events_application_idx').on(t.applicationId),
    uniqueIndex('dealer_application_events_decision_idx')
      .on(t.applicationId)
      .where(sql`${t.kind} in ('approved', 'rejected')`),
  ],
);

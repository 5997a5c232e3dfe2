import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../customer/customer.tables.ts';
import { users } from '../user/user.tables.ts';

/**
 * A sales person's proposal draft (issue 18, docs/decisions/0047-proposals.md). Its lines live in its own carts
 * (`carts.draft_id`, one open cart per draft and order type), edited in the shop by a session whose token names
 * the draft (`auth_tokens.draft_id`). `status` open until converted; the conversion sets it to converted with a
 * conditional update, so one conversion wins.
 */
export const proposalDrafts = pgTable(
  'proposal_drafts',
  {
    id: text('id').primaryKey(),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    currencyCode: text('currency_code').notNull(),
    areaId: text('area_id').notNull(),
    languageCode: text('language_code').notNull(),
    notes: text('notes').notNull().default(''),
    /** The last valid day (YYYY-MM-DD, shop calendar) of the proposals made from it; null: no end. */
    validUntil: text('valid_until'),
    status: text('status').$type<'open' | 'converted'>().notNull().default('open'),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('proposal_drafts_owner_idx').on(t.ownerUserId, t.status)],
);

/** The users a draft will be sent to (spec §3: recipients by username). */
export const proposalDraftRecipients = pgTable(
  'proposal_draft_recipients',
  {
    draftId: text('draft_id')
      .notNull()
      .references(() => proposalDrafts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.draftId, t.userId] })],
);

/** A proposal: a converted draft for one customer, its lines frozen with that customer's prices. */
export const proposals = pgTable(
  'proposals',
  {
    id: text('id').primaryKey(),
    draftId: text('draft_id').notNull(),
    salesUserId: text('sales_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerNumber: text('customer_number')
      .notNull()
      .references(() => customers.customerNumber, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    currencyCode: text('currency_code').notNull(),
    rrpCurrencyCode: text('rrp_currency_code').notNull(),
    notes: text('notes').notNull().default(''),
    validUntil: text('valid_until'),
    /** As stored; a Sent or Viewed proposal past validUntil reads Expired (ADR 47). */
    status: text('status').notNull().default('Sent'),
    /** Set when the customer deletes it from their list; the sales side still sees it. */
    customerDeletedAt: timestamp('customer_deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('proposals_sales_user_idx').on(t.salesUserId, t.createdAt),
    index('proposals_customer_idx').on(t.customerNumber, t.createdAt),
    uniqueIndex('proposals_draft_customer_idx').on(t.draftId, t.customerNumber),
  ],
);

/** The recipient users of a proposal (the draft's recipients of its customer). */
export const proposalRecipients = pgTable(
  'proposal_recipients',
  {
    proposalId: text('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.proposalId, t.userId] })],
);

/** A frozen line; prices in minor units at conversion (null: no price for the customer then). */
export const proposalLines = pgTable(
  'proposal_lines',
  {
    proposalId: text('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull(),
    unitId: text('unit_id').notNull(),
    productNumber: text('product_number').notNull(),
    name: text('name').notNull(),
    colorCode: text('color_code').notNull(),
    colorName: text('color_name').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    orderType: text('order_type').notNull(),
    netUnitPrice: integer('net_unit_price'),
    rrpUnitPrice: integer('rrp_unit_price'),
  },
  (t) => [primaryKey({ columns: [t.proposalId, t.lineNo] })],
);

/**
 * Spec §3 "Proposal draft event" per recipient user: Created, Opened (once per user: a partial unique index),
 * AddedToCart, Deleted.
 */
export const proposalEvents = pgTable(
  'proposal_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    proposalId: text('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('proposal_events_proposal_idx').on(t.proposalId, t.at),
    uniqueIndex('proposal_events_opened_once_idx').on(t.proposalId, t.userId).where(sql`event = 'Opened'`),
  ],
);

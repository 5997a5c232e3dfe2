import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from '../customer/customer.tables.ts';

/**
 * A cart of one order type. Owned by a customer (`customerNumber`; dealers and sales users acting for them share
 * it) or by a not-logged-in visitor's token (`ownerTokenHash`, guest checkout). At most one open cart per owner and
 * order type (partial unique indexes), so GetOrCreateCart is race-free. `version` grows with every change; the
 * stored `calculation` is valid only while `calculatedVersion = version`.
 */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    orderType: text('order_type').notNull(),
    areaId: text('area_id').notNull(),
    languageCode: text('language_code').notNull(),
    currencyCode: text('currency_code').notNull(),
    customerNumber: text('customer_number').references(() => customers.customerNumber),
    ownerTokenHash: text('owner_token_hash'),
    /** 'open' or 'ordered' (used in an order: read-only from then on). */
    status: text('status').$type<'open' | 'ordered'>().notNull().default('open'),
    version: integer('version').notNull().default(1),
    shippingAddress: jsonb('shipping_address'),
    billingAddress: jsonb('billing_address'),
    shippingMethodId: text('shipping_method_id'),
    /**
     * The cart of the same checkout whose order carries the shipping fee (ADR 60): this cart ships for no fee
     * of its own and is ordered only together with that cart (CreateOrdersByCartIds).
     */
    shippingWithCartId: text('shipping_with_cart_id'),
    paymentMethod: text('payment_method'),
    comment: text('comment'),
    reference: text('reference'),
    draftId: text('draft_id'),
    calculation: jsonb('calculation'),
    calculatedVersion: integer('calculated_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_open_customer_idx')
      .on(t.customerNumber, t.orderType)
      .where(sql`status = 'open' AND customer_number IS NOT NULL`),
    uniqueIndex('carts_open_visitor_idx')
      .on(t.ownerTokenHash, t.orderType)
      .where(sql`status = 'open' AND owner_token_hash IS NOT NULL`),
    uniqueIndex('carts_open_draft_idx')
      .on(t.draftId, t.orderType)
      .where(sql`status = 'open' AND draft_id IS NOT NULL`),
  ],
);

/**
 * A cart line. One product line per product key and cart (unique index), so concurrent AddOrUpdateLines calls
 * merge with `INSERT … ON CONFLICT DO UPDATE` and never lose an update.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    parentId: text('parent_id'),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull(),
    unitId: text('unit_id').notNull(),
    quantity: integer('quantity').notNull(),
    text: text('text'),
    type: text('type').$type<'product' | 'generated'>().notNull().default('product'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_lines_cart_idx').on(t.cartId),
    uniqueIndex('cart_lines_product_idx')
      .on(t.cartId, t.productId, t.variantId, t.unitId)
      .where(sql`type = 'product'`),
  ],
);

/**
 * The request ids of the calls that fill a customer's carts (AddProposalToCart, ReorderOrder, Cart/QuickOrder;
 * issue 31 item 10): one row per customer and id, written in the add's transaction before anything is added, so
 * a repeat (also one running at the same moment) finds the row and answers the first call's `answer` instead of
 * adding again. `call` and `fingerprint` (a hash of the body) tell a reused id from a repeat. The hourly
 * maintenance deletes rows older than the retention period (`deleteOldCartAddRequests`).
 */
export const cartAddRequests = pgTable(
  'cart_add_requests',
  {
    customerNumber: text('customer_number').notNull(),
    requestId: uuid('request_id').notNull(),
    call: text('call').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** The first call's answer; set in the same transaction as the row. */
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerNumber, t.requestId] }),
    index('cart_add_requests_created_idx').on(t.createdAt),
  ],
);

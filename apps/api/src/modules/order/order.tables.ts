import type { PaymentTermsCode } from '@shop/commerce';
import { danishVatBeforeTaxRules, type VatDecision } from '@shop/contracts';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { carts } from '../cart/cart.tables.ts';

/** Order numbers: `SO` + this sequence, zero-padded (docs/decisions/0014-order-transfer-states.md). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

/**
 * An order made from one cart: `cartId` is unique, which is what makes CreateOrderByCartId idempotent. Amounts are
 * minor units; `totalNetPrice*` is what the customer pays (after discount, with shipping). Addresses and the
 * shipping method are copied from the cart at purchase.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .unique()
      .references(() => carts.id),
    orderType: text('order_type').notNull(),
    areaId: text('area_id').notNull(),
    languageCode: text('language_code').notNull(),
    customerNumber: text('customer_number'),
    userId: text('user_id'),
    impersonatorUserId: text('impersonator_user_id'),
    ownerTokenHash: text('owner_token_hash'),
    status: text('status').notNull(),
    statusReason: text('status_reason'),
    currencyCode: text('currency_code').notNull(),
    discount: integer('discount').notNull(),
    totalPriceWithoutVat: integer('total_price_without_vat').notNull(),
    totalPriceWithVat: integer('total_price_with_vat').notNull(),
    totalNetPriceWithoutVat: integer('total_net_price_without_vat').notNull(),
    totalNetPriceWithVat: integer('total_net_price_with_vat').notNull(),
    shippingFeeWithoutVat: integer('shipping_fee_without_vat').notNull(),
    shippingFeeWithVat: integer('shipping_fee_with_vat').notNull(),
    vat: integer('vat').notNull(),
    /** The VAT decision the order was placed with (ADR 67); orders from before it were all Danish VAT. */
    vatDecision: jsonb('vat_decision').$type<VatDecision>().notNull().default(danishVatBeforeTaxRules),
    summary: jsonb('summary').notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    billingAddress: jsonb('billing_address').notNull(),
    shippingMethod: jsonb('shipping_method').notNull(),
    comment: text('comment'),
    reference: text('reference'),
    email: text('email'),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull(),
    /** The customer's payment terms when the order was placed; null for a guest's order. */
    paymentTerms: text('payment_terms').$type<PaymentTermsCode>(),
    erpDocumentNo: text('erp_document_no'),
    /** The orders made by one checkout of several carts share it (ADR 60): one card payment pays them all. */
    checkoutId: text('checkout_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The customer center's list: newest first by (created_at, id), read in index order; its total is kept in
  // customer_order_counts (migration 0024).
  (t) => [
    index('orders_customer_idx').on(t.customerNumber, t.createdAt, t.id),
    index('orders_checkout_idx').on(t.checkoutId),
  ],
);

/**
 * How many orders each customer has, kept by triggers on `orders` (migration 0024) in the transaction that
 * adds or removes them: an unfiltered customer-center list reads its total here instead of counting.
 */
export const customerOrderCounts = pgTable('customer_order_counts', {
  customerNumber: text('customer_number').primaryKey(),
  orders: integer('orders').notNull(),
});

/**
 * A line as bought: name, colour, size, unit, prices and the VAT flag are snapshots, not references. Its VAT
 * rate is the order's (`orders.vat_decision`): one decision covers every line and the shipping fee.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productId: text('product_id').notNull(),
    variantId: text('variant_id').notNull(),
    unitId: text('unit_id').notNull(),
    productNumber: text('product_number').notNull(),
    name: text('name').notNull(),
    colorCode: text('color_code').notNull(),
    colorName: text('color_name').notNull(),
    size: text('size').notNull(),
    unitName: text('unit_name').notNull(),
    /** Pieces in one unit as bought ('Pack of 5': 5): the line holds `quantity × quantityPerUnit` pieces. */
    quantityPerUnit: integer('quantity_per_unit').notNull().default(1),
    quantity: integer('quantity').notNull(),
    unitPriceWithoutVat: integer('unit_price_without_vat').notNull(),
    unitPriceWithVat: integer('unit_price_with_vat').notNull(),
    netUnitPriceWithoutVat: integer('net_unit_price_without_vat').notNull(),
    netUnitPriceWithVat: integer('net_unit_price_with_vat').notNull(),
    linePriceWithoutVat: integer('line_price_without_vat').notNull(),
    linePriceWithVat: integer('line_price_with_vat').notNull(),
    netLinePriceWithoutVat: integer('net_line_price_without_vat').notNull(),
    netLinePriceWithVat: integer('net_line_price_with_vat').notNull(),
    vatIncluded: boolean('vat_included').notNull(),
    deliveries: jsonb('deliveries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.lineNo] })],
);

/**
 * What the customer center's search reads: one row for each order of a customer (line 0: its number and
 * reference) and one for each of its lines (item number and name), in lower case, with the order's customer and
 * date, so a search finds the orders and the lines that match without reading either (an order row is 1.5 kB).
 * Written by the database's triggers on `orders` and `order_lines` (migration 0028), never by the shop.
 */
export const orderSearchTexts = pgTable(
  'order_search_texts',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 0 for the order's own number and reference; a line's number (from 1) for its item number and name. */
    lineNo: integer('line_no').notNull(),
    customerNumber: text('customer_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    text: text('text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    // The customer's rows with the text (btree_gin for the customer's equality, pg_trgm for the text).
    index('order_search_texts_customer_text_idx').using('gin', t.customerNumber, t.text.op('gin_trgm_ops')),
  ],
);

/** Every status change of an order, in order: the state machine's trail. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    actorUserId: text('actor_user_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId)],
);

/**
 * Stock taken by a Stock order (on-hand stock at location B2B was decremented by `quantity` in the same
 * transaction that created the order); kept so a rejected order can give it back exactly once.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: text('variant_id').notNull(),
    unitId: text('unit_id').notNull(),
    quantity: integer('quantity').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('stock_reservations_order_idx').on(t.orderId)],
);

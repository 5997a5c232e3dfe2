import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../order/order.tables.ts';

/**
 * A payment attempt for an order through a provider. At most one captured payment per order (partial unique
 * index): the database, not timing, guarantees one capture however often the callback and redirect arrive.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** pending → authorized → captured, or declined / cancelled. */
    status: text('status').notNull(),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    returnUrl: text('return_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_one_capture_idx').on(t.orderId).where(sql`status = 'captured'`),
  ],
);

/**
 * The built-in hosted test gateway's own state (what a real provider keeps on its side): the session the payer
 * approves, declines or cancels, and what was captured. The shop reads it only through the provider interface.
 */
export const testGatewaySessions = pgTable('test_gateway_sessions', {
  id: text('id').primaryKey(),
  merchantReference: text('merchant_reference').notNull(),
  amount: integer('amount').notNull(),
  currencyCode: text('currency_code').notNull(),
  returnUrl: text('return_url').notNull(),
  callbackUrl: text('callback_url').notNull(),
  /** open, approved, declined, cancelled */
  decision: text('decision').notNull().default('open'),
  capturedAmount: integer('captured_amount').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

/**
 * Stripe webhook events taken (ADR 86): the event id is the key, so a replayed delivery finds its row and changes
 * nothing. `processedAt` null is a claim in progress; a claim older than the lease is taken over (a process that
 * died while handling it), so no event is lost.
 */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  paymentId: text('payment_id'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

/**
 * A refund of (part of) a captured card payment for one credit memo (ADR 86). The credit memo's number is the key
 * and the provider's idempotency key, so a memo refunds once however often its job runs.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    creditMemoNo: text('credit_memo_no').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** pending (asked for, not confirmed) → refunded, or failed (with the reason, for a refund by hand). */
    status: text('status').notNull(),
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [index('payment_refunds_payment_idx').on(t.paymentId)],
);

import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The internal ledger's sales orders (the built-in ERP's own books). `externalOrderNo` (our order number) is
 * unique: the idempotency key that keeps one ERP document per order even when a transfer is retried after a
 * timeout the ERP had in fact accepted.
 */
export const erpSalesOrders = pgTable('erp_sales_orders', {
  documentNo: text('document_no').primaryKey(),
  externalOrderNo: text('external_order_no').notNull().unique(),
  customerNumber: text('customer_number'),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import type { PaymentTermsCode } from '@shop/commerce';
import {
  danishVatBeforeTaxRules,
  type ErpDocumentLine,
  type ErpShipmentLine,
  type VatDecision,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The internal ledger's sales orders (the built-in ERP's own books). `externalOrderNo` (our order number) is
 * unique: the idempotency key that keeps one ERP document per order even when a transfer is retried after a
 * timeout the ERP had in fact accepted. `shipsFrom` is the earliest ISO date a line still to ship may leave the
 * warehouse (null: not planned yet, which counts as due); `completedAt` is set once every line has shipped and
 * been invoiced.
 */
export const erpSalesOrders = pgTable(
  'erp_sales_orders',
  {
    documentNo: text('document_no').primaryKey(),
    externalOrderNo: text('external_order_no').notNull().unique(),
    customerNumber: text('customer_number'),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    shipsFrom: text('ships_from'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('erp_sales_orders_open_idx').on(t.shipsFrom).where(sql`completed_at IS NULL`)],
);

/** A shipment of the ledger: quantities of order lines that left the warehouse together. */
export const erpShipments = pgTable(
  'erp_shipments',
  {
    documentNo: text('document_no').primaryKey(),
    salesOrderNo: text('sales_order_no')
      .notNull()
      .references(() => erpSalesOrders.documentNo),
    externalOrderNo: text('external_order_no').notNull(),
    customerNumber: text('customer_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    /** The carrier code (shipping module's carriers) and its parcel number; null when collected. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    lines: jsonb('lines').$type<ErpShipmentLine[]>().notNull(),
  },
  (t) => [index('erp_shipments_order_idx').on(t.externalOrderNo)],
);

/** Amounts every posted document (invoice, credit memo) carries; integer minor units. */
const postedAmounts = () => ({
  currencyCode: text('currency_code').notNull(),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  lines: jsonb('lines').$type<ErpDocumentLine[]>().notNull(),
  shippingFeeWithoutVat: integer('shipping_fee_without_vat').notNull(),
  shippingFeeVat: integer('shipping_fee_vat').notNull(),
  amountWithoutVat: integer('amount_without_vat').notNull(),
  vat: integer('vat').notNull(),
  /** The order's VAT decision, copied when posted: the rate and note the document prints (ADR 67). */
  vatDecision: jsonb('vat_decision').$type<VatDecision>().notNull().default(danishVatBeforeTaxRules),
  /**
   * The numbers of the order lines the document holds (`[1, 2]`), kept by PostgreSQL from `lines` (migration
   * 0027). The customer center's search by item tests them in the order index, which carries them, instead of
   * reading and parsing each candidate document's lines.
   */
  lineNos: jsonb('line_nos')
    .$type<number[]>()
    .generatedAlwaysAs(sql`jsonb_path_query_array(lines, '$[*]."lineNo"')`),
});

/**
 * A document's number and its order's number, lowered, one text a line: what the customer center's search looks
 * in (with `LIKE` and a lowered pattern), through a trigram index of its own on each document table.
 */
export const documentSearchText = (t: { documentNo: AnyPgColumn; externalOrderNo: AnyPgColumn }) =>
  sql`lower(${t.documentNo} || E'\\n' || ${t.externalOrderNo})`;

/** A posted invoice: one per shipment (`shipmentNo` unique), so invoicing a shipment twice is impossible. */
export const erpInvoices = pgTable(
  'erp_invoices',
  {
    documentNo: text('document_no').primaryKey(),
    salesOrderNo: text('sales_order_no')
      .notNull()
      .references(() => erpSalesOrders.documentNo),
    shipmentNo: text('shipment_no')
      .notNull()
      .unique()
      .references(() => erpShipments.documentNo),
    externalOrderNo: text('external_order_no').notNull(),
    customerNumber: text('customer_number'),
    prepaid: boolean('prepaid').notNull(),
    dueDate: text('due_date').notNull(),
    /** The payment terms the invoice was posted with (its sales order's); they decided the due date. */
    paymentTerms: text('payment_terms').$type<PaymentTermsCode>(),
    ...postedAmounts(),
  },
  (t) => [
    // The customer center's list: newest first by (posted_at, document_no), read in index order; its total is
    // kept in erp_customer_document_counts (migration 0024).
    index('erp_invoices_customer_idx').on(t.customerNumber, t.postedAt, t.documentNo),
    // An order's invoices, and for the search (ledger-documents.ts) what it tests of each without reading the
    // table: the customer, the date, the number and the line numbers (an index-only scan, migration 0027).
    index('erp_invoices_order_idx').on(
      t.externalOrderNo,
      t.customerNumber,
      t.postedAt,
      t.documentNo,
      t.lineNos,
    ),
    // The customer center's search by document or order number (migration 0025, ledger-documents.ts).
    index('erp_invoices_search_trgm_idx').using('gin', sql`${documentSearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * A posted credit memo against one invoice. `requestId` (the back office's idempotency key) is unique: a
 * repeated request finds the memo instead of crediting twice.
 */
export const erpCreditMemos = pgTable(
  'erp_credit_memos',
  {
    documentNo: text('document_no').primaryKey(),
    requestId: text('request_id').notNull().unique(),
    appliesToInvoiceNo: text('applies_to_invoice_no')
      .notNull()
      .references(() => erpInvoices.documentNo),
    salesOrderNo: text('sales_order_no').notNull(),
    externalOrderNo: text('external_order_no').notNull(),
    customerNumber: text('customer_number'),
    reason: text('reason').notNull(),
    ...postedAmounts(),
  },
  (t) => [
    index('erp_credit_memos_customer_idx').on(t.customerNumber, t.postedAt, t.documentNo),
    index('erp_credit_memos_invoice_idx').on(t.appliesToInvoiceNo),
    index('erp_credit_memos_order_idx').on(
      t.externalOrderNo,
      t.customerNumber,
      t.postedAt,
      t.documentNo,
      t.lineNos,
    ),
    index('erp_credit_memos_search_trgm_idx').using('gin', sql`${documentSearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * How many invoices (`invoice`) and credit memos (`creditMemo`) each customer has, kept by triggers on their
 * tables (migration 0024) in the transaction that adds or removes them: an unfiltered customer-center list
 * reads its total here instead of counting.
 */
export const erpCustomerDocumentCounts = pgTable(
  'erp_customer_document_counts',
  {
    customerNumber: text('customer_number').notNull(),
    kind: text('kind').$type<'invoice' | 'creditMemo'>().notNull(),
    documents: integer('documents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerNumber, t.kind] })],
);

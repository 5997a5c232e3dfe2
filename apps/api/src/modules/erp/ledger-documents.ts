import type { ErpCreditMemo, ErpInvoice, ErpShipment } from '@shop/contracts';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { inBackgroundLane } from '../../db/query-lane.ts';
import { queryRows } from '../../db/query-rows.ts';
import { shopDayEnd, shopDayStart } from '../../lib/shop-date.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import {
  documentSearchText,
  erpCreditMemos,
  erpCustomerDocumentCounts,
  erpInvoices,
  erpShipments,
} from './erp.tables.ts';
import type { ErpDocumentPage, ErpDocumentQuery, ErpOrderDocuments } from './erp.ts';

/** Reading the ledger's posted documents: what the built-in ERP answers for shipments, invoices, credit memos. */

type ShipmentRow = typeof erpShipments.$inferSelect;
type InvoiceRow = typeof erpInvoices.$inferSelect;
type CreditMemoRow = typeof erpCreditMemos.$inferSelect;

export const toShipment = (row: ShipmentRow): ErpShipment => ({
  documentNo: row.documentNo,
  externalOrderNo: row.externalOrderNo,
  salesOrderNo: row.salesOrderNo,
  customerNumber: row.customerNumber,
  shippedAt: row.shippedAt.toISOString(),
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
  lines: row.lines,
});

const postedFigures = (row: InvoiceRow | CreditMemoRow) => ({
  documentNo: row.documentNo,
  externalOrderNo: row.externalOrderNo,
  salesOrderNo: row.salesOrderNo,
  customerNumber: row.customerNumber,
  currencyCode: row.currencyCode,
  postedAt: row.postedAt.toISOString(),
  lines: row.lines,
  shippingFeeWithoutVat: row.shippingFeeWithoutVat,
  shippingFeeVat: row.shippingFeeVat,
  amountWithoutVat: row.amountWithoutVat,
  vat: row.vat,
  amountWithVat: row.amountWithoutVat + row.vat,
  tax: row.vatDecision,
});

export const toInvoice = (row: InvoiceRow): ErpInvoice => ({
  ...postedFigures(row),
  shipmentNo: row.shipmentNo,
  prepaid: row.prepaid,
  dueDate: row.dueDate,
  paymentTerms: row.paymentTerms,
});

export const toCreditMemo = (row: CreditMemoRow): ErpCreditMemo => ({
  ...postedFigures(row),
  appliesToInvoiceNo: row.appliesToInvoiceNo,
  reason: row.reason,
});

export async function ledgerShipments(db: Db | Tx, externalOrderNo: string): Promise<ErpShipment[]> {
  const rows = await db
    .select()
    .from(erpShipments)
    .where(eq(erpShipments.externalOrderNo, externalOrderNo))
    .orderBy(asc(erpShipments.shippedAt), asc(erpShipments.documentNo));
  return rows.map(toShipment);
}

/** A row of the table as a JSON object with the row's keys (timestamps arrive as text). */
function jsonRow(table: PgTable, alias: string): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(([key, column]) =>
    sql.raw(`'${key}', ${alias}."${column.name}"`),
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

type Timed<Row, Key extends keyof Row> = Omit<Row, Key> & Record<Key, string>;

/**
 * Everything the ledger holds for one of our orders, in one statement: shipments oldest first, invoices and
 * credit memos newest first (an order detail asks for all three).
 */
export async function ledgerOrderDocuments(db: Db | Tx, externalOrderNo: string): Promise<ErpOrderDocuments> {
  const [found] = await queryRows<{
    shipments: Timed<ShipmentRow, 'shippedAt'>[];
    invoices: Timed<InvoiceRow, 'postedAt'>[];
    creditMemos: Timed<CreditMemoRow, 'postedAt'>[];
  }>(
    db,
    sql`SELECT
      (SELECT coalesce(json_agg(${jsonRow(erpShipments, 's')} ORDER BY s.shipped_at, s.document_no), '[]'::json)
        FROM ${erpShipments} s WHERE s.external_order_no = ${externalOrderNo}) AS "shipments",
      (SELECT coalesce(json_agg(${jsonRow(erpInvoices, 'i')} ORDER BY i.posted_at DESC, i.document_no DESC),
        '[]'::json) FROM ${erpInvoices} i WHERE i.external_order_no = ${externalOrderNo}) AS "invoices",
      (SELECT coalesce(json_agg(${jsonRow(erpCreditMemos, 'c')} ORDER BY c.posted_at DESC, c.document_no DESC),
        '[]'::json) FROM ${erpCreditMemos} c WHERE c.external_order_no = ${externalOrderNo}) AS "creditMemos"`,
  );
  return {
    shipments: (found?.shipments ?? []).map((row) =>
      toShipment({ ...row, shippedAt: new Date(row.shippedAt) }),
    ),
    invoices: (found?.invoices ?? []).map((row) => toInvoice({ ...row, postedAt: new Date(row.postedAt) })),
    creditMemos: (found?.creditMemos ?? []).map((row) =>
      toCreditMemo({ ...row, postedAt: new Date(row.postedAt) }),
    ),
  };
}

/** The shipments of several of our orders, oldest first (one statement for a page of orders). */
export async function ledgerShipmentsOfOrders(
  db: Db | Tx,
  externalOrderNos: readonly string[],
): Promise<ErpShipment[]> {
  if (externalOrderNos.length === 0) return [];
  const rows = await db
    .select()
    .from(erpShipments)
    .where(inArray(erpShipments.externalOrderNo, [...externalOrderNos]))
    .orderBy(asc(erpShipments.shippedAt), asc(erpShipments.documentNo));
  return rows.map(toShipment);
}

type DocumentColumns = typeof erpInvoices | typeof erpCreditMemos;

/**
 * The documents a search finds, as (number, posted at): by their own number or their order's (a trigram index,
 * migration 0025), every document of the orders the shop found as a whole (by reference), and the documents
 * that hold one of the order lines the shop found by item (a credit memo of one line is not found by the order's
 * other items). Each part reads by an index and applies the query's other conditions (`where`: the customer,
 * the dates) to the rows it reads, so a customer's other documents are never tested one by one and no part's
 * rows are read a second time to filter them. The parts by order read the order index alone: it carries the
 * customer, the date, the number and the line numbers (migration 0027).
 */
function documentsFound(table: DocumentColumns, search: string, query: ErpDocumentQuery, where: SQL): SQL {
  const orders = query.searchOrders ?? [];
  const wholeOrders = orders.filter((order) => order.lineNos === null).map((order) => order.orderNo);
  const lines = orders.flatMap((order) =>
    (order.lineNos ?? []).map((lineNo) => ({ o: order.orderNo, n: lineNo })),
  );
  const found = sql`SELECT ${table.documentNo}, ${table.postedAt}`;
  const parts = [
    sql`${found} FROM ${table}
      WHERE ${where} AND ${documentSearchText(table)} LIKE ${containsPattern(search.toLowerCase())}`,
  ];
  if (wholeOrders.length > 0)
    parts.push(sql`${found} FROM ${table} WHERE ${where} AND ${inArray(table.externalOrderNo, wholeOrders)}`);
  if (lines.length > 0)
    parts.push(sql`${found}
      FROM jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS m(o text, n int)
      JOIN ${table} ON ${table.externalOrderNo} = m.o
      WHERE ${where} AND ${table.lineNos} @> jsonb_build_array(m.n)`);
  return sql.join(parts, sql` UNION `);
}

/** The query's conditions but its search. */
function documentFilter(table: DocumentColumns, query: ErpDocumentQuery): SQL | undefined {
  return and(
    query.customerNumber === undefined ? undefined : eq(table.customerNumber, query.customerNumber),
    query.externalOrderNo === undefined ? undefined : eq(table.externalOrderNo, query.externalOrderNo),
    query.documentNo === undefined ? undefined : eq(table.documentNo, query.documentNo),
    query.from === undefined ? undefined : gte(table.postedAt, shopDayStart(query.from)),
    query.to === undefined ? undefined : lt(table.postedAt, shopDayEnd(query.to)),
  );
}

/** All of a customer's documents of a kind: the total is the one the triggers keep (migration 0024). */
const isUnfiltered = (query: ErpDocumentQuery) =>
  query.externalOrderNo === undefined &&
  query.documentNo === undefined &&
  query.from === undefined &&
  query.to === undefined &&
  !query.search?.trim();

async function findPosted<Row extends InvoiceRow | CreditMemoRow>(
  db: Db | Tx,
  table: DocumentColumns,
  query: ErpDocumentQuery,
): Promise<{ rows: Row[]; total: number }> {
  const where = documentFilter(table, query);
  const search = query.search?.trim();
  if (search)
    return findSearched<Row>(db, table, documentsFound(table, search, query, where ?? sql`true`), query);
  // The count rides along in the same statement (evaluated once): one round trip for a page. A page past the
  // end has no row to carry it.
  const rows = await db
    .select({
      document: table,
      total:
        query.customerNumber !== undefined && isUnfiltered(query)
          ? sql<number>`coalesce((SELECT ${erpCustomerDocumentCounts.documents} FROM ${erpCustomerDocumentCounts}
              WHERE ${erpCustomerDocumentCounts.customerNumber} = ${query.customerNumber}
              AND ${erpCustomerDocumentCounts.kind} = ${table === erpInvoices ? 'invoice' : 'creditMemo'}), 0)`
          : sql<number>`(SELECT count(*)::int FROM ${table} WHERE ${where ?? sql`true`})`,
    })
    .from(table)
    .where(where)
    .orderBy(desc(table.postedAt), desc(table.documentNo))
    .offset(query.skip)
    .limit(query.take);
  const total =
    rows[0]?.total ?? Number((await db.select({ total: count() }).from(table).where(where))[0]?.total ?? 0);
  return { rows: rows.map((row) => row.document) as Row[], total };
}

/**
 * A search's documents are found once (a CTE named twice is computed once) and both counted and paged from
 * there: counting them with a statement of their own found them twice.
 */
async function findSearched<Row extends InvoiceRow | CreditMemoRow>(
  db: Db | Tx,
  table: DocumentColumns,
  documents: SQL,
  query: ErpDocumentQuery,
): Promise<{ rows: Row[]; total: number }> {
  const found = db.$with('found', { documentNo: table.documentNo, postedAt: table.postedAt }).as(documents);
  const page = db
    .select({ documentNo: found.documentNo })
    .from(found)
    .orderBy(desc(found.postedAt), desc(found.documentNo))
    .offset(query.skip)
    .limit(query.take);
  // A search's statement is planned for its own values each time (the background lane, ADR 22): planned once for
  // any customer, PGlite's generic plan read the customer's index to the end for a dealer with 200,000 invoices.
  const rows = await inBackgroundLane(() =>
    db
      .with(found)
      .select({ document: table, total: sql<number>`(SELECT count(*)::int FROM ${found})` })
      .from(table)
      .where(inArray(table.documentNo, page))
      .orderBy(desc(table.postedAt), desc(table.documentNo)),
  );
  // An empty page has no row to carry the count: an empty first page means nothing was found, and only a page
  // past the end has the documents looked for again to count them.
  const total =
    rows[0]?.total ??
    (query.skip === 0
      ? 0
      : ((
          await inBackgroundLane(() =>
            queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${documents}) d`),
          )
        )[0]?.n ?? 0));
  return { rows: rows.map((row) => row.document) as Row[], total };
}

export async function ledgerInvoices(
  db: Db | Tx,
  query: ErpDocumentQuery,
): Promise<ErpDocumentPage<ErpInvoice>> {
  const { rows, total } = await findPosted<InvoiceRow>(db, erpInvoices, query);
  return { items: rows.map(toInvoice), total };
}

export async function ledgerCreditMemos(
  db: Db | Tx,
  query: ErpDocumentQuery,
): Promise<ErpDocumentPage<ErpCreditMemo>> {
  const { rows, total } = await findPosted<CreditMemoRow>(db, erpCreditMemos, query);
  return { items: rows.map(toCreditMemo), total };
}

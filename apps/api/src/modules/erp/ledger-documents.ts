import type { ErpCreditMemo, ErpInvoice, ErpShipment } from '@shop/contracts';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { erpCreditMemos, erpInvoices, erpShipments } from './erp.tables.ts';
import type { ErpDocumentPage, ErpDocumentQuery } from './erp.ts';

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
});

export const toInvoice = (row: InvoiceRow): ErpInvoice => ({
  ...postedFigures(row),
  shipmentNo: row.shipmentNo,
  prepaid: row.prepaid,
  dueDate: row.dueDate,
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

/** The day after an ISO date, for an inclusive `to`. */
const dayAfter = (isoDate: string) => {
  const next = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
};

/** Escape LIKE wildcards so a search for `50%` finds the text `50%`. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

type DocumentColumns = typeof erpInvoices | typeof erpCreditMemos;

function documentFilter(table: DocumentColumns, query: ErpDocumentQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.customerNumber === undefined ? undefined : eq(table.customerNumber, query.customerNumber),
    query.externalOrderNo === undefined ? undefined : eq(table.externalOrderNo, query.externalOrderNo),
    query.documentNo === undefined ? undefined : eq(table.documentNo, query.documentNo),
    query.from === undefined
      ? undefined
      : gte(table.postedAt, new Date(`${query.from.slice(0, 10)}T00:00:00Z`)),
    query.to === undefined ? undefined : lt(table.postedAt, dayAfter(query.to)),
  ];
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${likeEscaped(search)}%`;
    conditions.push(or(ilike(table.documentNo, pattern), ilike(table.externalOrderNo, pattern)));
  }
  return and(...conditions);
}

async function findPosted<Row extends InvoiceRow | CreditMemoRow>(
  db: Db | Tx,
  table: DocumentColumns,
  query: ErpDocumentQuery,
): Promise<{ rows: Row[]; total: number }> {
  const where = documentFilter(table, query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(table.postedAt), desc(table.documentNo))
      .offset(query.skip)
      .limit(query.take),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows: rows as Row[], total: Number(counted?.total ?? 0) };
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

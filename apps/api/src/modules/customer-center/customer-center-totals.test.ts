import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { calls, read, useCustomerCenterFixture } from '../../test-support/customer-center-kit.ts';

/**
 * What the database keeps for the customer center's lists: the totals of the unfiltered lists (migration 0024)
 * and each order's search text (migration 0023). Both must follow every way documents come and go, also
 * outside the shop's own code (an ERP correction, a manual fix in the database).
 */
const fixture = useCustomerCenterFixture();

const page = { pageSize: 2, pageNr: 1 };
const totals = async (token: string) => ({
  orders: (await read(fixture.app, calls.getOrdersWithPagination, { query: page, body: {} }, token))
    .totalCount,
  invoices: (await read(fixture.app, calls.getInvoicesWithPagination, { query: page, body: {} }, token))
    .totalCount,
  creditMemos: (await read(fixture.app, calls.getCreditMemosWithPagination, { query: page, body: {} }, token))
    .totalCount,
});

/** What counting the rows themselves gives, per customer. */
async function counted(table: string) {
  const rows = await queryRows<{ customer: string; n: number }>(
    fixture.app.db,
    sql.raw(`SELECT customer_number AS customer, count(*)::int AS n FROM ${table}
      WHERE customer_number IS NOT NULL GROUP BY 1`),
  );
  return Object.fromEntries(rows.map((row) => [row.customer, row.n]));
}

async function kept() {
  const orders = await queryRows<{ customer: string; n: number }>(
    fixture.app.db,
    sql`SELECT customer_number AS customer, orders AS n FROM customer_order_counts WHERE orders > 0`,
  );
  const documents = await queryRows<{ customer: string; kind: string; n: number }>(
    fixture.app.db,
    sql`SELECT customer_number AS customer, kind, documents AS n FROM erp_customer_document_counts
      WHERE documents > 0`,
  );
  const of = (kind: string) =>
    Object.fromEntries(documents.filter((row) => row.kind === kind).map((row) => [row.customer, row.n]));
  return {
    orders: Object.fromEntries(orders.map((row) => [row.customer, row.n])),
    invoices: of('invoice'),
    creditMemos: of('creditMemo'),
  };
}

const expectKeptAsCounted = async () =>
  expect(await kept()).toEqual({
    orders: await counted('orders'),
    invoices: await counted('erp_invoices'),
    creditMemos: await counted('erp_credit_memos'),
  });

const found = async (search: string) =>
  (
    await read(
      fixture.app,
      calls.getOrdersWithPagination,
      { query: { pageSize: 10, pageNr: 1 }, body: { search } },
      fixture.dealerA,
    )
  ).orders.map((order: { orderId: string }) => order.orderId);

describe("the customer center's order search", () => {
  it('follows a line or a reference changed, and a line removed, in the database', async () => {
    const { app, o1, o3 } = fixture;
    expect(await found('Renamed in the ERP')).toEqual([]);
    await app.db.execute(
      sql`UPDATE order_lines SET name = 'Renamed in the ERP' WHERE order_id = ${o3} AND line_no = 2`,
    );
    expect(await found('renamed in the erp')).toEqual([o3]);
    await app.db.execute(sql`DELETE FROM order_lines WHERE order_id = ${o3} AND line_no = 2`);
    expect(await found('Renamed in the ERP')).toEqual([]);
    await app.db.execute(sql`UPDATE orders SET reference = 'PO-CHANGED-LATER' WHERE id = ${o1}`);
    expect(await found('changed-later')).toEqual([o1]);
    expect(await found('PO-ALPHA')).toEqual([]);
  });
});

describe('the totals of the customer-center lists', () => {
  it('match the documents as they are placed, moved to another customer, removed and emptied', async () => {
    const { app, dealerA, dealerB, o2, oB, invoices } = fixture;
    expect(await totals(dealerA)).toEqual({ orders: 4, invoices: 4, creditMemos: 1 });
    expect(await totals(dealerB)).toEqual({ orders: 1, invoices: 1, creditMemos: 1 });
    await expectKeptAsCounted();

    // The ERP books dealer B's order and its documents to dealer A instead.
    await app.db.execute(sql`UPDATE orders SET customer_number = 'C10001' WHERE id = ${oB}`);
    await app.db.execute(
      sql`UPDATE erp_invoices SET customer_number = 'C10001' WHERE external_order_no = ${oB}`,
    );
    expect(await totals(dealerA)).toEqual({ orders: 5, invoices: 5, creditMemos: 1 });
    expect(await totals(dealerB)).toEqual({ orders: 0, invoices: 0, creditMemos: 1 });
    // A change of anything else leaves the totals alone.
    await app.db.execute(sql`UPDATE orders SET reference = 'PO-RENAMED' WHERE customer_number = 'C10001'`);
    expect((await totals(dealerA)).orders).toBe(5);

    // One statement removing several rows of several customers.
    await app.db.execute(sql`DELETE FROM erp_credit_memos`);
    await app.db.execute(
      sql`DELETE FROM erp_invoices WHERE document_no = ${invoices[o2]?.[0] as string} OR external_order_no = ${oB}`,
    );
    expect(await totals(dealerA)).toEqual({ orders: 5, invoices: 3, creditMemos: 0 });
    expect(await totals(dealerB)).toEqual({ orders: 0, invoices: 0, creditMemos: 0 });
    await expectKeptAsCounted();

    await app.db.execute(sql`TRUNCATE erp_invoices CASCADE`);
    expect((await totals(dealerA)).invoices).toBe(0);
    await expectKeptAsCounted();
  });
});

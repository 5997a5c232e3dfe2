import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { calls, read, useCustomerCenterFixture } from '../../test-support/customer-center-kit.ts';

/**
 * What the database keeps for the customer center's lists: the totals of the unfiltered lists (migration 0024)
 * and the search rows of each order and line (migration 0028). Both must follow every way documents come and go,
 * also outside the shop's own code (an ERP correction, a manual fix in the database).
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

const columns = `order_id, line_no, product_id, variant_id, unit_id, product_number, name, color_code, color_name,
  size, unit_name, quantity_per_unit, quantity, unit_price_without_vat, unit_price_with_vat, net_unit_price_without_vat,
  net_unit_price_with_vat, line_price_without_vat, line_price_with_vat, net_line_price_without_vat,
  net_line_price_with_vat, vat_included, deliveries`;

/** The search rows as the triggers keep them, and as they are built from the orders and lines themselves. */
async function searchRows() {
  const of = (statement: string) =>
    queryRows<{ order_id: string; line_no: number; customer_number: string; text: string }>(
      fixture.app.db,
      sql.raw(`${statement} ORDER BY 1, 2`),
    );
  return {
    kept: await of(`SELECT order_id, line_no, customer_number, text FROM order_search_texts
      WHERE created_at = (SELECT created_at FROM orders WHERE id = order_id)`),
    built:
      await of(`SELECT o.id AS order_id, 0 AS line_no, o.customer_number, lower(concat_ws(E'\n', o.id, o.reference)) AS text
      FROM orders o WHERE o.customer_number IS NOT NULL
      UNION ALL SELECT o.id, l.line_no, o.customer_number, lower(l.product_number || E'\n' || l.name)
      FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.customer_number IS NOT NULL`),
  };
}

const expectSearchRowsAsBuilt = async () => {
  const { kept, built } = await searchRows();
  expect(built.length).toBeGreaterThan(0);
  expect(kept).toEqual(built);
};

describe("the customer center's order search", () => {
  it('follows a line or a reference changed, a line added or removed, and an order moved, in the database', async () => {
    const { app, o1, o3, oB } = fixture;
    await expectSearchRowsAsBuilt();
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
    // A line the ERP adds, with its number changed afterwards.
    await app.db.execute(
      sql.raw(`INSERT INTO order_lines (${columns})
        SELECT ${columns.replace('line_no', '9').replace('product_number', "'ERP-ADDED-1'")}
        FROM order_lines WHERE order_id = '${o3}' AND line_no = 1`),
    );
    expect(await found('erp-added-1')).toEqual([o3]);
    await app.db.execute(sql`UPDATE order_lines SET line_no = 10 WHERE order_id = ${o3} AND line_no = 9`);
    expect(await found('erp-added-1')).toEqual([o3]);
    await expectSearchRowsAsBuilt();
    // Dealer B's order booked to dealer A (with its date corrected) and back: found by dealer A's search
    // while it is A's.
    expect(await found(oB)).toEqual([]);
    await app.db.execute(
      sql`UPDATE orders SET customer_number = 'C10001', created_at = created_at + interval '1 second' WHERE id = ${oB}`,
    );
    expect(await found(oB)).toEqual([oB]);
    await expectSearchRowsAsBuilt();
    await app.db.execute(
      sql`UPDATE orders SET customer_number = 'C20001', created_at = created_at - interval '1 second' WHERE id = ${oB}`,
    );
    expect(await found(oB)).toEqual([]);
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

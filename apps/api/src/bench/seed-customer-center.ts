import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { queryRows } from '../db/query-rows.ts';
import { benchAddress, benchDatabase, benchShippingMethod, stockOnlySummary } from './bench-kit.ts';

/**
 * The customer center's benchmark data (`npm run bench`): one dealer with `--orders` orders (10,000) of three
 * lines, each transferred and shipped in two parts, so as many shipments and invoices twice over, and a credit
 * memo for every tenth order; and `--customers` − 1 other dealers (none by default) with 50 such orders each,
 * so the tables hold what a whole brand's do. Bulk inserts from generate_series, in one transaction; skipped
 * when exactly that data is there, and the earlier bench data deleted first when another size is asked for.
 *   npx tsx apps/api/src/bench/seed-customer-center.ts --data-dir data/bench [--orders N] [--customers N]
 *   (or DATABASE_URL=… instead of --data-dir)
 * The dealer logs in as bench.cc@nordlys.demo with the demo password (a copy of dealer@nordlys.demo's user and
 * customer, so prices and addresses are a real dealer's).
 */

const benchCustomerCenter = {
  customerNumber: 'C10901',
  username: 'bench.cc@nordlys.demo',
  /** The other dealers' numbers: `B` and five digits (the demo's are `C` and five). */
  otherCustomerPrefix: 'B',
  ordersPerOtherCustomer: 50,
  creditMemoEvery: 10,
} as const;

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    orders: { type: 'string', default: '10000' },
    customers: { type: 'string', default: '1' },
  },
});
const database = benchDatabase(values['data-dir']);
const orders = Number(values.orders);
const customers = Number(values.customers);
if (!Number.isInteger(orders) || orders < 1 || !Number.isInteger(customers) || customers < 1)
  throw new Error('--orders and --customers take a whole number of at least 1');

const { customerNumber, username, otherCustomerPrefix, ordersPerOtherCustomer } = benchCustomerCenter;
/** Every order of the bench data, as (customer number, n, order number): the dealer's, then the others'. */
const benchOrders = sql.raw(`(
  SELECT '${customerNumber}'::text AS cn, n, 'BC' || lpad(n::text, 6, '0') AS no
    FROM generate_series(1, ${orders}) n
  UNION ALL
  SELECT '${otherCustomerPrefix}' || lpad(m::text, 5, '0'), n,
      'BX' || lpad(m::text, 5, '0') || '-' || lpad(n::text, 3, '0')
    FROM generate_series(1, ${customers - 1}) m, generate_series(1, ${ordersPerOtherCustomer}) n
) d`);
const otherCustomers = sql.raw(`'${otherCustomerPrefix}' || lpad(m::text, 5, '0')`);
const expected = { dealer: orders, all: orders + (customers - 1) * ordersPerOtherCustomer };
const app = await buildApp(
  testConfig({ database, demo: { loadWhenEmpty: false, styles: 0, renderImages: false } }),
);
try {
  const [present] = await queryRows<{ dealer: number; all: number }>(
    app.db,
    sql`SELECT count(*) FILTER (WHERE customer_number = ${customerNumber})::int AS dealer, count(*)::int AS "all"
      FROM orders WHERE ${ofBenchOrders('id')}`,
  );
  if (present?.dealer === expected.dealer && present.all === expected.all) {
    console.log(
      `The customer center's benchmark data is there (${present.dealer} orders of ${customerNumber}, ${present.all} in all).`,
    );
  } else {
    const started = Date.now();
    await app.db.transaction(async (tx) => {
      if (present?.all) for (const statement of deleteStatements()) await tx.execute(statement);
      for (const statement of seedStatements()) await tx.execute(statement);
    });
    // What the hourly maintenance does on PGlite (and autovacuum on PostgreSQL): statistics and visibility.
    for (const table of [
      'customers',
      'carts',
      'orders',
      'order_lines',
      'order_search_texts',
      'erp_sales_orders',
      'erp_shipments',
      'erp_invoices',
      'erp_credit_memos',
    ]) {
      await app.db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`));
    }
    console.log(
      `Seeded the customer center's benchmark data (${expected.dealer} orders of ${customerNumber}, ${expected.all} in all) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
} finally {
  await app.close();
}

/** The statements, in order: customer and user, carts, orders and lines, the ledger's documents. */
function seedStatements() {
  // Three lines of 10, 20 and 30 pieces at 100.00 kr. net (125.00 with VAT): 6,000.00 kr. + 75.00 shipping.
  const summary = stockOnlySummary(600_000, 60);
  const orderNo = sql.raw('d.no');
  const createdAt = sql.raw(`now() - d.n * interval '150 minutes'`);
  return [
    sql`INSERT INTO customers
      SELECT (jsonb_populate_record(NULL::customers, to_jsonb(c) || jsonb_build_object(
        'customer_number', ${customerNumber}::text, 'name', 'Bench Børnetøj ApS'))).*
      FROM customers c WHERE customer_number = 'C10001' ON CONFLICT DO NOTHING`,
    sql`INSERT INTO customers
      SELECT (jsonb_populate_record(NULL::customers, to_jsonb(c) || jsonb_build_object(
        'customer_number', ${otherCustomers}, 'name', 'Bench dealer ' || m))).*
      FROM customers c, generate_series(1, ${sql.raw(String(customers - 1))}) m
      WHERE c.customer_number = 'C10001' ON CONFLICT DO NOTHING`,
    sql`INSERT INTO users
      SELECT (jsonb_populate_record(NULL::users, to_jsonb(u) || jsonb_build_object(
        'id', 'u-bench-cc', 'username', ${username}::text, 'email', ${username}::text, 'name', 'Bench Dealer',
        'customer_number', ${customerNumber}::text))).*
      FROM users u WHERE username = 'dealer@nordlys.demo' ON CONFLICT DO NOTHING`,
    sql`INSERT INTO carts (id, order_type, area_id, language_code, currency_code, customer_number, status)
      SELECT 'bench-cc-' || d.no, 'Stock', 'b2b', 'en', 'DKK', d.cn, 'ordered' FROM ${benchOrders}`,
    sql`INSERT INTO orders (id, cart_id, order_type, area_id, language_code, customer_number, user_id, status,
        status_reason, currency_code, discount, total_price_without_vat, total_price_with_vat,
        total_net_price_without_vat, total_net_price_with_vat, shipping_fee_without_vat, shipping_fee_with_vat, vat,
        summary, shipping_address, billing_address, shipping_method, reference, email, payment_method,
        payment_status, erp_document_no, created_at, updated_at)
      SELECT ${orderNo}, 'bench-cc-' || d.no, 'Stock', 'b2b', 'en', d.cn, 'u-bench-cc', 'Transferred',
        NULL, 'DKK', 0, 607500, 759375, 607500, 759375, 7500, 9375, 151875,
        ${summary}::jsonb, ${benchAddress}::jsonb, ${benchAddress}::jsonb, ${benchShippingMethod}::jsonb,
        'PO-' || d.n,
        'bench.cc@nordlys.demo', 'account', 'none', 'LSO-' || ${orderNo}, ${createdAt}, ${createdAt}
      FROM ${benchOrders}`,
    sql`INSERT INTO order_lines (order_id, line_no, product_id, variant_id, unit_id, product_number, name,
        color_code, color_name, size, unit_name, quantity, unit_price_without_vat, unit_price_with_vat,
        net_unit_price_without_vat, net_unit_price_with_vat, line_price_without_vat, line_price_with_vat,
        net_line_price_without_vat, net_line_price_with_vat, vat_included, deliveries)
      SELECT ${orderNo}, k, 'BS' || (100 + (d.n * 3 + k) % 400), 'BS' || (100 + (d.n * 3 + k) % 400) || '-navy-110', 'CU',
        'BS' || (100 + (d.n * 3 + k) % 400), 'Bench style ' || (100 + (d.n * 3 + k) % 400), 'navy', 'Navy', '110',
        'Piece', 10 * k, 10000, 12500, 10000, 12500, 100000 * k, 125000 * k, 100000 * k, 125000 * k, true,
        jsonb_build_array(jsonb_build_object('date', NULL, 'quantity', 10 * k))
      FROM ${benchOrders}, generate_series(1, 3) k`,
    sql`INSERT INTO erp_sales_orders (document_no, external_order_no, customer_number, payload, created_at,
        ships_from, completed_at)
      SELECT 'LSO-' || ${orderNo}, ${orderNo}, d.cn, '{}'::jsonb, ${createdAt}, NULL,
        ${createdAt} + interval '3 days'
      FROM ${benchOrders}`,
    // Shipment 1 carries lines 1 and 2, shipment 2 line 3; each is invoiced, the first with the shipping fee.
    sql`INSERT INTO erp_shipments (document_no, sales_order_no, external_order_no, customer_number, shipped_at,
        carrier, tracking_number, lines)
      SELECT 'LSH-' || ${orderNo} || '-' || s, 'LSO-' || ${orderNo}, ${orderNo}, d.cn,
        ${createdAt} + s * interval '1 day', 'dhl', '00' || lpad((d.n * 10 + s)::text, 18, '0'),
        (SELECT jsonb_agg(jsonb_build_object('lineNo', k, 'productNumber', 'BS' || (100 + (d.n * 3 + k) % 400),
          'variantId', 'BS' || (100 + (d.n * 3 + k) % 400) || '-navy-110', 'unitId', 'CU', 'quantity', 10 * k))
          FROM generate_series(1, 3) k WHERE (s = 1 AND k < 3) OR (s = 2 AND k = 3))
      FROM ${benchOrders}, generate_series(1, 2) s`,
    sql`INSERT INTO erp_invoices (document_no, sales_order_no, shipment_no, external_order_no, customer_number,
        prepaid, due_date, currency_code, posted_at, lines, shipping_fee_without_vat, shipping_fee_vat,
        amount_without_vat, vat)
      SELECT 'LIN-' || ${orderNo} || '-' || s, 'LSO-' || ${orderNo}, 'LSH-' || ${orderNo} || '-' || s, ${orderNo},
        d.cn, false, to_char(${createdAt} + (s + 30) * interval '1 day', 'YYYY-MM-DD'), 'DKK',
        ${createdAt} + s * interval '1 day',
        (SELECT jsonb_agg(jsonb_build_object('lineNo', k, 'productNumber', 'BS' || (100 + (d.n * 3 + k) % 400),
          'variantId', 'BS' || (100 + (d.n * 3 + k) % 400) || '-navy-110', 'unitId', 'CU', 'quantity', 10 * k,
          'amountWithoutVat', 100000 * k, 'vat', 25000 * k))
          FROM generate_series(1, 3) k WHERE (s = 1 AND k < 3) OR (s = 2 AND k = 3)),
        CASE WHEN s = 1 THEN 7500 ELSE 0 END, CASE WHEN s = 1 THEN 1875 ELSE 0 END,
        CASE WHEN s = 1 THEN 307500 ELSE 300000 END, CASE WHEN s = 1 THEN 76875 ELSE 75000 END
      FROM ${benchOrders}, generate_series(1, 2) s`,
    sql`INSERT INTO erp_credit_memos (document_no, request_id, applies_to_invoice_no, sales_order_no,
        external_order_no, customer_number, reason, currency_code, posted_at, lines, shipping_fee_without_vat,
        shipping_fee_vat, amount_without_vat, vat)
      SELECT 'LCM-' || ${orderNo} || '-1', 'bench-cc-' || d.no, 'LIN-' || ${orderNo} || '-1', 'LSO-' || ${orderNo},
        ${orderNo}, d.cn, 'Returned', 'DKK', ${createdAt} + interval '5 days',
        jsonb_build_array(jsonb_build_object('lineNo', 1, 'productNumber', 'BS' || (100 + (d.n * 3 + 1) % 400),
          'variantId', 'BS' || (100 + (d.n * 3 + 1) % 400) || '-navy-110', 'unitId', 'CU', 'quantity', 1,
          'amountWithoutVat', 10000, 'vat', 2500)),
        0, 0, 10000, 2500
      FROM ${benchOrders} WHERE d.n % ${sql.raw(String(benchCustomerCenter.creditMemoEvery))} = 0`,
  ];
}

/**
 * The earlier bench data of the dealer and the other bench dealers, before another size is seeded: the
 * ledger's documents first (they refer to each other), then the orders (their lines go with them), the carts.
 * The customer-center files' two orders (`BF…`) stay.
 */
function deleteStatements() {
  return [
    sql`DELETE FROM erp_credit_memos WHERE ${ofBenchOrders('external_order_no')}`,
    sql`DELETE FROM erp_invoices WHERE ${ofBenchOrders('external_order_no')}`,
    sql`DELETE FROM erp_shipments WHERE ${ofBenchOrders('external_order_no')}`,
    sql`DELETE FROM erp_sales_orders WHERE ${ofBenchOrders('external_order_no')}`,
    sql`DELETE FROM orders WHERE ${ofBenchOrders('id')}`,
    sql`DELETE FROM carts WHERE id LIKE 'bench-cc-%'`,
  ];
}

/** The orders (or documents of orders) this script seeds: `BC…` of the dealer, `BX…` of the others. */
function ofBenchOrders(column: string) {
  return sql.raw(`(${column} LIKE 'BC%' OR ${column} LIKE 'BX%')`);
}

import { parseArgs } from 'node:util';
import { type SQL, sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { queryRows } from '../db/query-rows.ts';
import { benchAddress, benchDatabase, benchShippingMethod, stockOnlySummary } from './bench-kit.ts';

/**
 * The customer center files' benchmark data (`npm run bench -- --only "customer center files"`), for the bench
 * dealer of seed-customer-center.ts (C10901, bench.cc@nordlys.demo), over the demo catalogue with its images:
 * - BF000100: an order of 100 lines (100 sizes of catalogue styles), shipped and invoiced as LIN-BF000100-1,
 *   the 100-line invoice PDF of the issue's target;
 * - BF000040: an order of 40 styles (one size each, every one with images), the 40-style image pack.
 * Skipped when they are there. Run after seed-customer-center.ts:
 *   npx tsx apps/api/src/bench/seed-customer-center-files.ts --data-dir data/bench   (or DATABASE_URL=…)
 */

const customerNumber = 'C10901';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
const database = benchDatabase(values['data-dir']);

const app = await buildApp(
  testConfig({ database, demo: { loadWhenEmpty: false, styles: 0, renderImages: false } }),
);
try {
  const present = await queryRows<{ id: string }>(
    app.db,
    sql`SELECT id FROM orders WHERE id IN ('BF000100', 'BF000040')`,
  );
  if (present.length === 2) {
    console.log("The customer center files' benchmark data is there.");
  } else {
    await app.db.transaction(async (tx) => {
      for (const statement of [
        ...orderStatements('BF000100', 100, false),
        ...invoiceStatements('BF000100'),
      ]) {
        await tx.execute(statement);
      }
      for (const statement of orderStatements('BF000040', 40, true)) await tx.execute(statement);
    });
    console.log("Seeded the customer center files' benchmark data.");
  }
} finally {
  await app.close();
}

/** Catalogue sizes that have images: `count` of them, one per style when `onePerStyle`. */
function picks(count: number, onePerStyle: boolean): SQL {
  const candidates = sql`
    SELECT v.id AS variant_id, v.product_id, p.number, t.name, v.color_code, c.name_en AS color_name, v.size
    FROM variants v
    JOIN products p ON p.id = v.product_id
    JOIN product_translations t ON t.product_id = p.id AND t.language_code = 'en'
    JOIN colors c ON c.code = v.color_code
    WHERE EXISTS (SELECT 1 FROM media m WHERE m.product_id = v.product_id AND m.color_code = v.color_code)`;
  const chosen = onePerStyle
    ? sql`SELECT DISTINCT ON (product_id) * FROM (${candidates}) x ORDER BY product_id, variant_id`
    : sql`SELECT * FROM (${candidates}) x ORDER BY product_id, color_code, variant_id`;
  return sql`SELECT row_number() OVER (ORDER BY variant_id)::int AS k, chosen.*
    FROM (${chosen} LIMIT ${sql.raw(String(count))}) chosen`;
}

/**
 * An order of `lines` lines of 10 pieces at 100.00 kr. before and 90.00 kr. after a 10 % discount (112.50 with
 * VAT), plus 75.00 kr. shipping.
 */
function orderStatements(orderNo: string, lines: number, onePerStyle: boolean): SQL[] {
  const net = 90_000 * lines + 7_500;
  const vat = Math.round(net * 0.25);
  const summary = stockOnlySummary(90_000 * lines, 10 * lines);
  return [
    sql`INSERT INTO carts (id, order_type, area_id, language_code, currency_code, customer_number, status)
      VALUES (${`bench-files-${orderNo}`}, 'Stock', 'b2b', 'en', 'DKK', ${customerNumber}, 'ordered')`,
    sql`INSERT INTO orders (id, cart_id, order_type, area_id, language_code, customer_number, user_id, status,
        status_reason, currency_code, discount, total_price_without_vat, total_price_with_vat,
        total_net_price_without_vat, total_net_price_with_vat, shipping_fee_without_vat, shipping_fee_with_vat, vat,
        summary, shipping_address, billing_address, shipping_method, reference, email, payment_method,
        payment_status, erp_document_no, created_at, updated_at)
      VALUES (${orderNo}, ${`bench-files-${orderNo}`}, 'Stock', 'b2b', 'en', ${customerNumber}, 'u-bench-cc',
        'Transferred', NULL, 'DKK', ${10_000 * lines}, ${100_000 * lines + 7_500},
        ${Math.round((100_000 * lines + 7_500) * 1.25)}, ${net}, ${net + vat}, 7500, 9375, ${vat},
        ${summary}::jsonb, ${benchAddress}::jsonb, ${benchAddress}::jsonb, ${benchShippingMethod}::jsonb,
        ${`PO-${orderNo}`},
        'bench.cc@nordlys.demo', 'account', 'none', ${`LSO-${orderNo}`}, now(), now())`,
    sql`INSERT INTO order_lines (order_id, line_no, product_id, variant_id, unit_id, product_number, name,
        color_code, color_name, size, unit_name, quantity, unit_price_without_vat, unit_price_with_vat,
        net_unit_price_without_vat, net_unit_price_with_vat, line_price_without_vat, line_price_with_vat,
        net_line_price_without_vat, net_line_price_with_vat, vat_included, deliveries)
      SELECT ${orderNo}, k, product_id, variant_id, 'CU', number, name, color_code, color_name, size, 'Piece', 10,
        10000, 12500, 9000, 11250, 100000, 125000, 90000, 112500, true,
        jsonb_build_array(jsonb_build_object('date', NULL, 'quantity', 10))
      FROM (${picks(lines, onePerStyle)}) picked`,
    sql`INSERT INTO erp_sales_orders (document_no, external_order_no, customer_number, payload, created_at,
        ships_from, completed_at)
      VALUES (${`LSO-${orderNo}`}, ${orderNo}, ${customerNumber}, '{}'::jsonb, now(), NULL, now())`,
  ];
}

/** The order shipped whole and invoiced once: its lines at 90.00 kr. a piece, with the shipping fee. */
function invoiceStatements(orderNo: string): SQL[] {
  const lines = sql`(SELECT jsonb_agg(jsonb_build_object('lineNo', line_no, 'productNumber', product_number,
      'variantId', variant_id, 'unitId', unit_id, 'quantity', quantity) ORDER BY line_no)
    FROM order_lines WHERE order_id = ${orderNo})`;
  const invoiceLines = sql`(SELECT jsonb_agg(jsonb_build_object('lineNo', line_no, 'productNumber', product_number,
      'variantId', variant_id, 'unitId', unit_id, 'quantity', quantity, 'amountWithoutVat',
      net_line_price_without_vat, 'vat', net_line_price_with_vat - net_line_price_without_vat) ORDER BY line_no)
    FROM order_lines WHERE order_id = ${orderNo})`;
  return [
    sql`INSERT INTO erp_shipments (document_no, sales_order_no, external_order_no, customer_number, shipped_at,
        carrier, tracking_number, lines)
      VALUES (${`LSH-${orderNo}-1`}, ${`LSO-${orderNo}`}, ${orderNo}, ${customerNumber}, now(), 'dhl',
        '00340434161234567890', ${lines})`,
    sql`INSERT INTO erp_invoices (document_no, sales_order_no, shipment_no, external_order_no, customer_number,
        prepaid, due_date, currency_code, posted_at, lines, shipping_fee_without_vat, shipping_fee_vat,
        amount_without_vat, vat)
      SELECT ${`LIN-${orderNo}-1`}, ${`LSO-${orderNo}`}, ${`LSH-${orderNo}-1`}, ${orderNo}, ${customerNumber}, false,
        to_char(now() + interval '30 days', 'YYYY-MM-DD'), 'DKK', now(), ${invoiceLines}, 7500, 1875,
        total_net_price_without_vat, vat
      FROM orders WHERE id = ${orderNo}`,
  ];
}

// Customer-center scenarios of `npm run bench`: a dealer with 10,000 orders and 20,000 invoices (`--cc-orders`,
// `--cc-customers` for a whole brand's size; apps/api/src/bench/seed-customer-center.ts) pages through the
// lists, opens orders and invoices and searches, as the customer center's screens do. Every request runs its
// SQL: the customer center caches nothing.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { endpoints } from '@shop/contracts/endpoints';
import { repoRoot } from '../servers.mjs';
import { loginHeaders, rotate } from './bench-client.mjs';

const username = 'bench.cc@nordlys.demo';
const calls = endpoints.customerCenter;

/** Bulk-insert the dealer's documents unless they are there (the API host must not hold the database yet). */
export function ensureCustomerCenterData({ dataDir, databaseUrl, orders, customers }) {
  const args = [
    'tsx',
    'apps/api/src/bench/seed-customer-center.ts',
    '--orders',
    String(orders),
    '--customers',
    String(customers),
  ];
  if (!databaseUrl) args.push('--data-dir', path.join(dataDir, 'pglite'));
  const result = spawnSync('npx', args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  if (result.status !== 0) throw new Error("Seeding the customer center's benchmark data failed");
}

const orderNo = (n) => `BC${String(n).padStart(6, '0')}`;

export async function customerCenterScenarios(baseUrl, { orders }) {
  const headers = await loginHeaders(baseUrl, username);
  // The first 20 pages of 10 (what a dealer pages through) and 200 orders spread over the years.
  const pages = Array.from({ length: 20 }, (_, i) => i + 1);
  const spread = Array.from({ length: 200 }, (_, i) => 1 + ((i * 49) % orders));
  const count = (n) => n.toLocaleString('en');
  const page = (endpoint, body) =>
    rotate(pages.map((pageNr) => ({ path: `${endpoint.path}?pageSize=10&pageNr=${pageNr}`, body, headers })));
  return [
    {
      name: `customer center: order list page (10 of ${count(orders)}, with lines)`,
      next: page(calls.getOrdersWithPagination, {}),
      target: 15,
    },
    {
      name: `customer center: invoice list page (10 of ${count(2 * orders)}, with lines)`,
      next: page(calls.getInvoicesWithPagination, {}),
      target: 15,
    },
    {
      name: `customer center: credit memo list page (10 of ${count(orders / 10)})`,
      next: page(calls.getCreditMemosWithPagination, {}),
      target: 15,
    },
    {
      name: 'customer center: order detail (GetOrder)',
      next: rotate(
        spread.map((n) => ({ path: calls.getOrder.path, body: { orderId: orderNo(n) }, headers })),
      ),
      target: 10,
    },
    {
      name: 'customer center: invoice detail (GetInvoice)',
      next: rotate(
        spread.map((n) => ({
          path: calls.getInvoice.path,
          body: { invoiceId: `LIN-${orderNo(n)}-1` },
          headers,
        })),
      ),
      target: 10,
    },
    {
      name: 'customer center: shipment details',
      next: rotate(
        spread.map((n) => ({
          path: calls.getShipmentDetails.path,
          body: { area: { areaId: 'b2b', languageCode: 'en' }, orderId: orderNo(n) },
          headers,
        })),
      ),
      target: 10,
    },
    {
      // The seed's item numbers are BS100 … BS499, three lines an order: about one order in 130 matches.
      name: 'customer center: order list searched by item number',
      next: rotate(
        pages.map((n) => ({
          path: `${calls.getOrdersWithPagination.path}?pageSize=10&pageNr=1`,
          body: { search: `BS${100 + n * 7}` },
          headers,
        })),
      ),
      target: 30,
    },
    {
      // An invoice or credit memo carries no item numbers of its own (the ERP's documents): the search finds the
      // dealer's orders with the item (at most 1,000, find-documents.ts) and lists their documents.
      name: 'customer center: invoice list searched by item number',
      next: rotate(
        pages.map((n) => ({
          path: `${calls.getInvoicesWithPagination.path}?pageSize=10&pageNr=1`,
          body: { search: `BS${100 + n * 7}` },
          headers,
        })),
      ),
      target: 30,
    },
    {
      name: 'customer center: credit memo list searched by item number',
      next: rotate(
        pages.map((n) => ({
          path: `${calls.getCreditMemosWithPagination.path}?pageSize=10&pageNr=1`,
          body: { search: `BS${100 + n * 7}` },
          headers,
        })),
      ),
      target: 30,
    },
    {
      name: 'customer center: order list searched by item name',
      next: rotate(
        pages.map((n) => ({
          path: `${calls.getOrdersWithPagination.path}?pageSize=10&pageNr=1`,
          body: { search: `Bench style ${100 + n * 7}` },
          headers,
        })),
      ),
    },
  ];
}

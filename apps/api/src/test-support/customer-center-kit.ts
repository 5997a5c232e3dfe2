import type { Endpoint, EndpointInput } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { AppConfig } from '../config.ts';
import { queryRows } from '../db/query-rows.ts';
import { erpSalesOrders } from '../modules/erp/erp.tables.ts';
import type { ErpSalesOrder } from '../modules/erp/erp.ts';
import { fulfilDueSalesOrders } from '../modules/erp/ledger-fulfilment.ts';
import { systemCtx } from '../modules/jobs/job-worker.ts';
import { hashToken } from '../modules/user/token.service.ts';
import { authTokens } from '../modules/user/user.tables.ts';
import { callApi, callApiUnchecked } from './call-api.ts';
import {
  areaInfo,
  createOrder,
  readyCart,
  runJobs,
  setOnHand,
  stockVariants,
  type Variant,
} from './order-kit.ts';
import { loginAs, useSharedTestApp } from './test-app.ts';

/** Test helpers of the customer-center suites: dealers' orders placed, transferred and shipped by the ledger. */

export const calls = endpoints.customerCenter;

/** Two stock variants of different products (item numbers and names differ), with plenty on hand. */
export async function twoProducts(app: FastifyInstance): Promise<[Variant, Variant]> {
  const candidates = await stockVariants(app, 60);
  const first = candidates[0] as Variant;
  const second = candidates.find((variant) => variant.productId !== first.productId);
  if (!second) throw new Error('no second product among the stock variants');
  for (const variant of [first, second]) await setOnHand(app, variant.variantId, 100_000);
  return [first, second];
}

/**
 * A dealer's Stock order on account with the reference, placed through the cart calls (not transferred yet:
 * `runJobs` does that). Answers its order number.
 */
export async function placeOrder(
  app: FastifyInstance,
  token: string,
  lines: Array<{ variant: Variant; quantity: number }>,
  reference: string | null = null,
): Promise<string> {
  const { cartId } = await readyCart(app, token, { lines, calculate: false });
  const fields = await callApi(
    app,
    endpoints.cart.setOrderFields,
    { body: { area: areaInfo, cartId, reference } },
    { token },
  );
  expect(fields.statusCode, fields.body).toBe(200);
  const calculated = await callApi(
    app,
    endpoints.cart.calculateCart,
    { body: { area: areaInfo, cartId } },
    { token },
  );
  expect(calculated.statusCode, calculated.body).toBe(200);
  const response = await createOrder(app, token, cartId, { paymentMethod: 'account' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().order.orderId as string;
}

/** Transfer every order waiting for the ERP (the transfer jobs due now). */
export const transferOrders = (app: FastifyInstance) => runJobs(app);

/** Promise one line of a sales order the ledger holds for a later day, so the ledger ships it then. */
export async function promiseLineFor(
  app: FastifyInstance,
  orderId: string,
  lineNo: number,
  date: string,
): Promise<void> {
  const [row] = await app.db
    .select({ payload: erpSalesOrders.payload })
    .from(erpSalesOrders)
    .where(eq(erpSalesOrders.externalOrderNo, orderId));
  if (!row) throw new Error(`the ledger has no sales order for ${orderId}`);
  const payload = row.payload as ErpSalesOrder;
  const lines = payload.lines.map((line) =>
    line.lineNo === lineNo ? { ...line, requestedDeliveryDate: date } : line,
  );
  await app.db
    .update(erpSalesOrders)
    .set({ payload: { ...payload, lines } })
    .where(eq(erpSalesOrders.externalOrderNo, orderId));
}

/** Let the ledger's warehouse ship and invoice everything due at `at`. */
export const shipDue = (app: FastifyInstance, at: Date) => fulfilDueSalesOrders(systemCtx(app, at), at);

/** Move an order's date (the list's from/to and its order by date). */
export const dateOrder = (app: FastifyInstance, orderId: string, at: string) =>
  app.db.execute(sql`UPDATE orders SET created_at = ${at}::timestamptz WHERE id = ${orderId}`);

/** Make a logged-in sales user act for a customer (what the sales issue's Impersonate call will do). */
export const actFor = (app: FastifyInstance, token: string, customerNumber: string | null) =>
  app.db
    .update(authTokens)
    .set({ actingCustomerNumber: customerNumber })
    .where(eq(authTokens.tokenHash, hashToken(token)));

/** A customer-center call with any input; answers the raw response. */
export const ask = (
  app: FastifyInstance,
  endpoint: Endpoint,
  input: { query?: Record<string, unknown>; body?: unknown },
  token?: string | null,
) => callApiUnchecked(app, endpoint, input, { token });

/** A call that must succeed, with input the contract accepts: its JSON answer. */
export async function read<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: EndpointInput<E>,
  token: string,
) {
  const response = await callApi(app, endpoint, input, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * The documents of the customer-center suites. Dealer A (C10001): o1 "PO-ALPHA" ships in two parts (the first
 * line now, the second on 2030-06-15) and has two invoices; o2 "PO-BETA" ships whole and is credited one piece;
 * o3 "PO-GAMMA" ships its first line only (the second is promised for 2099); o4 is not transferred yet. o2 is
 * dated 2025-03-10, the others today. Dealer B (C20001): oB, shipped, invoiced and credited.
 */
export type CustomerCenterFixture = {
  app: FastifyInstance;
  dealerA: string;
  dealerB: string;
  products: [Variant, Variant];
  o1: string;
  o2: string;
  o3: string;
  o4: string;
  oB: string;
  /** Invoice numbers by order (oldest first). */
  invoices: Record<string, string[]>;
  creditMemoA: string;
  creditMemoB: string;
};

export const firstShipping = () => new Date(Date.now() + 31 * 60_000);
export const secondShipping = new Date('2030-06-15T10:00:00Z');

export async function buildCustomerCenterFixture(app: FastifyInstance): Promise<CustomerCenterFixture> {
  const dealerA = await loginAs(app, 'dealer@nordlys.demo');
  const dealerB = await loginAs(app, 'haendler@nordlys.demo');
  const manager = await loginAs(app, 'manager@nordlys.demo');
  const products = await twoProducts(app);
  const [p1, p2] = products;
  const o1 = await placeOrder(
    app,
    dealerA,
    [
      { variant: p1, quantity: 20 },
      { variant: p2, quantity: 30 },
    ],
    'PO-ALPHA',
  );
  const o2 = await placeOrder(app, dealerA, [{ variant: p2, quantity: 60 }], 'PO-BETA');
  const o3 = await placeOrder(
    app,
    dealerA,
    [
      { variant: p1, quantity: 40 },
      { variant: p2, quantity: 50 },
    ],
    'PO-GAMMA',
  );
  const oB = await placeOrder(app, dealerB, [{ variant: p1, quantity: 60 }], 'PO-B');
  await transferOrders(app);
  await promiseLineFor(app, o1, 2, '2030-06-01');
  await promiseLineFor(app, o3, 2, '2099-01-01');
  await shipDue(app, firstShipping());
  await shipDue(app, secondShipping);
  const o4 = await placeOrder(app, dealerA, [{ variant: p1, quantity: 60 }]);
  await dateOrder(app, o2, '2025-03-10T12:00:00Z');

  const invoiceRows = await queryRows<{ orderNo: string; documentNo: string }>(
    app.db,
    sql`SELECT external_order_no AS "orderNo", document_no AS "documentNo" FROM erp_invoices
      ORDER BY posted_at, document_no`,
  );
  const invoices: Record<string, string[]> = {};
  for (const row of invoiceRows) invoices[row.orderNo] = [...(invoices[row.orderNo] ?? []), row.documentNo];
  const credit = async (invoiceNo: string, requestId: string) => {
    const response = await callApi(
      app,
      endpoints.backoffice.createCreditMemo,
      { body: { invoiceNo, requestId, reason: 'Returned damaged', lines: [{ lineNo: 1, quantity: 1 }] } },
      { token: manager },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().creditMemo.documentNo as string;
  };
  const creditMemoA = await credit(invoices[o2]?.[0] as string, `cc-${o2}`);
  const creditMemoB = await credit(invoices[oB]?.[0] as string, `cc-${oB}`);
  return { app, dealerA, dealerB, products, o1, o2, o3, o4, oB, invoices, creditMemoA, creditMemoB };
}

/**
 * A suite's shared test app with the customer-center documents on it: the fixture's fields are filled before
 * the suite's tests run (its other `beforeAll`s, registered after this call, already see them).
 */
export function useCustomerCenterFixture(overrides: Partial<AppConfig> = {}): CustomerCenterFixture {
  const shared = useSharedTestApp(overrides);
  const fixture = {} as CustomerCenterFixture;
  beforeAll(async () => {
    Object.assign(fixture, await buildCustomerCenterFixture(shared.app));
  });
  return fixture;
}

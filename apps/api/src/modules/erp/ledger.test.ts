import { randomUUID } from 'node:crypto';
import type { ErpCreditMemo, ErpInvoice, OrderDocuments } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, useSharedTestApp } from '../../test/helper.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { systemCtx } from '../jobs/job-worker.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { orders } from '../order/order.tables.ts';
import { shipmentStatusOf } from '../order/order-documents.ts';
import {
  copenhagen,
  createOrder,
  readyCart,
  runJobs,
  setOnHand,
  stockVariants,
  type Variant,
} from '../order/order-test-kit.ts';
import { erpInvoices, erpSalesOrders, erpShipments } from './erp.tables.ts';
import type { ErpSalesOrder } from './erp.ts';
import { internalLedgerErp } from './internal-ledger-erp.ts';
import {
  fulfilDueSalesOrders,
  ledgerFulfilmentQueue,
  ledgerFulfilmentSchedule,
} from './ledger-fulfilment.ts';

const shared = useSharedTestApp();
const minute = 60_000;
const day = 24 * 60 * minute;
/** Past the warehouse's picking time (testConfig: 30 minutes). */
const picked = () => new Date(Date.now() + 31 * minute);

let variants: Variant[];
let manager: string;
let dealer: string;
beforeAll(async () => {
  const { app } = shared;
  variants = await stockVariants(app, 2);
  for (const variant of variants) await setOnHand(app, variant.variantId, 100_000);
  manager = await loginAs(app, 'manager@nordlys.demo');
  dealer = await loginAs(app, 'dealer@nordlys.demo');
});

const post = (app: FastifyInstance, url: string, payload: object, token?: string | null) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** A dealer's Stock order on account with two lines, transferred to the ledger; answers its order number. */
async function transferredOrder(app: FastifyInstance): Promise<string> {
  const [first, second] = variants as [Variant, Variant];
  const { cartId } = await readyCart(app, dealer, {
    lines: [
      { variant: first, quantity: 200 },
      { variant: second, quantity: 100 },
    ],
  });
  const response = await createOrder(app, dealer, cartId, { paymentMethod: 'account' });
  if (response.statusCode !== 200) throw new Error(`order: ${response.statusCode} ${response.body}`);
  const orderId = response.json().order.orderId as string;
  await runJobs(app);
  return orderId;
}

const documentsOf = async (app: FastifyInstance, orderId: string): Promise<OrderDocuments> => {
  const response = await post(app, '/backoffice/api/Order/GetOrderDocuments', { orderId }, manager);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const sumOf = (
  documents: (ErpInvoice | ErpCreditMemo)[],
  field: 'amountWithoutVat' | 'amountWithVat' | 'vat',
) => documents.reduce((sum, document) => sum + document[field], 0);

/**
 * A sales order handed to the ledger directly: awkward amounts (line totals that do not split evenly) and a
 * third line promised for `laterDate`, so it ships in two shipments.
 */
async function ledgerOrder(app: FastifyInstance, laterDate: string): Promise<ErpSalesOrder> {
  const [first, second] = variants as [Variant, Variant];
  const line = (lineNo: number, variant: Variant, quantity: number, net: number, date: string | null) => ({
    lineNo,
    productNumber: variant.productId,
    productId: variant.productId,
    variantId: variant.variantId,
    unitId: 'CU',
    quantity,
    unitPriceWithoutVat: Math.ceil(net / quantity),
    netUnitPriceWithoutVat: Math.ceil(net / quantity),
    netLinePriceWithoutVat: net,
    requestedDeliveryDate: date,
  });
  const lines = [
    line(1, first, 3, 10_001, null),
    line(2, second, 7, 9_999, null),
    line(3, first, 11, 33_337, laterDate),
  ];
  const shippingFeeWithoutVat = 4_999;
  const totalWithoutVat = lines.reduce((sum, l) => sum + l.netLinePriceWithoutVat, shippingFeeWithoutVat);
  const address = { ...copenhagen, email: null };
  const order: ErpSalesOrder = {
    externalOrderNo: `T${randomUUID().slice(0, 8)}`,
    orderType: 'Preorder',
    orderDate: new Date().toISOString(),
    customerNumber: 'C10001',
    currencyCode: 'DKK',
    email: null,
    shipToAddress: address,
    billToAddress: address,
    shippingMethodCode: 'GLS',
    paymentMethod: 'account',
    prepaid: false,
    reference: null,
    comment: null,
    shippingFeeWithoutVat,
    totalNetPriceWithoutVat: totalWithoutVat,
    totalNetPriceWithVat: totalWithoutVat + Math.round(totalWithoutVat / 4),
    lines,
  };
  await internalLedgerErp.createSalesOrder(systemCtx(app), order);
  return order;
}

describe('the built-in ledger ships and invoices what it holds', () => {
  it('ships and invoices a Stock order once it is picked, once, for exactly the order total', async () => {
    const { app } = shared;
    const orderId = await transferredOrder(app);
    expect((await documentsOf(app, orderId)).shipmentStatus).toBe('NotShipped');

    // Not before the warehouse had its time to pick.
    const early = await fulfilDueSalesOrders(systemCtx(app), new Date(Date.now() + 5 * minute));
    expect(early.filter((posted) => posted.shipmentNo.includes(orderId))).toEqual([]);

    const at = picked();
    await fulfilDueSalesOrders(systemCtx(app, at), at);
    await fulfilDueSalesOrders(systemCtx(app, at), at);
    const documents = await documentsOf(app, orderId);
    expect(documents.shipmentStatus).toBe('FullyShipped');
    expect(documents.shipments).toHaveLength(1);
    expect(documents.shipments[0]?.lines.map((line) => line.quantity)).toEqual([200, 100]);
    expect(documents.invoices).toHaveLength(1);
    const [invoice] = documents.invoices as [ErpInvoice];
    const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(invoice).toMatchObject({
      documentNo: `LIN-${orderId}-1`,
      shipmentNo: `LSH-${orderId}-1`,
      customerNumber: 'C10001',
      currencyCode: order?.currencyCode,
      prepaid: false,
      amountWithoutVat: order?.totalNetPriceWithoutVat,
      amountWithVat: order?.totalNetPriceWithVat,
      shippingFeeWithoutVat: order?.shippingFeeWithoutVat,
    });
    const posted = new Date(invoice.postedAt).getTime();
    expect(new Date(`${invoice.dueDate}T12:00:00Z`).getTime() - posted).toBeGreaterThan(29 * day);
    const [salesOrder] = await app.db
      .select()
      .from(erpSalesOrders)
      .where(eq(erpSalesOrders.externalOrderNo, orderId));
    expect(salesOrder?.completedAt).not.toBeNull();
  });

  it('ships a line promised for later on its date, and the two invoices add up to the order to the øre', async () => {
    const { app } = shared;
    const laterDate = new Date(Date.now() + 10 * day).toISOString().slice(0, 10);
    const order = await ledgerOrder(app, laterDate);
    const lines = order.lines.map(({ lineNo, quantity }) => ({ lineNo, quantity }));
    const shipmentsOf = () => internalLedgerErp.getShipments(systemCtx(app), order.externalOrderNo);
    const invoicesOf = async () =>
      (
        await internalLedgerErp.findInvoices(systemCtx(app), {
          externalOrderNo: order.externalOrderNo,
          skip: 0,
          take: 10,
        })
      ).items;

    const now = picked();
    await fulfilDueSalesOrders(systemCtx(app, now), now);
    expect((await shipmentsOf()).map((s) => s.lines.map((l) => l.lineNo))).toEqual([[1, 2]]);
    expect(shipmentStatusOf(lines, await shipmentsOf(), true)).toBe('PartialShipped');
    const [first] = await invoicesOf();
    expect(first?.shippingFeeWithoutVat).toBe(4_999);

    // Nothing more until the promised date, however often the warehouse looks.
    const dayBefore = new Date(Date.now() + 9 * day);
    await fulfilDueSalesOrders(systemCtx(app, dayBefore), dayBefore);
    expect(await shipmentsOf()).toHaveLength(1);

    const onTheDay = new Date(`${laterDate}T10:00:00Z`);
    await fulfilDueSalesOrders(systemCtx(app, onTheDay), onTheDay);
    expect((await shipmentsOf()).map((s) => s.lines.map((l) => l.lineNo))).toEqual([[1, 2], [3]]);
    expect(shipmentStatusOf(lines, await shipmentsOf(), true)).toBe('FullyShipped');
    const invoices = await invoicesOf();
    expect(invoices.map((invoice) => invoice.documentNo)).toEqual([
      `LIN-${order.externalOrderNo}-2`,
      `LIN-${order.externalOrderNo}-1`,
    ]);
    expect(invoices[0]?.shippingFeeWithoutVat).toBe(0);
    expect(sumOf(invoices, 'amountWithoutVat')).toBe(order.totalNetPriceWithoutVat);
    expect(sumOf(invoices, 'amountWithVat')).toBe(order.totalNetPriceWithVat);
    for (const invoice of invoices) {
      expect(invoice.amountWithoutVat).toBe(
        invoice.lines.reduce((sum, line) => sum + line.amountWithoutVat, invoice.shippingFeeWithoutVat),
      );
    }
  });

  it('two warehouse runs at the same moment ship an order once', async () => {
    const { app } = shared;
    const order = await ledgerOrder(app, '2999-01-01');
    const now = picked();
    await Promise.all([
      fulfilDueSalesOrders(systemCtx(app, now), now),
      fulfilDueSalesOrders(systemCtx(app, now), now),
      fulfilDueSalesOrders(systemCtx(app, now), now),
    ]);
    const shipments = await app.db
      .select()
      .from(erpShipments)
      .where(eq(erpShipments.externalOrderNo, order.externalOrderNo));
    expect(shipments).toHaveLength(1);
    const invoices = await app.db
      .select()
      .from(erpInvoices)
      .where(eq(erpInvoices.externalOrderNo, order.externalOrderNo));
    expect(invoices).toHaveLength(1);
  });

  it('ships a new order by the job its transfer queued for its picking time, and keeps a five-minute chain', async () => {
    const { app } = shared;
    const orderId = await transferredOrder(app);
    const [queued] = await app.db
      .select({ runAt: jobs.runAt, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.queue, ledgerFulfilmentQueue), eq(jobs.key, `order:${orderId}`)));
    expect(queued?.status).toBe('queued');
    expect((queued?.runAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * minute);

    const at = picked();
    expect((await runJobs(app, at)).failed).toBe(0);
    expect((await documentsOf(app, orderId)).shipmentStatus).toBe('FullyShipped');
    const next = await app.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(and(eq(jobs.queue, ledgerFulfilmentQueue), eq(jobs.status, 'queued')));
    const nextSlot = Math.floor(at.getTime() / (5 * minute)) * 5 * minute + 5 * minute;
    expect(next.map((job) => job.key)).toContain(new Date(nextSlot).toISOString());
    // A worker start enqueues the current slot's run once, however many workers start.
    expect(await ledgerFulfilmentSchedule.schedule(app.db, new Date(nextSlot + minute))).toBe(false);
  });

  it('finds invoices by customer, order number, posting date and a search text, newest first and paged', async () => {
    const { app } = shared;
    const order = await ledgerOrder(app, '2999-01-01');
    const now = picked();
    await fulfilDueSalesOrders(systemCtx(app, now), now);
    const ctx = systemCtx(app);
    const find = (query: object) => internalLedgerErp.findInvoices(ctx, { skip: 0, take: 50, ...query });
    const mine = await find({ customerNumber: 'C10001', search: order.externalOrderNo.toLowerCase() });
    expect(mine.items.map((invoice) => invoice.externalOrderNo)).toEqual([order.externalOrderNo]);
    expect((await find({ customerNumber: 'C20001', search: order.externalOrderNo })).total).toBe(0);
    const today = new Date(now).toISOString().slice(0, 10);
    expect((await find({ externalOrderNo: order.externalOrderNo, from: today, to: today })).total).toBe(1);
    expect((await find({ externalOrderNo: order.externalOrderNo, to: '2000-01-01' })).total).toBe(0);
    const all = await find({ customerNumber: 'C10001' });
    const paged = await find({ customerNumber: 'C10001', skip: 1, take: 1 });
    expect(paged.total).toBe(all.total);
    expect(paged.items.map((invoice) => invoice.documentNo)).toEqual([all.items[1]?.documentNo]);
    const postedAts = all.items.map((invoice) => invoice.postedAt);
    expect(postedAts).toEqual(postedAts.toSorted().reverse());
  });
});

describe('credit memos through the back office', () => {
  let order: ErpSalesOrder;
  let invoice: ErpInvoice;
  beforeAll(async () => {
    const { app } = shared;
    order = await ledgerOrder(app, '2999-01-01');
    const now = picked();
    await fulfilDueSalesOrders(systemCtx(app, now), now);
    const found = await internalLedgerErp.findInvoices(systemCtx(app), {
      externalOrderNo: order.externalOrderNo,
      skip: 0,
      take: 1,
    });
    invoice = found.items[0] as ErpInvoice;
  });

  const credit = (payload: object, token: string | null = manager) =>
    post(shared.app, '/backoffice/api/Ledger/CreateCreditMemo', payload, token);
  const requestId = () => randomUUID();
  /** Credit `quantity` of order line `lineNo` of the invoice, as a new request. */
  const creditLine = (lineNo: number, quantity: number, reason = 'Returned') =>
    credit({ invoiceNo: invoice.documentNo, requestId: requestId(), reason, lines: [{ lineNo, quantity }] });

  it('credits a line in two memos that together give back exactly what the invoice billed for it', async () => {
    const first = await creditLine(1, 1);
    expect(first.statusCode, first.body).toBe(200);
    const second = await creditLine(1, 2);
    expect(second.statusCode, second.body).toBe(200);
    const memos = [first.json().creditMemo, second.json().creditMemo] as ErpCreditMemo[];
    const billed = invoice.lines.find((line) => line.lineNo === 1);
    expect(sumOf(memos, 'amountWithoutVat')).toBe(billed?.amountWithoutVat);
    expect(sumOf(memos, 'vat')).toBe(billed?.vat);
    expect(memos.map((memo) => memo.documentNo)).toEqual([
      `LCM-${order.externalOrderNo}-1`,
      `LCM-${order.externalOrderNo}-2`,
    ]);
    expect(memos[0]).toMatchObject({
      appliesToInvoiceNo: invoice.documentNo,
      customerNumber: 'C10001',
      reason: 'Returned',
    });

    const over = await creditLine(1, 1, 'Again');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ errorCode: 'credit-exceeds-invoice' });
    expect(over.json().message).toContain('only 0 of 3');
  });

  it('answers a repeated request with the memo it booked, and books nothing twice', async () => {
    const body = {
      invoiceNo: invoice.documentNo,
      requestId: requestId(),
      reason: 'Damaged',
      lines: [{ lineNo: 2, quantity: 1 }],
    };
    const answers = await Promise.all([credit(body), credit(body), credit(body)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.json().creditMemo.documentNo)).size).toBe(1);
    const memos = await internalLedgerErp.findCreditMemos(systemCtx(shared.app), {
      externalOrderNo: order.externalOrderNo,
      search: answers[0]?.json().creditMemo.documentNo,
      skip: 0,
      take: 10,
    });
    expect(memos.total).toBe(1);

    const [audit] = await shared.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ledger.credit-memo'), eq(auditLog.entityId, invoice.documentNo)));
    expect(audit?.actorUserId).toBe('u-manager');
  });

  it('credits the shipping fee once', async () => {
    const first = await credit({
      invoiceNo: invoice.documentNo,
      requestId: requestId(),
      reason: 'Late delivery',
      creditShippingFee: true,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().creditMemo).toMatchObject({
      shippingFeeWithoutVat: invoice.shippingFeeWithoutVat,
      shippingFeeVat: invoice.shippingFeeVat,
      amountWithoutVat: invoice.shippingFeeWithoutVat,
      lines: [],
    });
    const again = await credit({
      invoiceNo: invoice.documentNo,
      requestId: requestId(),
      reason: 'Late delivery',
      creditShippingFee: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('credited already');
  });

  it('refuses bad requests with a message naming the problem, and books nothing', async () => {
    const cases: Array<[object, number, string]> = [
      [
        { invoiceNo: 'LIN-NOPE-1', requestId: requestId(), reason: 'x', lines: [{ lineNo: 1, quantity: 1 }] },
        404,
        'LIN-NOPE-1 was not found',
      ],
      [
        {
          invoiceNo: invoice.documentNo,
          requestId: requestId(),
          reason: 'x',
          lines: [{ lineNo: 3, quantity: 1 }],
        },
        400,
        'Line 3 is not on invoice',
      ],
      [
        {
          invoiceNo: invoice.documentNo,
          requestId: requestId(),
          reason: 'x',
          lines: [{ lineNo: 2, quantity: 0 }],
        },
        400,
        'quantity must be at least 1',
      ],
      [
        {
          invoiceNo: invoice.documentNo,
          requestId: requestId(),
          reason: 'x',
          lines: [{ lineNo: 2, quantity: 1.5 }],
        },
        400,
        'quantity must be a whole number',
      ],
      [
        { invoiceNo: invoice.documentNo, requestId: requestId(), reason: 'x' },
        400,
        'Credit at least one line or the shipping fee',
      ],
      [
        {
          invoiceNo: invoice.documentNo,
          requestId: requestId(),
          reason: 'x',
          lines: [
            { lineNo: 2, quantity: 1 },
            { lineNo: 2, quantity: 1 },
          ],
        },
        400,
        'Each lineNo may appear once',
      ],
      [
        { invoiceNo: invoice.documentNo, reason: 'x', lines: [{ lineNo: 2, quantity: 1 }] },
        400,
        'requestId is required',
      ],
    ];
    const before = await internalLedgerErp.findCreditMemos(systemCtx(shared.app), {
      externalOrderNo: order.externalOrderNo,
      skip: 0,
      take: 1,
    });
    for (const [body, status, message] of cases) {
      const response = await credit(body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toContain(message);
    }
    const after = await internalLedgerErp.findCreditMemos(systemCtx(shared.app), {
      externalOrderNo: order.externalOrderNo,
      skip: 0,
      take: 1,
    });
    expect(after.total).toBe(before.total);
  });

  it('refuses a requestId reused for another invoice', async () => {
    const other = await ledgerOrder(shared.app, '2999-01-01');
    const now = picked();
    await fulfilDueSalesOrders(systemCtx(shared.app, now), now);
    const id = requestId();
    const first = await credit({
      invoiceNo: invoice.documentNo,
      requestId: id,
      reason: 'x',
      lines: [{ lineNo: 2, quantity: 1 }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const reused = await credit({
      invoiceNo: `LIN-${other.externalOrderNo}-1`,
      requestId: id,
      reason: 'x',
      lines: [{ lineNo: 2, quantity: 1 }],
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ errorCode: 'credit-memo-request-reused' });
  });

  it('is for back-office staff only, and order documents too', async () => {
    const body = {
      invoiceNo: invoice.documentNo,
      requestId: requestId(),
      reason: 'x',
      lines: [{ lineNo: 2, quantity: 1 }],
    };
    expect((await credit(body, dealer)).statusCode).toBe(403);
    expect((await credit(body, null)).statusCode).toBe(401);
    const documents = (token?: string) =>
      post(shared.app, '/backoffice/api/Order/GetOrderDocuments', { orderId: order.externalOrderNo }, token);
    expect((await documents(dealer)).statusCode).toBe(403);
    expect((await documents()).statusCode).toBe(401);
    const missing = await post(
      shared.app,
      '/backoffice/api/Order/GetOrderDocuments',
      { orderId: 'SO-NOPE' },
      manager,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'order-not-found' });
  });
});

describe('shipment status of an order', () => {
  const lines = [
    { lineNo: 1, quantity: 2 },
    { lineNo: 2, quantity: 1 },
  ];
  const shipment = (shipped: Array<[number, number]>) => ({
    documentNo: 'LSH-1',
    externalOrderNo: 'SO1',
    salesOrderNo: 'LSO-SO1',
    customerNumber: null,
    shippedAt: new Date().toISOString(),
    lines: shipped.map(([lineNo, quantity]) => ({
      lineNo,
      quantity,
      productNumber: 'P',
      variantId: 'V',
      unitId: 'CU',
    })),
  });

  it('is NoInfo before the ERP knows the order, then follows the shipped quantities', () => {
    expect(shipmentStatusOf(lines, [], false)).toBe('NoInfo');
    expect(shipmentStatusOf(lines, [], true)).toBe('NotShipped');
    expect(shipmentStatusOf(lines, [shipment([[1, 2]])], true)).toBe('PartialShipped');
    expect(
      shipmentStatusOf(
        lines,
        [
          shipment([
            [1, 1],
            [2, 1],
          ]),
        ],
        true,
      ),
    ).toBe('PartialShipped');
    expect(
      shipmentStatusOf(
        lines,
        [
          shipment([
            [1, 1],
            [2, 1],
          ]),
          shipment([[1, 1]]),
        ],
        true,
      ),
    ).toBe('FullyShipped');
  });
});

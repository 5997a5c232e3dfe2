import type { ErpInvoice } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopDate } from '../../lib/shop-date.ts';
import {
  day,
  documentsOf,
  ledgerOrder,
  minute,
  picked,
  sumOf,
  transferredOrder,
  useLedgerFixture,
} from '../../test-support/ledger-kit.ts';
import { runJobs } from '../../test-support/order-kit.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';
import { systemCtx } from '../jobs/job-worker.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { orders } from '../order/order.tables.ts';
import { shipmentStatusOf } from '../order/order-documents.ts';
import { erpInvoices, erpSalesOrders, erpShipments } from './erp.tables.ts';
import { internalLedgerErp } from './internal-ledger-erp.ts';
import {
  fulfilDueSalesOrders,
  ledgerFulfilmentQueue,
  ledgerFulfilmentSchedule,
} from './ledger-fulfilment.ts';

const shared = useSharedTestApp();
const fixture = useLedgerFixture(shared);

describe('the built-in ledger ships and invoices what it holds', () => {
  it('ships and invoices a Stock order once it is picked, once, for exactly the order total', async () => {
    const { app } = shared;
    const orderId = await transferredOrder(fixture);
    expect((await documentsOf(fixture, orderId)).shipmentStatus).toBe('NotShipped');

    // Not before the warehouse had its time to pick.
    const early = await fulfilDueSalesOrders(systemCtx(app), new Date(Date.now() + 5 * minute));
    expect(early.filter((posted) => posted.shipmentNo.includes(orderId))).toEqual([]);

    const at = picked();
    await fulfilDueSalesOrders(systemCtx(app, at), at);
    await fulfilDueSalesOrders(systemCtx(app, at), at);
    const documents = await documentsOf(fixture, orderId);
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
    // Promised dates are shop days (Copenhagen): between 23:00 and 24:00 UTC the shop is a day ahead.
    const laterDate = shopDate(new Date(Date.now() + 10 * day));
    const order = await ledgerOrder(fixture, laterDate);
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
    const dayBefore = new Date(new Date(`${laterDate}T10:00:00Z`).getTime() - day);
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
    const order = await ledgerOrder(fixture, '2999-01-01');
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
    const orderId = await transferredOrder(fixture);
    const [queued] = await app.db
      .select({ runAt: jobs.runAt, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.queue, ledgerFulfilmentQueue), eq(jobs.key, `order:${orderId}`)));
    expect(queued?.status).toBe('queued');
    expect((queued?.runAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * minute);

    const at = picked();
    expect((await runJobs(app, at)).failed).toBe(0);
    expect((await documentsOf(fixture, orderId)).shipmentStatus).toBe('FullyShipped');
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
    const order = await ledgerOrder(fixture, '2999-01-01');
    const now = picked();
    await fulfilDueSalesOrders(systemCtx(app, now), now);
    const ctx = systemCtx(app);
    const find = (query: object) => internalLedgerErp.findInvoices(ctx, { skip: 0, take: 50, ...query });
    const mine = await find({ customerNumber: 'C10001', search: order.externalOrderNo.toLowerCase() });
    expect(mine.items.map((invoice) => invoice.externalOrderNo)).toEqual([order.externalOrderNo]);
    expect((await find({ customerNumber: 'C20001', search: order.externalOrderNo })).total).toBe(0);
    const today = shopDate(now);
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
    carrier: null,
    trackingNumber: null,
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

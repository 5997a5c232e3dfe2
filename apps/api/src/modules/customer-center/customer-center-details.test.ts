import { describe, expect, it } from 'vitest';
import { calls, read, useCustomerCenterFixture } from '../../test-support/customer-center-kit.ts';
import { areaInfo } from '../../test-support/order-kit.ts';

const fixture = useCustomerCenterFixture();

const getOrder = async (orderId: string) =>
  (await read(fixture.app, calls.getOrder, { body: { orderId } }, fixture.dealerA)).order;
const shipmentsOf = (orderId: string, languageCode: 'en' | 'da' = 'en') =>
  read(
    fixture.app,
    calls.getShipmentDetails,
    { body: { area: { ...areaInfo, languageCode }, orderId } },
    fixture.dealerA,
  );

type Line = { lineNo: number; quantity: number; shippedQuantity: number; shipped: string };

describe('an order in full', () => {
  it('shows a shipped order with its statuses, shipped lines and both invoices, which add up to its total', async () => {
    const { o1, invoices } = fixture;
    const order = await getOrder(o1);
    expect(order).toMatchObject({
      orderId: o1,
      status: 'Transferred',
      shipmentStatus: 'FullyShipped',
      linkId: `LSO-${o1}`,
      reference: 'PO-ALPHA',
      creditMemos: [],
    });
    expect(order.lines.map((line: Line) => [line.quantity, line.shippedQuantity, line.shipped])).toEqual([
      [20, 20, 'Shipped'],
      [30, 30, 'Shipped'],
    ]);
    expect(order.invoices.map((invoice: { invoiceId: string }) => invoice.invoiceId)).toEqual(
      [...(invoices[o1] ?? [])].reverse(),
    );
    for (const invoice of order.invoices) expect(invoice).not.toHaveProperty('lines');
    const billed = order.invoices.reduce(
      (sum: number, invoice: { amountWithVat: number }) => sum + invoice.amountWithVat,
      0,
    );
    expect(billed).toBe(order.totalNetPrice.priceWithVat);
  });

  it('shows a part-shipped order line by line, an order not transferred as NoInfo, and credit memos', async () => {
    const partial = await getOrder(fixture.o3);
    expect(partial.shipmentStatus).toBe('PartialShipped');
    expect(partial.lines.map((line: Line) => [line.shippedQuantity, line.shipped])).toEqual([
      [40, 'Shipped'],
      [0, 'NotShipped'],
    ]);
    const waiting = await getOrder(fixture.o4);
    expect(waiting).toMatchObject({
      status: 'PendingTransfer',
      shipmentStatus: 'NoInfo',
      linkId: null,
      invoices: [],
    });
    expect(waiting.lines[0]).toMatchObject({ shippedQuantity: 0, shipped: 'NotShipped' });
    const credited = await getOrder(fixture.o2);
    expect(credited.creditMemos).toMatchObject([
      { creditMemoId: fixture.creditMemoA, appliesToInvoiceId: fixture.invoices[fixture.o2]?.[0] },
    ]);
  });
});

describe('shipment details', () => {
  it('lists the shipments of an order shipped in two parts, with carrier and a tracking link in the language', async () => {
    const { o1 } = fixture;
    const details = await shipmentsOf(o1);
    expect(details.shipmentStatus).toBe('FullyShipped');
    expect(details.shipments).toHaveLength(2);
    const [first, second] = details.shipments;
    expect(first.lines).toMatchObject([
      { lineNo: 1, quantity: 20, orderedQuantity: 20, shippedQuantity: 20, shipped: 'Shipped' },
    ]);
    expect(second.lines).toMatchObject([
      { lineNo: 2, quantity: 30, orderedQuantity: 30, shipped: 'Shipped' },
    ]);
    expect(first.lines[0].name).toEqual(expect.any(String));
    expect(new Date(first.shippedAt).getTime()).toBeLessThan(new Date(second.shippedAt).getTime());
    for (const shipment of details.shipments) {
      expect(shipment).toMatchObject({ carrier: 'DHL', orderId: o1, linkId: `LSO-${o1}` });
      expect(shipment.trackingNumber).toMatch(/^00\d{18}$/);
      expect(shipment.trackAndTraceUrl).toBe(
        `https://www.dhl.com/dk-en/home/tracking.html?tracking-id=${shipment.trackingNumber}&submit=1`,
      );
    }
    expect(first.trackingNumber).not.toBe(second.trackingNumber);
    const danish = await shipmentsOf(o1, 'da');
    expect(danish.shipments[0].trackAndTraceUrl).toContain('https://www.dhl.com/dk-da/');
  });

  it('flags the line still to come of a part-shipped order, and has nothing for an order the ERP lacks', async () => {
    const partial = await shipmentsOf(fixture.o3);
    expect(partial.shipmentStatus).toBe('PartialShipped');
    expect(partial.shipments).toHaveLength(1);
    expect(partial.shipments[0].lines).toMatchObject([{ lineNo: 1, quantity: 40, shipped: 'Shipped' }]);
    expect(await shipmentsOf(fixture.o4)).toEqual({
      orderId: fixture.o4,
      shipmentStatus: 'NoInfo',
      shipments: [],
    });
  });
});

describe('invoice and credit memo', () => {
  it('shows an invoice with its lines described as bought, adding up to its amounts', async () => {
    const { o1, invoices } = fixture;
    const invoiceId = invoices[o1]?.[0] as string;
    const { invoice } = await read(fixture.app, calls.getInvoice, { body: { invoiceId } }, fixture.dealerA);
    const order = await getOrder(o1);
    expect(invoice).toMatchObject({
      invoiceId,
      orderId: o1,
      reference: 'PO-ALPHA',
      prepaid: false,
      lineCount: 1,
    });
    const [line] = invoice.lines;
    expect(line).toMatchObject({
      lineNo: 1,
      quantity: 20,
      name: order.lines[0].name,
      colorName: order.lines[0].colorName,
      size: order.lines[0].size,
      unitName: order.lines[0].unitName,
    });
    expect(line.amountWithVat).toBe(line.amountWithoutVat + line.vat);
    expect(invoice.amountWithoutVat).toBe(line.amountWithoutVat + invoice.shippingFeeWithoutVat);
    expect(invoice.amountWithVat).toBe(invoice.amountWithoutVat + invoice.vat);
  });

  it('shows a credit memo with the invoice it applies to and its lines', async () => {
    const { creditMemo } = await read(
      fixture.app,
      calls.getCreditMemo,
      { body: { creditMemoId: fixture.creditMemoA } },
      fixture.dealerA,
    );
    expect(creditMemo).toMatchObject({
      creditMemoId: fixture.creditMemoA,
      orderId: fixture.o2,
      appliesToInvoiceId: fixture.invoices[fixture.o2]?.[0],
      reference: 'PO-BETA',
    });
    expect(creditMemo.lines).toMatchObject([{ lineNo: 1, quantity: 1, name: expect.any(String) }]);
  });
});

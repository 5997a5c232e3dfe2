import {
  danishVatBeforeTaxRules,
  type ErpCreditMemo,
  type ErpDocumentLine,
  type ErpInvoice,
  type ErpShipment,
  type ErpShipmentLine,
  type PostErpCreditMemoBody,
  type PostErpInvoiceBody,
  type PostErpShipmentBody,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { appError } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { erpCreditMemos, erpInvoices, erpSalesOrders, erpShipments } from './erp.tables.ts';
import type { ErpSalesOrder, ErpSalesOrderLine } from './erp.ts';
import { toCreditMemo, toInvoice, toShipment } from './ledger-documents.ts';

/**
 * The documents the ERP over HTTP posts back (ADR 87), written into the tables the built-in ledger keeps, so
 * the Erp interface's readers (and the customer center) show them at once. Each is idempotent on the ERP's
 * document number: a number the shop has answers the stored document (`applied: false`) and changes nothing.
 * Each runs in one transaction that first locks the order's sales order row, so two postings for one order
 * (a retry racing the first) are applied one after the other. Documents come in their order: a shipment, then
 * its invoice, then a credit memo of that invoice; one that names a document not posted yet is refused with 409
 * (the ERP sends the missing one and retries), never stored half-linked.
 */

type Applied<T> = { applied: boolean } & T;

type ShipmentBody = z.output<typeof PostErpShipmentBody>;
type InvoiceBody = z.output<typeof PostErpInvoiceBody>;
type CreditMemoBody = z.output<typeof PostErpCreditMemoBody>;

/** The sales order of our order, locked for the transaction; 404 when the ERP was never sent the order. */
async function lockSalesOrder(tx: Db, externalOrderNo: string) {
  const [row] = await tx
    .select()
    .from(erpSalesOrders)
    .where(eq(erpSalesOrders.externalOrderNo, externalOrderNo))
    .for('update');
  if (!row) {
    throw appError(
      'erp-order-unknown',
      `Order ${externalOrderNo} was never transferred to the ERP: no sales order to post against`,
    );
  }
  return { documentNo: row.documentNo, order: row.payload as ErpSalesOrder };
}

/** Our order's line of each posted line, by line number; 400 naming the first that the order has not. */
function orderLinesOf(order: ErpSalesOrder, lineNos: readonly number[]): Map<number, ErpSalesOrderLine> {
  const byNo = new Map(order.lines.map((line) => [line.lineNo, line]));
  const unknown = lineNos.find((lineNo) => !byNo.has(lineNo));
  if (unknown !== undefined) {
    throw appError('erp-line-unknown', `Order ${order.externalOrderNo} has no line ${unknown}`);
  }
  return byNo;
}

function shipmentLine(line: ErpSalesOrderLine, quantity: number): ErpShipmentLine {
  return {
    lineNo: line.lineNo,
    productNumber: line.productNumber,
    variantId: line.variantId,
    unitId: line.unitId,
    quantity,
  };
}

const totals = (
  lines: readonly ErpDocumentLine[],
  shippingFeeWithoutVat: number,
  shippingFeeVat: number,
) => ({
  amountWithoutVat: lines.reduce((sum, line) => sum + line.amountWithoutVat, shippingFeeWithoutVat),
  vat: lines.reduce((sum, line) => sum + line.vat, shippingFeeVat),
});

async function storedShipment(tx: Db, documentNo: string) {
  const [row] = await tx.select().from(erpShipments).where(eq(erpShipments.documentNo, documentNo));
  return row;
}

async function storedInvoice(tx: Db, documentNo: string) {
  const [row] = await tx.select().from(erpInvoices).where(eq(erpInvoices.documentNo, documentNo));
  return row;
}

/** PostShipment: goods of our order left the ERP's warehouse. */
export function applyErpShipment(ctx: Ctx, body: ShipmentBody): Promise<Applied<{ shipment: ErpShipment }>> {
  return withTransaction(ctx, async ({ db }) => {
    const salesOrder = await lockSalesOrder(db, body.externalOrderNo);
    const earlier = await storedShipment(db, body.documentNo);
    if (earlier) return { applied: false, shipment: toShipment(earlier) };
    const lines = orderLinesOf(
      salesOrder.order,
      body.lines.map((line) => line.lineNo),
    );
    const [row] = await db
      .insert(erpShipments)
      .values({
        documentNo: body.documentNo,
        salesOrderNo: salesOrder.documentNo,
        externalOrderNo: body.externalOrderNo,
        customerNumber: salesOrder.order.customerNumber,
        shippedAt: new Date(body.shippedAt),
        carrier: body.carrier,
        trackingNumber: body.trackingNumber,
        lines: body.lines.map((line) =>
          shipmentLine(lines.get(line.lineNo) as ErpSalesOrderLine, line.quantity),
        ),
      })
      .returning();
    if (!row) throw new Error(`shipment ${body.documentNo} was not stored`);
    return { applied: true, shipment: toShipment(row) };
  });
}

/** PostInvoice: the invoice of one posted shipment of our order. */
export function applyErpInvoice(ctx: Ctx, body: InvoiceBody): Promise<Applied<{ invoice: ErpInvoice }>> {
  return withTransaction(ctx, async ({ db }) => {
    const salesOrder = await lockSalesOrder(db, body.externalOrderNo);
    const earlier = await storedInvoice(db, body.documentNo);
    if (earlier) return { applied: false, invoice: toInvoice(earlier) };
    const shipment = await storedShipment(db, body.shipmentNo);
    if (!shipment || shipment.externalOrderNo !== body.externalOrderNo) {
      throw appError(
        'erp-document-out-of-order',
        `Shipment ${body.shipmentNo} of order ${body.externalOrderNo} is not posted yet: post it, then the invoice`,
      );
    }
    const [billed] = await db
      .select({ documentNo: erpInvoices.documentNo })
      .from(erpInvoices)
      .where(eq(erpInvoices.shipmentNo, body.shipmentNo));
    if (billed) {
      throw appError(
        'erp-document-conflict',
        `Shipment ${body.shipmentNo} is invoiced already by ${billed.documentNo}: one invoice per shipment`,
      );
    }
    const order = salesOrder.order;
    const orderLines = orderLinesOf(
      order,
      body.lines.map((line) => line.lineNo),
    );
    const lines: ErpDocumentLine[] = body.lines.map((line) => ({
      ...shipmentLine(orderLines.get(line.lineNo) as ErpSalesOrderLine, line.quantity),
      amountWithoutVat: line.amountWithoutVat,
      vat: line.vat,
    }));
    const [row] = await db
      .insert(erpInvoices)
      .values({
        documentNo: body.documentNo,
        salesOrderNo: salesOrder.documentNo,
        shipmentNo: body.shipmentNo,
        externalOrderNo: body.externalOrderNo,
        customerNumber: order.customerNumber,
        prepaid: order.prepaid,
        dueDate: body.dueDate,
        paymentTerms: order.paymentTerms ?? null,
        currencyCode: order.currencyCode,
        postedAt: new Date(body.postedAt),
        lines,
        shippingFeeWithoutVat: body.shippingFeeWithoutVat,
        shippingFeeVat: body.shippingFeeVat,
        ...totals(lines, body.shippingFeeWithoutVat, body.shippingFeeVat),
        vatDecision: order.vat ?? danishVatBeforeTaxRules,
      })
      .returning();
    if (!row) throw new Error(`invoice ${body.documentNo} was not stored`);
    return { applied: true, invoice: toInvoice(row) };
  });
}

/**
 * PostCreditMemo: a credit against one posted invoice. Booked like the built-in ledger's memos (its
 * idempotency key is `erp:` and the ERP's number), and, like them, handed to what follows a booked memo (the
 * card refund of a card-paid invoice), in the same transaction.
 */
export function applyErpCreditMemo(
  ctx: Ctx,
  body: CreditMemoBody,
): Promise<Applied<{ creditMemo: ErpCreditMemo }>> {
  return withTransaction(ctx, async (scoped) => {
    const { db } = scoped;
    const [invoiceOrder] = await db
      .select({ externalOrderNo: erpInvoices.externalOrderNo })
      .from(erpInvoices)
      .where(eq(erpInvoices.documentNo, body.appliesToInvoiceNo));
    if (!invoiceOrder) {
      throw appError(
        'erp-document-out-of-order',
        `Invoice ${body.appliesToInvoiceNo} is not posted yet: post it, then the credit memo`,
      );
    }
    await lockSalesOrder(db, invoiceOrder.externalOrderNo);
    const [earlier] = await db
      .select()
      .from(erpCreditMemos)
      .where(eq(erpCreditMemos.documentNo, body.documentNo));
    if (earlier) return { applied: false, creditMemo: toCreditMemo(earlier) };
    const invoice = await storedInvoice(db, body.appliesToInvoiceNo);
    if (!invoice) throw new Error(`invoice ${body.appliesToInvoiceNo} vanished under its lock`);
    const invoiced = new Map(invoice.lines.map((line) => [line.lineNo, line]));
    const lines: ErpDocumentLine[] = body.lines.map((line) => {
      const billed = invoiced.get(line.lineNo);
      if (!billed) {
        throw appError('erp-line-unknown', `Invoice ${invoice.documentNo} has no line ${line.lineNo}`);
      }
      return {
        lineNo: line.lineNo,
        productNumber: billed.productNumber,
        variantId: billed.variantId,
        unitId: billed.unitId,
        quantity: line.quantity,
        amountWithoutVat: line.amountWithoutVat,
        vat: line.vat,
      };
    });
    const [row] = await db
      .insert(erpCreditMemos)
      .values({
        documentNo: body.documentNo,
        requestId: `erp:${body.documentNo}`,
        appliesToInvoiceNo: invoice.documentNo,
        salesOrderNo: invoice.salesOrderNo,
        externalOrderNo: invoice.externalOrderNo,
        customerNumber: invoice.customerNumber,
        reason: body.reason,
        currencyCode: invoice.currencyCode,
        postedAt: new Date(body.postedAt),
        lines,
        shippingFeeWithoutVat: body.shippingFeeWithoutVat,
        shippingFeeVat: body.shippingFeeVat,
        ...totals(lines, body.shippingFeeWithoutVat, body.shippingFeeVat),
        vatDecision: invoice.vatDecision,
      })
      .returning();
    if (!row) throw new Error(`credit memo ${body.documentNo} was not stored`);
    await ctx.services.onCreditMemoBooked(scoped, {
      creditMemoNo: row.documentNo,
      invoiceNo: invoice.documentNo,
      externalOrderNo: invoice.externalOrderNo,
      prepaid: invoice.prepaid,
      amountWithVat: row.amountWithoutVat + row.vat,
      currencyCode: row.currencyCode,
    });
    return { applied: true, creditMemo: toCreditMemo(row) };
  });
}

import { createHash } from 'node:crypto';
import {
  allocateProportionally,
  defaultPaymentTerms,
  dueDateOf,
  type PaymentTermsCode,
  pieceOf,
} from '@shop/commerce';
import { danishVatBeforeTaxRules, type ErpDocumentLine, type ErpShipmentLine } from '@shop/contracts';
import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { shopDate } from '../../lib/shop-date.ts';
import { enqueue, type JobHandler, periodicJob } from '../jobs/index.ts';
import { carrierOfShippingMethod } from '../shipping/index.ts';
import { erpInvoices, erpSalesOrders, erpShipments } from './erp.tables.ts';
import type { ErpSalesOrder, ErpSalesOrderLine } from './erp.ts';

/**
 * The built-in ledger's warehouse and bookkeeping: it ships what is due of the sales orders it holds and posts
 * an invoice for each shipment, so the customer center has shipments, invoices and (ledger-credit-memo.ts)
 * credit memos to show without an outside ERP. A line ships whole, once its requested delivery date has come
 * (at once for stock) and the order is `config.ledger.shipAfterMinutes` old: the time a warehouse takes to pick.
 * See docs/decisions/0021-ledger-documents.md.
 */

export const ledgerFulfilmentQueue = 'ledger-fulfilment';
/** The five-minutely run that ships lines whose promised date has come (new orders queue their own run). */
export const ledgerFulfilmentSchedule = periodicJob(ledgerFulfilmentQueue, 5 * 60_000);

/** Sales orders looked at per statement, and statements per run: a run stays short however much is due. */
const batchSize = 50;
const maxRounds = 20;

/**
 * Enqueue a run for the moment a sales order just taken is picked, so it ships then rather than at the next
 * five-minute slot (a second after, so the order's creation time is surely past on both clocks).
 */
export function scheduleShippingOf(
  db: Db | Tx,
  externalOrderNo: string,
  takenAt: Date,
  shipAfterMinutes: number,
) {
  return enqueue(db, {
    queue: ledgerFulfilmentQueue,
    key: `order:${externalOrderNo}`,
    payload: { externalOrderNo },
    maxAttempts: 3,
    runAt: new Date(takenAt.getTime() + shipAfterMinutes * 60_000 + 1000),
  });
}

/**
 * The terms an invoice of the order is posted with: the order's; a dealer's sales order transferred before
 * orders carried terms had Net 30, the days every invoice was given then. A guest's order has none.
 */
function termsOf(order: ErpSalesOrder): PaymentTermsCode | null {
  if (order.paymentTerms !== undefined) return order.paymentTerms;
  return order.customerNumber === null ? null : defaultPaymentTerms;
}

/**
 * Each line's share of the order's VAT, and the shipping fee's: the VAT computed once on the order total,
 * spread by largest remainder the way the cart calculation spreads it (packages/commerce), so the invoices of
 * an order add up to its total with VAT to the minor unit.
 */
function vatShares(order: ErpSalesOrder): { lines: Map<number, number>; shippingFee: number } {
  const orderVat = order.totalNetPriceWithVat - order.totalNetPriceWithoutVat;
  const shares = allocateProportionally(orderVat, [
    ...order.lines.map((line) => line.netLinePriceWithoutVat),
    order.shippingFeeWithoutVat,
  ]);
  return {
    lines: new Map(order.lines.map((line, index) => [line.lineNo, shares[index] as number])),
    shippingFee: shares[order.lines.length] as number,
  };
}

const isDue = (line: ErpSalesOrderLine, today: string) =>
  line.requestedDeliveryDate === null || line.requestedDeliveryDate <= today;

export type Fulfilled = { shipmentNo: string; invoiceNo: string };

/**
 * The parcel number the ledger's warehouse gives a shipment: derived from the shipment number (a retried step
 * gives the same one), shaped like the carrier's (DHL Express: a 10-digit waybill; DHL parcels: 20 digits).
 */
export function ledgerTrackingNumber(shipmentNo: string, carrier: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(shipmentNo).digest('hex').slice(0, 15)}`).toString();
  return carrier === 'dhl-express'
    ? digits.padStart(10, '0').slice(-10)
    : `00${digits.padStart(18, '0').slice(-18)}`;
}

/**
 * Ship and invoice what is due of one sales order, in the caller's transaction. The order row is locked (and
 * skipped when another run holds it), so two runs never ship the same quantity. Answers the documents posted,
 * or null when nothing was due.
 */
export async function shipDueLines(tx: Db, documentNo: string, now: Date): Promise<Fulfilled | null> {
  const [salesOrder] = await tx
    .select()
    .from(erpSalesOrders)
    .where(and(eq(erpSalesOrders.documentNo, documentNo), isNull(erpSalesOrders.completedAt)))
    .for('update', { skipLocked: true });
  if (!salesOrder) return null;
  const order = salesOrder.payload as ErpSalesOrder;
  const earlier = await tx
    .select({ lines: erpShipments.lines })
    .from(erpShipments)
    .where(eq(erpShipments.salesOrderNo, documentNo));
  const shipped = new Map<number, number>();
  for (const line of earlier.flatMap((shipment) => shipment.lines)) {
    shipped.set(line.lineNo, (shipped.get(line.lineNo) ?? 0) + line.quantity);
  }

  const today = shopDate(now);
  const open = order.lines.filter((line) => line.quantity > (shipped.get(line.lineNo) ?? 0));
  const due = open.filter((line) => isDue(line, today));
  const later = open.filter((line) => !isDue(line, today));
  const shipsFrom = later.map((line) => line.requestedDeliveryDate as string).sort()[0] ?? null;

  if (due.length === 0) {
    await tx
      .update(erpSalesOrders)
      .set(open.length === 0 ? { shipsFrom: null, completedAt: now } : { shipsFrom })
      .where(eq(erpSalesOrders.documentNo, documentNo));
    return null;
  }

  const sequence = earlier.length + 1;
  const shipmentNo = `LSH-${order.externalOrderNo}-${sequence}`;
  const invoiceNo = `LIN-${order.externalOrderNo}-${sequence}`;
  const vat = vatShares(order);
  const shipmentLines: ErpShipmentLine[] = [];
  const invoiceLines: ErpDocumentLine[] = [];
  for (const line of due) {
    const before = shipped.get(line.lineNo) ?? 0;
    const quantity = line.quantity - before;
    const identity = {
      lineNo: line.lineNo,
      productNumber: line.productNumber,
      variantId: line.variantId,
      unitId: line.unitId,
      quantity,
    };
    shipmentLines.push(identity);
    invoiceLines.push({
      ...identity,
      amountWithoutVat: pieceOf(line.netLinePriceWithoutVat, before, quantity, line.quantity),
      vat: pieceOf(vat.lines.get(line.lineNo) ?? 0, before, quantity, line.quantity),
    });
  }
  // The shipping fee is billed once, with the first shipment.
  const firstInvoice = earlier.length === 0;
  const shippingFeeWithoutVat = firstInvoice ? order.shippingFeeWithoutVat : 0;
  const shippingFeeVat = firstInvoice ? vat.shippingFee : 0;
  const postedOn = today;
  const terms = termsOf(order);

  const carrier = carrierOfShippingMethod(order.shippingMethodCode);
  await tx.insert(erpShipments).values({
    documentNo: shipmentNo,
    salesOrderNo: documentNo,
    externalOrderNo: order.externalOrderNo,
    customerNumber: order.customerNumber,
    shippedAt: now,
    carrier,
    trackingNumber: carrier ? ledgerTrackingNumber(shipmentNo, carrier) : null,
    lines: shipmentLines,
  });
  await tx.insert(erpInvoices).values({
    documentNo: invoiceNo,
    salesOrderNo: documentNo,
    shipmentNo,
    externalOrderNo: order.externalOrderNo,
    customerNumber: order.customerNumber,
    prepaid: order.prepaid,
    // Paid by card: nothing is due. On account: the invoice date plus the days of the order's terms.
    dueDate: order.prepaid || terms === null ? postedOn : dueDateOf(postedOn, terms),
    paymentTerms: terms,
    currencyCode: order.currencyCode,
    postedAt: now,
    lines: invoiceLines,
    shippingFeeWithoutVat,
    shippingFeeVat,
    amountWithoutVat: invoiceLines.reduce((sum, line) => sum + line.amountWithoutVat, shippingFeeWithoutVat),
    vat: invoiceLines.reduce((sum, line) => sum + line.vat, shippingFeeVat),
    vatDecision: order.vat ?? danishVatBeforeTaxRules,
  });
  await tx
    .update(erpSalesOrders)
    .set(later.length === 0 ? { shipsFrom: null, completedAt: now } : { shipsFrom })
    .where(eq(erpSalesOrders.documentNo, documentNo));
  return { shipmentNo, invoiceNo };
}

/**
 * Ship and invoice every sales order with something due at `now`, one transaction per order. Answers the
 * documents posted. Bounded: at most `batchSize × maxRounds` orders a run; the next run takes the rest.
 */
export async function fulfilDueSalesOrders(ctx: Ctx, now: Date = ctx.now): Promise<Fulfilled[]> {
  const today = shopDate(now);
  const pickedBefore = new Date(now.getTime() - ctx.config.ledger.shipAfterMinutes * 60_000);
  const posted: Fulfilled[] = [];
  const seen = new Set<string>();
  for (let round = 0; round < maxRounds; round++) {
    const candidates = await ctx.db
      .select({ documentNo: erpSalesOrders.documentNo })
      .from(erpSalesOrders)
      .where(
        and(
          isNull(erpSalesOrders.completedAt),
          or(isNull(erpSalesOrders.shipsFrom), lte(erpSalesOrders.shipsFrom, today)),
          lte(erpSalesOrders.createdAt, pickedBefore),
        ),
      )
      .orderBy(asc(erpSalesOrders.createdAt), asc(erpSalesOrders.documentNo))
      .limit(batchSize);
    // An order another run holds stays a candidate; taking it once per run is enough.
    const fresh = candidates.filter((candidate) => !seen.has(candidate.documentNo));
    for (const { documentNo } of fresh) {
      seen.add(documentNo);
      const result = await withTransaction(ctx, (scoped) => shipDueLines(scoped.db, documentNo, now));
      if (result) posted.push(result);
    }
    if (candidates.length < batchSize || fresh.length === 0) break;
  }
  return posted;
}

/**
 * A fulfilment run of the built-in ledger: the five-minutely one (keyed by its slot), or the one a new sales
 * order asked for (keyed by the order); either ships everything due. It enqueues the next slot's run before it
 * ends, so the chain carries on by itself. With another ERP configured there is nothing for the ledger to do,
 * and the chain stops.
 */
export const ledgerFulfilmentJob: JobHandler = {
  async run(ctx: Ctx) {
    if (ctx.config.erp.kind !== 'internal') return;
    const posted = await fulfilDueSalesOrders(ctx);
    if (posted.length > 0) ctx.log.info({ shipments: posted.length }, 'ledger shipped and invoiced');
    await ledgerFulfilmentSchedule.scheduleNext(ctx.db, ctx.now);
  },
};

import { z } from 'zod';
import { lineQuantity } from './line-quantity.ts';
import { PaymentTermsCode } from './payment-terms.ts';
import { requiredId } from './price.ts';
import { VatDecision } from './tax.ts';

/**
 * The ERP's documents of an order: shipments, invoices and credit memos (customer-center §1, §3: "shipment
 * details per order", invoices, credit memos). The spec names only their ids; the fields are ours, shaped like a
 * Business Central posted document, and amounts are integer minor units in the document's currency. The
 * customer center shows them; the back office reads them per order and books credit memos on the built-in ledger.
 */

/** customer-center §3 'Shipment status' of an order. NoInfo: the ERP has no sales order for it (yet). */
export const shipmentStatuses = ['FullyShipped', 'PartialShipped', 'NotShipped', 'NoInfo'] as const;
export const ShipmentStatus = z.enum(shipmentStatuses);
export type ShipmentStatus = z.infer<typeof ShipmentStatus>;

/** customer-center §3 'Line shipped flag'. */
export const LineShippedFlag = z.enum(['Shipped', 'NotShipped']);
export type LineShippedFlag = z.infer<typeof LineShippedFlag>;

const quantity = z.number().int().min(1);
const amount = z.number().int().min(0);

/** A shipped quantity of one order line (`lineNo` is the order's line number). */
export const ErpShipmentLine = z.object({
  lineNo: z.number().int().min(1),
  productNumber: z.string(),
  variantId: z.string(),
  unitId: z.string(),
  quantity,
});
export type ErpShipmentLine = z.infer<typeof ErpShipmentLine>;

export const ErpShipment = z.object({
  documentNo: z.string(),
  /** Our order number. */
  externalOrderNo: z.string(),
  salesOrderNo: z.string(),
  customerNumber: z.string().nullable(),
  shippedAt: z.string(),
  /**
   * Who carries it: the shop's carrier code (`dhl`, `dhl-express`; Business Central: the shipping agent code);
   * null when the goods are collected.
   */
  carrier: z.string().nullable(),
  /** The carrier's parcel number (Business Central: package tracking no.); null when there is none. */
  trackingNumber: z.string().nullable(),
  lines: z.array(ErpShipmentLine),
});
export type ErpShipment = z.infer<typeof ErpShipment>;

/** An invoiced (or credited) quantity of one order line, with its amount and its VAT. */
export const ErpDocumentLine = z.object({
  lineNo: z.number().int().min(1),
  productNumber: z.string(),
  variantId: z.string(),
  unitId: z.string(),
  quantity,
  amountWithoutVat: amount,
  vat: amount,
});
export type ErpDocumentLine = z.infer<typeof ErpDocumentLine>;

/** What a posted invoice or credit memo has in common. `amountWithVat = amountWithoutVat + vat`, exactly. */
const postedDocument = {
  documentNo: z.string(),
  externalOrderNo: z.string(),
  salesOrderNo: z.string(),
  customerNumber: z.string().nullable(),
  currencyCode: z.string(),
  postedAt: z.string(),
  lines: z.array(ErpDocumentLine),
  shippingFeeWithoutVat: amount,
  shippingFeeVat: amount,
  amountWithoutVat: amount,
  vat: amount,
  amountWithVat: amount,
  /** The order's VAT decision: the rate of every line and the note the document prints (ADR 67). */
  tax: VatDecision,
};

export const ErpInvoice = z.object({
  ...postedDocument,
  /** The shipment this invoice bills. */
  shipmentNo: z.string(),
  /** Paid by card before transfer: nothing is due. */
  prepaid: z.boolean(),
  /** ISO date the amount is due (the posting date when prepaid). */
  dueDate: z.string(),
  /** The payment terms the invoice was posted with (the order's): its due date follows from them. Null: none known. */
  paymentTerms: PaymentTermsCode.nullable(),
});
export type ErpInvoice = z.infer<typeof ErpInvoice>;

export const ErpCreditMemo = z.object({
  ...postedDocument,
  appliesToInvoiceNo: z.string(),
  reason: z.string(),
});
export type ErpCreditMemo = z.infer<typeof ErpCreditMemo>;

/** Back office: everything the ERP holds for one order. */
export const GetOrderDocumentsBody = z.object({ orderId: requiredId('orderId', 64) });
export const OrderDocuments = z.object({
  orderId: z.string(),
  shipmentStatus: ShipmentStatus,
  shipments: z.array(ErpShipment),
  invoices: z.array(ErpInvoice),
  creditMemos: z.array(ErpCreditMemo),
});
export type OrderDocuments = z.infer<typeof OrderDocuments>;

/** Limits of one credit memo request. */
export const creditMemoLimits = { lines: 500, reasonLength: 500, requestIdLength: 100 } as const;

/**
 * Back office: credit (part of) a posted invoice on the built-in ledger, e.g. for returned goods. `requestId` is
 * the caller's idempotency key: the same key answers the memo it made before, and never books a second one.
 */
export const CreateCreditMemoBody = z
  .object({
    invoiceNo: requiredId('invoiceNo', 64),
    requestId: requiredId('requestId', creditMemoLimits.requestIdLength),
    reason: requiredId('reason', creditMemoLimits.reasonLength),
    lines: z
      .array(
        z.object({
          lineNo: z.number().int('lineNo must be a whole number').min(1, 'lineNo must be at least 1'),
          quantity: lineQuantity(),
        }),
      )
      .max(creditMemoLimits.lines, `at most ${creditMemoLimits.lines} lines`)
      .default([]),
    /** Credit the shipping fee the invoice billed too (only once per invoice). */
    creditShippingFee: z.boolean().default(false),
  })
  .refine((body) => body.lines.length > 0 || body.creditShippingFee, {
    message: 'Credit at least one line or the shipping fee',
  })
  .refine((body) => new Set(body.lines.map((line) => line.lineNo)).size === body.lines.length, {
    message: 'Each lineNo may appear once',
  });
export type CreateCreditMemoBody = z.infer<typeof CreateCreditMemoBody>;
export const CreateCreditMemoResponse = z.object({ creditMemo: ErpCreditMemo });

import { z } from 'zod';
import { MoneyPair } from './cart.ts';
import { AreaInfo, CurrencyCode, LanguageCode } from './common.ts';
import { LineShippedFlag, ShipmentStatus } from './erp-documents.ts';
import { Order, OrderLine, OrderTransferStatus, PaymentMethodId, PaymentStatus } from './order.ts';
import { OrderApproval } from './order-approval.ts';
import { PaymentTermsCode } from './payment-terms.ts';
import { requiredId } from './price.ts';
import { VatDecision } from './tax.ts';

/**
 * The customer center's reads (customer-center §3, §7 "Customer center"): a dealer's orders, invoices, credit
 * memos and shipments. The spec names only ids, `linkId`, the search options and the list answers; the fields
 * are ours (docs/decisions/0038-customer-center-reads.md). Amounts are integer minor units in the document's
 * currency. `linkId` is the ERP's sales order number: it ties an order to its shipments, invoices and credit
 * memos (an order not yet transferred has none).
 */

export const customerCenterLimits = {
  /** The largest page a paginated list answers; a larger pageSize is served as this. */
  pageSize: 100,
  /** GetOrders and GetInvoices (no paging) answer at most this many, newest first. */
  unpagedList: 100,
  searchLength: 100,
} as const;

/** A page number or size in the query: digits (the query string) or a number (typed clients). */
const pageNumber = (name: string) => {
  const message = `${name} must be a whole number from 1`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\s*\d{1,9}\s*$/)
          .transform(Number),
      ],
      {
        error: (issue) => (issue.input === undefined ? `${name} is required` : message),
      },
    )
    .pipe(z.number().int(message).min(1, message));
};

/**
 * `?pageSize&pageNr` of the paginated lists (spec §5: both required). Pages count from 1; a page past the last
 * is empty. A pageSize above `customerCenterLimits.pageSize` is served as that size (the answer says which).
 */
export const PageQuery = z.object({ pageSize: pageNumber('pageSize'), pageNr: pageNumber('pageNr') });
export type PageQuery = z.infer<typeof PageQuery>;

/** A calendar day of the shop (Europe/Copenhagen), `YYYY-MM-DD`, in the years 1900 to 2999. */
const calendarDay = (name: string) =>
  z
    .string({ error: `${name} must be a date, YYYY-MM-DD` })
    .regex(/^(19|2\d)\d{2}-\d{2}-\d{2}$/, {
      message: `${name} must be a date from 1900 to 2999, YYYY-MM-DD`,
      abort: true,
    })
    .refine(
      (value) => {
        const time = Date.parse(`${value}T00:00:00Z`);
        return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
      },
      { message: `${name} is not a date of the calendar` },
    );

/**
 * Search options of the lists (spec §3). `from`/`to`: inclusive days of the shop's calendar (order date,
 * posting date). `search`: part of the order number, document number, reference, item number or item name,
 * case-insensitive. Null counts as absent.
 */
export const DocumentSearchOptions = z.object({
  includeLinesInResult: z
    .boolean({ error: 'includeLinesInResult must be true or false' })
    .nullish()
    .transform((value) => value ?? true),
  from: calendarDay('from').nullish(),
  to: calendarDay('to').nullish(),
  search: z
    .string({ error: 'search must be a text' })
    .max(
      customerCenterLimits.searchLength,
      `search is longer than ${customerCenterLimits.searchLength} characters`,
    )
    .nullish(),
});
export type DocumentSearchOptions = z.infer<typeof DocumentSearchOptions>;

/** Orders add `linkId` (spec §3): the order whose ERP sales order number it is. */
export const OrderSearchOptions = DocumentSearchOptions.extend({
  linkId: z
    .string({ error: 'linkId must be a text' })
    .max(64, 'linkId is longer than 64 characters')
    .nullish(),
});
export type OrderSearchOptions = z.infer<typeof OrderSearchOptions>;

/** A paginated answer's paging: the pages at the size served, and how many documents match in all. */
const paging = {
  pageCount: z.number().int(),
  totalCount: z.number().int(),
  pageSize: z.number().int(),
  pageNr: z.number().int(),
};

/**
 * An order line with what has shipped of it (customer-center §3 'Line shipped flag'): Shipped once the whole
 * quantity has left the warehouse.
 */
export const CustomerOrderLine = OrderLine.extend({
  shippedQuantity: z.number().int(),
  shipped: LineShippedFlag,
});
export type CustomerOrderLine = z.infer<typeof CustomerOrderLine>;

/** An order in a list: its transfer and shipment status and totals; its lines when asked for. */
export const CustomerOrderSummary = z.object({
  orderId: z.string(),
  /** The ERP's sales order number; null until the order is transferred. */
  linkId: z.string().nullable(),
  orderType: Order.shape.orderType,
  status: OrderTransferStatus,
  shipmentStatus: ShipmentStatus,
  currencyCode: CurrencyCode,
  reference: z.string().nullable(),
  paymentMethod: PaymentMethodId,
  paymentStatus: PaymentStatus,
  totalNetPrice: MoneyPair,
  createdAt: z.string(),
  lineCount: z.number().int(),
  totalQuantity: z.number().int(),
  /** Left out when the search said includeLinesInResult: false. */
  lines: z.array(CustomerOrderLine).optional(),
});
export type CustomerOrderSummary = z.infer<typeof CustomerOrderSummary>;

/** A line of an invoice or credit memo, described from the order line it bills when the shop has it. */
export const CustomerDocumentLine = z.object({
  /** The order's line number. */
  lineNo: z.number().int(),
  productNumber: z.string(),
  variantId: z.string(),
  unitId: z.string(),
  name: z.string().nullable(),
  colorCode: z.string().nullable(),
  colorName: z.string().nullable(),
  size: z.string().nullable(),
  unitName: z.string().nullable(),
  /** Pieces in one unit as bought ('Pack of 5': 5); 1 when the shop does not know the order line. */
  quantityPerUnit: z.number().int().positive(),
  quantity: z.number().int(),
  amountWithoutVat: z.number().int(),
  vat: z.number().int(),
  amountWithVat: z.number().int(),
});
export type CustomerDocumentLine = z.infer<typeof CustomerDocumentLine>;

const postedDocument = {
  linkId: z.string(),
  /** Our order number. */
  orderId: z.string(),
  /** The buyer's reference on the order. */
  reference: z.string().nullable(),
  customerNumber: z.string().nullable(),
  currencyCode: z.string(),
  postedAt: z.string(),
  shippingFeeWithoutVat: z.number().int(),
  shippingFeeVat: z.number().int(),
  amountWithoutVat: z.number().int(),
  vat: z.number().int(),
  amountWithVat: z.number().int(),
  /** The VAT rule of the document: the rate of its lines and shipping, and the note it prints (ADR 67). */
  tax: VatDecision,
  lineCount: z.number().int(),
  /** Left out in lists when the search said includeLinesInResult: false. */
  lines: z.array(CustomerDocumentLine).optional(),
};

export const CustomerInvoice = z.object({
  invoiceId: z.string(),
  ...postedDocument,
  /** The shipment it bills. */
  shipmentId: z.string(),
  /** Paid by card before transfer: nothing is due. */
  prepaid: z.boolean(),
  dueDate: z.string(),
  /** The payment terms it was posted with (due date = invoice date + their days); null when none are known. */
  paymentTerms: PaymentTermsCode.nullable(),
});
export type CustomerInvoice = z.infer<typeof CustomerInvoice>;

/**
 * What a credit memo of a card-paid invoice paid back to the card (ADR 86): `pending` while the provider has not
 * confirmed it, `failed` when the shop pays it back by hand.
 */
export const CreditMemoRefund = z.object({
  status: z.enum(['pending', 'refunded', 'failed']),
  amount: z.number().int().min(0),
  currencyCode: z.string(),
  refundedAt: z.string().nullable(),
});
export type CreditMemoRefund = z.infer<typeof CreditMemoRefund>;

export const CustomerCreditMemo = z.object({
  creditMemoId: z.string(),
  ...postedDocument,
  appliesToInvoiceId: z.string(),
  reason: z.string(),
  /** GetCreditMemo only: the refund to the card that paid the invoice; null when none (paid on account). */
  refund: CreditMemoRefund.nullable().optional(),
});
export type CustomerCreditMemo = z.infer<typeof CustomerCreditMemo>;

/** One order in full: as bought, its statuses, its lines with what shipped, its invoices and credit memos. */
export const CustomerOrder = Order.extend({
  linkId: z.string().nullable(),
  shipmentStatus: ShipmentStatus,
  lines: z.array(CustomerOrderLine),
  /** Newest first, without their lines (GetInvoice has them). */
  invoices: z.array(CustomerInvoice),
  /**
   * The sales person's name when one placed the order while acting for the customer (ADR 45): the dealer
   * sees "placed by" them. Null when the customer's own user placed it.
   */
  placedByName: z.string().nullable(),
  creditMemos: z.array(CustomerCreditMemo),
  /** Who sent the order for approval and who decided (ADR 81); null for an order placed directly. */
  approval: OrderApproval.nullable(),
});
export type CustomerOrder = z.infer<typeof CustomerOrder>;

/** A line of a shipment: what of the order line left with it, and where the order line stands overall. */
export const ShipmentLine = z.object({
  lineNo: z.number().int(),
  productNumber: z.string(),
  variantId: z.string(),
  unitId: z.string(),
  name: z.string().nullable(),
  colorName: z.string().nullable(),
  size: z.string().nullable(),
  unitName: z.string().nullable(),
  /** Pieces in one unit as bought ('Pack of 5': 5); 1 when the shop does not know the order line. */
  quantityPerUnit: z.number().int().positive(),
  /** Shipped with this shipment. */
  quantity: z.number().int(),
  orderedQuantity: z.number().int().nullable(),
  /** Shipped of the order line in all shipments so far. */
  shippedQuantity: z.number().int(),
  /** Shipped: the order line has shipped in full; NotShipped: some of it is still to come. */
  shipped: LineShippedFlag,
});
export type ShipmentLine = z.infer<typeof ShipmentLine>;

export const CustomerShipment = z.object({
  shipmentId: z.string(),
  linkId: z.string(),
  orderId: z.string(),
  shippedAt: z.string(),
  /** The carrier's name, e.g. "DHL"; null for goods collected at the warehouse. */
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The carrier's tracking page for this parcel, in the caller's language where the carrier has one. */
  trackAndTraceUrl: z.string().nullable(),
  lines: z.array(ShipmentLine),
});
export type CustomerShipment = z.infer<typeof CustomerShipment>;

// Requests and answers of the calls (endpoints/customer-center.ts).

export const GetOrdersResponse = z.object({
  orders: z.array(CustomerOrderSummary),
  totalCount: z.number().int(),
});
export const GetOrdersPageResponse = z.object({ orders: z.array(CustomerOrderSummary), ...paging });
export const GetInvoicesResponse = z.object({
  invoices: z.array(CustomerInvoice),
  totalCount: z.number().int(),
});
export const GetInvoicesPageResponse = z.object({ invoices: z.array(CustomerInvoice), ...paging });
export const GetCreditMemosPageResponse = z.object({
  creditMemos: z.array(CustomerCreditMemo),
  ...paging,
});

export const GetOrderBody = z.object({
  orderId: requiredId('orderId', 64),
  /**
   * The language of the page reading it: lines name products, colours and units, and the shipping method its
   * name, in it (from the catalogue, ADR 80). Left out: the names as stored when the order was placed.
   */
  languageCode: LanguageCode.optional(),
});
export const GetOrderResponse = z.object({ order: CustomerOrder });
export const GetInvoiceBody = z.object({ invoiceId: requiredId('invoiceId', 64) });
export const GetInvoiceResponse = z.object({ invoice: CustomerInvoice });
export const GetCreditMemoBody = z.object({ creditMemoId: requiredId('creditMemoId', 64) });
export const GetCreditMemoResponse = z.object({ creditMemo: CustomerCreditMemo });
export const GetShipmentDetailsBody = z.object({ area: AreaInfo, orderId: requiredId('orderId', 64) });
export const GetShipmentDetailsResponse = z.object({
  orderId: z.string(),
  shipmentStatus: ShipmentStatus,
  /** Oldest first. */
  shipments: z.array(CustomerShipment),
});

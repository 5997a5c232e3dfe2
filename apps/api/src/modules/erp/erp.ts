import type {
  Address,
  CheckoutOrderType,
  ErpCreditMemo,
  ErpInvoice,
  ErpShipment,
  PaymentMethodId,
  PaymentTermsCode,
  VatDecision,
} from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';
import type { ExternalPriceRequest, ExternalPriceSource, PricedLine } from '../pricing/index.ts';

export type ErpPriceRequest = ExternalPriceRequest;

/** One line of a sales order as the ERP gets it; amounts in minor units without VAT. */
export type ErpSalesOrderLine = {
  lineNo: number;
  productNumber: string;
  productId: string;
  variantId: string;
  unitId: string;
  /**
   * Pieces in one unit ('Pack of 5': 5; a piece: 1): the warehouse picks `quantity × quantityPerUnit` pieces.
   * Quantities and prices stay per unit of the line.
   */
  quantityPerUnit: number;
  quantity: number;
  unitPriceWithoutVat: number;
  netUnitPriceWithoutVat: number;
  netLinePriceWithoutVat: number;
  /** Earliest delivery date promised at purchase (null = from stock now). */
  requestedDeliveryDate: string | null;
};

/**
 * A shop order as the ERP gets it (Business Central: a sales order with `externalDocumentNumber` = our order
 * number). `customerNumber` null is a guest's order: an adapter books it on its web-shop customer.
 */
export type ErpSalesOrder = {
  externalOrderNo: string;
  orderType: CheckoutOrderType;
  orderDate: string;
  customerNumber: string | null;
  currencyCode: string;
  email: string | null;
  shipToAddress: Address;
  billToAddress: Address;
  shippingMethodCode: string;
  paymentMethod: PaymentMethodId;
  /** True when the order was paid by card before transfer (the ERP must not invoice it on account). */
  prepaid: boolean;
  /**
   * The customer's payment terms as the order keeps them: the ERP posts the order's invoices with them and dates
   * each invoice's due date by them. Null for a guest; absent on sales orders transferred before terms existed
   * (Net 30 then, what every invoice had).
   */
  paymentTerms?: PaymentTermsCode | null;
  reference: string | null;
  comment: string | null;
  shippingFeeWithoutVat: number;
  totalNetPriceWithoutVat: number;
  totalNetPriceWithVat: number;
  /**
   * The order's VAT decision (ADR 67): the rate of every line and of the shipping fee, and the note its invoices
   * and credit memos must print. Absent on sales orders transferred before the tax rules: Danish VAT.
   */
  vat?: VatDecision;
  lines: ErpSalesOrderLine[];
};

/**
 * Which posted documents to find. Every filter is optional and they combine with AND; the customer center always
 * names the customer, the back office may look up one order. `from`/`to` are days of the shop's calendar
 * (`YYYY-MM-DD`, Europe/Copenhagen, inclusive) of posting. `search` matches the document number or our order
 * number, case-insensitive; `searchOrders` widens it to the orders of ours the shop found by it: every document
 * of an order found whole (by reference; `lineNos` null), and the documents holding one of the found lines of
 * the others (by item number or name). Newest first.
 */
export type ErpDocumentQuery = {
  customerNumber?: string;
  externalOrderNo?: string;
  documentNo?: string;
  from?: string;
  to?: string;
  search?: string;
  searchOrders?: readonly { orderNo: string; lineNos: readonly number[] | null }[];
  skip: number;
  take: number;
};

export type ErpDocumentPage<T> = { items: T[]; total: number };

/** Everything the ERP holds for one of our orders. */
export type ErpOrderDocuments = {
  /** Oldest first. */
  shipments: ErpShipment[];
  /** Newest first. */
  invoices: ErpInvoice[];
  /** Newest first. */
  creditMemos: ErpCreditMemo[];
};

/**
 * The ERP as the shop sees it. The built-in default is the internal ledger; a real adapter (Business
 * Central) implements the same interface. Any call may throw or hang: callers decide the fallback. It is the
 * outside price source the external price strategy asks (pricing's port).
 */
export interface Erp extends ExternalPriceSource {
  /** Short name for logs. */
  readonly name: string;
  /** How long a price lookup may take before the shop stops waiting and calculates internally. */
  readonly priceTimeoutMs: number;
  /** Prices of the lines for the audience; lines the ERP has no price for are left out. */
  getPrices(ctx: Ctx, request: ErpPriceRequest): Promise<PricedLine[]>;
  /** How long a sales order call may take before the transfer job gives up on this attempt and retries. */
  readonly orderTimeoutMs: number;
  /**
   * Create the sales order, answering the ERP's document number. Idempotent on `order.externalOrderNo`: a
   * second call with the same number creates nothing and answers the first document's number. A throw does not
   * prove nothing was created (a timeout after the ERP committed), which is why the caller simply calls again.
   * See docs/decisions/0015-jobs-and-erp-transfer.md.
   */
  createSalesOrder(ctx: Ctx, order: ErpSalesOrder): Promise<{ documentNo: string }>;
  /** The shipments of our order, oldest first (none before it ships, or when the ERP does not know it). */
  getShipments(ctx: Ctx, externalOrderNo: string): Promise<ErpShipment[]>;
  /** The shipments of several orders of ours at once (a list page's shipment statuses), oldest first. */
  findShipments(ctx: Ctx, externalOrderNos: readonly string[]): Promise<ErpShipment[]>;
  /** The shipments, invoices and credit memos of one order of ours, in one call (an order's detail). */
  findOrderDocuments(ctx: Ctx, externalOrderNo: string): Promise<ErpOrderDocuments>;
  /** Posted invoices (Business Central: salesInvoices), newest first. */
  findInvoices(ctx: Ctx, query: ErpDocumentQuery): Promise<ErpDocumentPage<ErpInvoice>>;
  /** Posted credit memos (Business Central: salesCreditMemos), newest first. */
  findCreditMemos(ctx: Ctx, query: ErpDocumentQuery): Promise<ErpDocumentPage<ErpCreditMemo>>;
}

/**
 * Where the ERP over HTTP is (`ERP_URL`), the secret its messages are signed with (`ERP_SIGNING_SECRET`), and
 * how long one message may take before it is retried (`ERP_TIMEOUT_MS`). See ADR 87.
 */
export type HttpErpSettings = { url: string; signingSecret: string; timeoutMs: number };

/**
 * Which ERP the shop talks to (`ERP` in the environment: `internal` or `http`). `provided` plugs in an instance
 * built in code: an adapter wired by the server, or a test double.
 */
export type ErpConfig =
  | { kind: 'internal' }
  | { kind: 'http'; http: HttpErpSettings }
  | { kind: 'provided'; erp: Erp };

/**
 * The ERP refused the sales order on its merits (Business Central: a validation error such as a blocked
 * customer or item). Trying the same order again at once will not help, so the transfer job stops and the
 * order goes to ErrorInTransfer for staff, who retry once the cause is fixed (ADR 49).
 */
export class ErpRefusal extends Error {
  override name = 'ErpRefusal';
}

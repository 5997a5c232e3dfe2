import { z } from 'zod';
import { CheckoutOrderType, MoneyPair } from './cart.ts';
import { CurrencyCode, LanguageCode } from './common.ts';
import { OrderDocuments } from './erp-documents.ts';
import { Order, OrderTransferStatus, PaymentMethodId, PaymentStatus } from './order.ts';
import { requiredId } from './price.ts';

/**
 * The back office's areas and orders (issue 19; ADR 49). The spec shows none of these payloads: the shapes are
 * ours and documented in the OpenAPI document.
 */

/** Limits of the staff order search. */
export const backofficeOrderLimits = { pageSize: 100, defaultPageSize: 25, textLength: 100 } as const;

/** One language of an area: its locale and the domain it is served on. */
export const BackofficeAreaLanguage = z.object({
  code: LanguageCode,
  languageId: z.string(),
  name: z.string(),
  domain: z.string(),
  isPrimary: z.boolean(),
});

export const BackofficeArea = z.object({
  areaId: z.string(),
  /** The currency of visitors' (retail) prices. */
  defaultCurrencyCode: CurrencyCode,
  /** Every currency the area sells in: the default first, then those of the price groups, alphabetically. */
  currencies: z.array(CurrencyCode),
  languages: z.array(BackofficeAreaLanguage),
  /** The distinct domains of its languages. */
  domains: z.array(z.string()),
  imagePrefix: z.string(),
});
export type BackofficeArea = z.infer<typeof BackofficeArea>;
export const GetAreasResponse = z.object({ areas: z.array(BackofficeArea) });
export type GetAreasResponse = z.infer<typeof GetAreasResponse>;

/** A calendar day of the shop (Europe/Copenhagen), `YYYY-MM-DD`: the back office's date filters. */
export const shopDay = (name: string) =>
  z
    .string({ error: `${name} must be a date, YYYY-MM-DD` })
    .regex(/^(19|2\d)\d{2}-\d{2}-\d{2}$/, { message: `${name} must be a date, YYYY-MM-DD`, abort: true })
    .refine(
      (value) => {
        const time = Date.parse(`${value}T00:00:00Z`);
        return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
      },
      { message: `${name} is not a date of the calendar` },
    );

const searchText = (name: string) =>
  z
    .string({ error: `${name} must be a string` })
    .trim()
    .max(
      backofficeOrderLimits.textLength,
      `${name} is longer than ${backofficeOrderLimits.textLength} characters`,
    );

/**
 * The staff order search. Every filter is optional and they combine with AND; empty strings and null count as
 * absent. `orderId`: part of the order number; `customer`: part of the customer number, the customer's name,
 * the billing name or the order's e-mail; `from`/`to`: inclusive days of the order date.
 */
export const SearchOrdersBody = z
  .object({
    orderId: searchText('orderId').nullish(),
    customer: searchText('customer').nullish(),
    status: OrderTransferStatus.nullish(),
    from: shopDay('from').or(z.literal('')).nullish(),
    to: shopDay('to').or(z.literal('')).nullish(),
    pageNr: z
      .number({ error: 'pageNr must be a whole number from 1' })
      .int('pageNr must be a whole number from 1')
      .min(1, 'pageNr must be a whole number from 1')
      .max(100_000, 'pageNr is at most 100000')
      .default(1),
    pageSize: z
      .number({ error: `pageSize must be a whole number from 1 to ${backofficeOrderLimits.pageSize}` })
      .int(`pageSize must be a whole number from 1 to ${backofficeOrderLimits.pageSize}`)
      .min(1, `pageSize must be a whole number from 1 to ${backofficeOrderLimits.pageSize}`)
      .max(backofficeOrderLimits.pageSize, `pageSize must be at most ${backofficeOrderLimits.pageSize}`)
      .default(backofficeOrderLimits.defaultPageSize),
  })
  .refine((body) => !body.from || !body.to || body.from <= body.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type SearchOrdersBody = z.input<typeof SearchOrdersBody>;

/** An order as the staff list shows it. */
export const BackofficeOrderRow = z.object({
  orderId: z.string(),
  createdAt: z.string(),
  /** Null for a guest's order. */
  customerNumber: z.string().nullable(),
  /** The customer's name; a guest's billing name. */
  customerName: z.string().nullable(),
  email: z.string().nullable(),
  orderType: CheckoutOrderType,
  status: OrderTransferStatus,
  paymentMethod: PaymentMethodId,
  paymentStatus: PaymentStatus,
  currencyCode: CurrencyCode,
  totalNetPrice: MoneyPair,
  erpDocumentNo: z.string().nullable(),
});
export type BackofficeOrderRow = z.infer<typeof BackofficeOrderRow>;

/** Newest first, ties by order number: a page never skips or repeats an order while the list is read. */
export const SearchOrdersResponse = z.object({
  orders: z.array(BackofficeOrderRow),
  totalCount: z.number().int(),
  pageCount: z.number().int(),
  pageNr: z.number().int(),
  pageSize: z.number().int(),
});
export type SearchOrdersResponse = z.infer<typeof SearchOrdersResponse>;

export const BackofficeOrderBody = z.object({
  orderId: requiredId('orderId', 64),
  /** The page's language: lines and the shipping method are named in it (ADR 80); left out: as stored. */
  languageCode: LanguageCode.optional(),
});

/** A payment attempt of the order (amounts in minor units). */
export const BackofficeOrderPayment = z.object({
  id: z.string(),
  provider: z.string(),
  amount: z.number().int(),
  currencyCode: z.string(),
  status: z.string(),
  providerReference: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  capturedAt: z.string().nullable(),
});
export type BackofficeOrderPayment = z.infer<typeof BackofficeOrderPayment>;

/**
 * Why a transfer to the ERP failed, as a code the back office words in the page's language (ADR 80):
 * `erp-refused` the ERP refused the order on its merits; `erp-unavailable` it did not answer or failed on every
 * attempt; `unknown` a failure stored before the codes.
 */
export const TransferFailureCode = z.enum(['erp-refused', 'erp-unavailable', 'unknown']);
export type TransferFailureCode = z.infer<typeof TransferFailureCode>;

export const TransferFailure = z.object({
  code: TransferFailureCode,
  /** The attempts made; null when not known (`unknown`). */
  attempts: z.number().int().nullable(),
  /** The ERP's own message (or the error's), without the shop's internal error names; may be empty. */
  detail: z.string(),
});
export type TransferFailure = z.infer<typeof TransferFailure>;

/**
 * A status reason the shop wrote itself, read back so a page words it in its language (the stored text is
 * English, for logs): transferred as an ERP document, a card payment captured or ended, an approval decided
 * (by a colleague or in the back office), a transfer retried, a status set by staff. `text`: anything else (a
 * reason stored before, or of another kind) as it was written. `note` is what a person typed, as typed.
 */
export const StatusReasonKind = z.enum([
  'erp-document',
  'payment-captured',
  'payment-ended',
  'approved',
  'rejected',
  'transfer-retried',
  'set-by-staff',
  'text',
]);
export type StatusReasonKind = z.infer<typeof StatusReasonKind>;
export const StatusReason = z.object({
  kind: StatusReasonKind,
  /** approved, rejected, transfer-retried, set-by-staff: where it was done; null when the shop did it. */
  by: z.enum(['colleague', 'staff']).nullable(),
  /** erp-document: the ERP's document number. */
  documentNo: z.string().nullable(),
  /** payment-captured: the amount (minor units) and its currency. */
  amount: z.number().int().nullable(),
  currencyCode: z.string().nullable(),
  /** payment-ended: the payment's end (declined, cancelled, failed); set-by-staff: the status set. */
  status: z.string().nullable(),
  /** What a person typed (a reason), the provider's message, or the whole text of kind `text`. */
  note: z.string().nullable(),
});
export type StatusReason = z.infer<typeof StatusReason>;

/** One move of the order's transfer status (from null: created). */
export const OrderStatusEvent = z.object({
  at: z.string(),
  fromStatus: OrderTransferStatus.nullable(),
  toStatus: OrderTransferStatus,
  /** The reason as stored (English, for the log); a move to ErrorInTransfer has `transferFailure` to show. */
  reason: z.string().nullable(),
  /** Moves to ErrorInTransfer: why the transfer failed; null for any other move. */
  transferFailure: TransferFailure.nullable(),
  /** Any other move's reason, read back to be worded in the page's language; null without one. */
  reasonShown: StatusReason.nullable(),
  /** Who made the move: a user's name; null for the shop itself (payment, transfer job). */
  actor: z.string().nullable(),
});
export type OrderStatusEvent = z.infer<typeof OrderStatusEvent>;

export const BackofficeOrderDetail = z.object({
  order: Order,
  customerName: z.string().nullable(),
  /**
   * The name of the user who placed it: a dealer's user, or a sales person acting for the customer (ADR 45);
   * null for a guest. An erased user's is `erasedUserName`.
   */
  placedBy: z.string().nullable(),
  /** Placed by a sales person acting for the customer. */
  placedBySales: z.boolean(),
  /** The language the order was placed in (its mails use it). */
  languageCode: LanguageCode,
  /** The statuses staff may move it to now (ADR 49); empty for a final or automatic status. */
  nextStatuses: z.array(OrderTransferStatus),
  payments: z.array(BackofficeOrderPayment),
  /** While the order is in ErrorInTransfer: why its last transfer failed; null otherwise. */
  transferFailure: TransferFailure.nullable(),
  /** The order's status reason read back (as `reasonShown` of the trail); null without one or in ErrorInTransfer. */
  statusReason: StatusReason.nullable(),
  /** Oldest first. */
  transferHistory: z.array(OrderStatusEvent),
  documents: OrderDocuments,
});
export type BackofficeOrderDetail = z.infer<typeof BackofficeOrderDetail>;

export const UpdateOrderStateBody = z.object({
  orderId: requiredId('orderId', 64),
  status: OrderTransferStatus,
  /** Why, kept in the transfer history. */
  reason: z.string().trim().max(500, 'reason is at most 500 characters').nullish(),
});
export type UpdateOrderStateBody = z.input<typeof UpdateOrderStateBody>;

export const UpdateOrderStateResponse = z.object({
  orderId: z.string(),
  from: OrderTransferStatus,
  to: OrderTransferStatus,
  /** True when the move queued a transfer to the ERP (to PendingTransfer). */
  transferQueued: z.boolean(),
});
export type UpdateOrderStateResponse = z.infer<typeof UpdateOrderStateResponse>;

export const SendReceiptCopyBody = z.object({
  orderId: requiredId('orderId', 64),
  /** Another address; the order's own e-mail when left out. */
  email: z
    .string({ error: 'email must be an e-mail address' })
    .trim()
    .max(254, 'email is at most 254 characters')
    .pipe(z.email({ message: 'email must be an e-mail address' }))
    .or(z.literal('').transform(() => undefined))
    .nullish(),
});
export type SendReceiptCopyBody = z.input<typeof SendReceiptCopyBody>;

export const SendReceiptCopyResponse = z.object({
  orderId: z.string(),
  sentTo: z.string(),
  languageCode: LanguageCode,
});
export type SendReceiptCopyResponse = z.infer<typeof SendReceiptCopyResponse>;

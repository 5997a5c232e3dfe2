import { z } from 'zod';
import {
  Address,
  CheckoutOrderType,
  calculatedTotals,
  cartIdSchema,
  MoneyPair,
  ShippingMethod,
} from './cart.ts';
import { paymentMethodIds, type paymentReturnOutcomes } from './cart-constants.ts';
import { AreaInfo, CurrencyCode } from './common.ts';
import { PaymentTermsCode } from './payment-terms.ts';
import { requiredId } from './price.ts';

export { paymentMethodIds, paymentReturnOutcomes } from './cart-constants.ts';

/**
 * Order, payment and transfer contracts (spec shop-front §7 Payment and Order calls, customer-center §3–§4 order
 * transfer statuses). Where the spec says "not shown" the shape is ours and documented in the OpenAPI file.
 */

/** customer-center §4. Allowed transitions: docs/decisions/0014-order-transfer-states.md. */
export const orderTransferStatuses = [
  'PendingPayment',
  'PendingApproval',
  'PendingTransfer',
  'Transferred',
  'ErrorInTransfer',
  'Rejected',
] as const;
export const OrderTransferStatus = z.enum(orderTransferStatuses);
export type OrderTransferStatus = z.infer<typeof OrderTransferStatus>;

/** `account`: pay on account (dealers, no redirect). `card`: the hosted card gateway (redirect flow). */
export const PaymentMethodId = z.enum(paymentMethodIds, {
  error: (issue) =>
    issue.input === undefined
      ? 'paymentMethod is required'
      : `Unknown paymentMethod ${JSON.stringify(issue.input)}; expected one of ${paymentMethodIds.join(', ')}`,
});
export type PaymentMethodId = z.infer<typeof PaymentMethodId>;

export const PaymentMethod = z.object({
  id: PaymentMethodId,
  /** Translation key of the method's name, e.g. 'checkout.payment.account'. */
  nameKey: z.string(),
  /** true when paying leaves the shop for the provider's page. */
  redirect: z.boolean(),
  provider: z.string(),
});
export const GetPaymentMethodsBody = z.object({ area: AreaInfo, cartId: cartIdSchema.optional() });
export const PaymentMethodsResponse = z.object({ paymentMethods: z.array(PaymentMethod) });

/** No cartId → an empty intent (spec §5). */
export const CreatePaymentIntentBody = z.object({
  areaInfo: AreaInfo,
  cartId: cartIdSchema.optional(),
  /** The shop's origin the payer returns to, e.g. https://shop.example; must be one of the area's domains. */
  domain: z.string().max(300).optional(),
});
export const PaymentIntentResponse = z.object({
  paymentIntentResponse: z.object({
    redirectLink: z.string().nullable(),
    paymentId: z.string().nullable(),
  }),
});

/**
 * `authorized`: the provider approved it and its capture is under way; `failed`: approved but not captured because
 * the amount did not match the order or the order was already paid (docs/decisions/0016-payments.md).
 */
export const paymentStatuses = [
  'none',
  'pending',
  'authorized',
  'captured',
  'declined',
  'cancelled',
  'failed',
] as const;
export const PaymentStatus = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** Answer of VerifyPayment (server-to-server callback). The redirect variant answers 303 to the shop instead. */
export const VerifyPaymentResponse = z.object({
  paymentId: z.string(),
  status: PaymentStatus,
  orderId: z.string().nullable(),
});

/** Answer of the Stripe webhook (ADR 86): the event taken, and whether it had been handled before. */
export const StripeWebhookResponse = z.object({ eventId: z.string(), duplicate: z.boolean() });

/** `{area}` is the order's area id; `paymentId` the id CreatePaymentIntent answered. */
export const VerifyPaymentParams = z.object({
  area: requiredId('area', 64),
  paymentId: requiredId('paymentId', 64),
});

/** Where VerifyPaymentRedirect sends a payer whose payment was not captured (cart-constants.ts). */
export type PaymentReturnOutcome = (typeof paymentReturnOutcomes)[number];

/** The built-in hosted test gateway's pages (the "provider's site"). */
export const TestGatewaySessionParams = z.object({ sessionId: requiredId('sessionId', 64) });
/** The payer's language on the test gateway's page, as a hosted page takes a locale; anything else is English. */
export const TestGatewayPageQuery = z.object({ locale: z.string().max(16).optional() });
export const testGatewayDecisions = ['approve', 'decline', 'cancel'] as const;
export const TestGatewayDecisionParams = TestGatewaySessionParams.extend({
  decision: z.enum(testGatewayDecisions, {
    error: () => `decision must be one of ${testGatewayDecisions.join(', ')}`,
  }),
});

/** A line as it was bought: name, colour, size, unit, prices and VAT flag are copied at purchase. */
export const OrderLine = z.object({
  lineNo: z.number().int(),
  productId: z.string(),
  variantId: z.string(),
  unitId: z.string(),
  productNumber: z.string(),
  name: z.string(),
  colorCode: z.string(),
  colorName: z.string(),
  size: z.string(),
  unitName: z.string(),
  /** Pieces in one unit as bought ('Pack of 5': 5; a piece: 1); the line holds quantity × this many pieces. */
  quantityPerUnit: z.number().int().positive(),
  /** In the line's unit: 2 for 2 × 'Pack of 5'. */
  quantity: z.number().int(),
  unitPrice: MoneyPair,
  netUnitPrice: MoneyPair,
  linePrice: MoneyPair,
  netLinePrice: MoneyPair,
  /** Whether the customer is charged VAT (false for VAT-exempt dealers; today always true). */
  vatIncluded: z.boolean(),
  deliveries: z.array(z.object({ date: z.string().nullable(), quantity: z.number().int() })),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const Order = z.object({
  orderId: z.string(),
  cartId: z.string(),
  orderType: CheckoutOrderType,
  status: OrderTransferStatus,
  statusReason: z.string().nullable(),
  customerNumber: z.string().nullable(),
  currencyCode: CurrencyCode,
  lines: z.array(OrderLine),
  ...calculatedTotals,
  shippingAddress: Address,
  billingAddress: Address,
  shippingMethod: ShippingMethod,
  comment: z.string().nullable(),
  reference: z.string().nullable(),
  email: z.string().nullable(),
  paymentMethod: PaymentMethodId,
  paymentStatus: PaymentStatus,
  /**
   * The customer's payment terms when the order was placed (its invoices on account are due by them); null for a
   * guest's order.
   */
  paymentTerms: PaymentTermsCode.nullable(),
  /** The ERP's document number once transferred. */
  erpDocumentNo: z.string().nullable(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof Order>;

/**
 * CreateOrderByCartId: the cart (calculated and validated again on the server) becomes one order. Repeated and
 * concurrent calls for the same cart answer the same order. Prices, totals and the customer come from the server.
 */
export const CreateOrderByCartIdBody = z.object({
  areaInfo: AreaInfo,
  cartId: cartIdSchema,
  paymentMethod: PaymentMethodId,
  acceptTerms: z.literal(true, { error: 'validation.required-field' }),
  /** Guest checkout: where the confirmation goes. Dealers: their customer e-mail when absent. */
  email: z.email('email must be an e-mail address').max(200).optional(),
  /**
   * Send the order for approval instead of placing it (ADR 81): for a company user whose permission scope may
   * not place orders. On account only; the order waits in PendingApproval, not transferred to the ERP, until a
   * colleague with the scope Release or All approves it.
   */
  approval: z.boolean().optional(),
});
export const CreateOrderResponse = z.object({
  order: Order,
  /** Where the payer goes next: the receipt, or the payment provider (then CreatePaymentIntent). */
  next: z.enum(['receipt', 'payment']),
});

/**
 * One checkout of several carts (ADR 60): one order per cart (one per order type, as the ERP expects), made
 * together, one shipping fee, paid by one payment. Cart ids are distinct.
 */
export const CreateOrdersByCartIdsBody = CreateOrderByCartIdBody.omit({ cartId: true }).extend({
  cartIds: z
    .array(cartIdSchema)
    .min(1, 'cartIds must hold at least one cart')
    .max(2, 'cartIds holds at most one cart per order type')
    .refine((ids) => new Set(ids).size === ids.length, 'cartIds must be distinct'),
});
export const CreateOrdersResponse = z.object({
  /** The orders in the order of `cartIds`. */
  orders: z.array(Order),
  /** The receipt, or the payment provider: CreatePaymentIntent with any of the carts pays every order. */
  next: z.enum(['receipt', 'payment']),
});

export const GetOrderByCartIdBody = z
  .object({
    areaInfo: AreaInfo,
    orderId: requiredId('orderId', 64).optional(),
    cartId: cartIdSchema.optional(),
  })
  .refine((body) => body.orderId !== undefined || body.cartId !== undefined, {
    message: 'orderId or cartId is required',
  });
/** Spec §3 'Receipt order: order.item'. */
export const GetOrderByCartIdResponse = z.object({ order: z.object({ item: Order }) });

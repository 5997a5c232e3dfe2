import type {
  Address,
  CartSummaryTotals,
  CheckoutOrderType,
  CurrencyCode,
  Order,
  OrderLine,
  OrderTransferStatus,
  PaymentMethodId,
  PaymentStatus,
  ShippingMethod,
} from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderLines, orders } from './order.tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

const pair = (priceWithoutVat: number, priceWithVat: number) => ({ priceWithoutVat, priceWithVat });

export function toOrderLine(row: OrderLineRow): OrderLine {
  return {
    lineNo: row.lineNo,
    productId: row.productId,
    variantId: row.variantId,
    unitId: row.unitId,
    productNumber: row.productNumber,
    name: row.name,
    colorCode: row.colorCode,
    colorName: row.colorName,
    size: row.size,
    unitName: row.unitName,
    quantityPerUnit: row.quantityPerUnit,
    quantity: row.quantity,
    unitPrice: pair(row.unitPriceWithoutVat, row.unitPriceWithVat),
    netUnitPrice: pair(row.netUnitPriceWithoutVat, row.netUnitPriceWithVat),
    linePrice: pair(row.linePriceWithoutVat, row.linePriceWithVat),
    netLinePrice: pair(row.netLinePriceWithoutVat, row.netLinePriceWithVat),
    vatIncluded: row.vatIncluded,
    deliveries: row.deliveries as OrderLine['deliveries'],
  };
}

/** An order row and its lines as the API answers them (GetOrderByCartId's `order.item`). */
export function toOrder(row: OrderRow, lines: readonly OrderLineRow[]): Order {
  return {
    orderId: row.id,
    cartId: row.cartId,
    orderType: row.orderType as CheckoutOrderType,
    status: row.status as OrderTransferStatus,
    statusReason: row.statusReason,
    customerNumber: row.customerNumber,
    currencyCode: row.currencyCode as CurrencyCode,
    lines: lines.map(toOrderLine),
    discount: row.discount,
    totalPrice: pair(row.totalPriceWithoutVat, row.totalPriceWithVat),
    totalNetPrice: pair(row.totalNetPriceWithoutVat, row.totalNetPriceWithVat),
    shippingFee: pair(row.shippingFeeWithoutVat, row.shippingFeeWithVat),
    vat: row.vat,
    summary: row.summary as CartSummaryTotals,
    tax: row.vatDecision,
    shippingAddress: row.shippingAddress as Address,
    billingAddress: row.billingAddress as Address,
    shippingMethod: row.shippingMethod as ShippingMethod,
    comment: row.comment,
    reference: row.reference,
    email: row.email,
    paymentMethod: row.paymentMethod as PaymentMethodId,
    paymentStatus: row.paymentStatus as PaymentStatus,
    paymentTerms: row.paymentTerms,
    erpDocumentNo: row.erpDocumentNo,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The order with its lines, or null. */
export async function loadOrder(db: Db | Tx, orderId: string): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.lineNo));
  return toOrder(row, lines);
}

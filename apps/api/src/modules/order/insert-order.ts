import { linePieces, singleUnitCode } from '@shop/commerce';
import type {
  Address,
  CartCalculation,
  LanguageCode,
  OrderTransferStatus,
  PaymentMethodId,
  PaymentTermsCode,
  ShippingMethod,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Ctx } from '../../lib/context.ts';
import type { PricedCart } from '../cart/index.ts';
import type { StockNeed } from '../stock/index.ts';
import { orderLines, orders } from './order.tables.ts';

/** Our order number: `SO` + the sequence, six digits at least (SO100001). */
async function nextOrderNumber(tx: Db | Tx): Promise<string> {
  const [row] = await queryRows<{ n: string | number }>(tx, sql`SELECT nextval('order_number_seq') AS n`);
  return `SO${String(row?.n).padStart(6, '0')}`;
}

/** What an order takes from the checked cart besides its lines and figures (flows/check-order-terms.ts). */
export type OrderTerms = {
  calculation: CartCalculation;
  shippingAddress: Address;
  billingAddress: Address;
  shippingMethod: ShippingMethod;
  email: string | null;
  /** The customer's payment terms now (the order keeps them); null for a guest. */
  paymentTerms: PaymentTermsCode | null;
};

export type NewOrder = {
  priced: PricedCart;
  terms: OrderTerms;
  cartRow: { id: string; areaId: string; customerNumber: string | null; ownerTokenHash: string | null };
  languageCode: LanguageCode;
  paymentMethod: PaymentMethodId;
  status: OrderTransferStatus;
  comment: string | null;
  reference: string | null;
  /** The checkout several orders were made in together (ADR 60); null for a cart ordered alone. */
  checkoutId?: string | null;
};

/**
 * Insert the order and its lines as bought: name, colour, size, unit, every price and the VAT flag are copied
 * from the freshly priced cart, so later catalogue or price changes never alter a placed order.
 */
export async function insertOrder(ctx: Ctx, input: NewOrder): Promise<string> {
  const { priced, terms, cartRow } = input;
  const orderId = await nextOrderNumber(ctx.db);
  const calculation = terms.calculation;
  await ctx.db.insert(orders).values({
    id: orderId,
    cartId: cartRow.id,
    checkoutId: input.checkoutId ?? null,
    orderType: priced.cart.orderType,
    areaId: cartRow.areaId,
    languageCode: input.languageCode,
    customerNumber: cartRow.customerNumber,
    userId: ctx.user?.id ?? null,
    impersonatorUserId: ctx.impersonator?.userId ?? null,
    ownerTokenHash: cartRow.customerNumber === null ? cartRow.ownerTokenHash : null,
    status: input.status,
    currencyCode: priced.cart.currencyCode,
    discount: calculation.discount,
    totalPriceWithoutVat: calculation.totalPrice.priceWithoutVat,
    totalPriceWithVat: calculation.totalPrice.priceWithVat,
    totalNetPriceWithoutVat: calculation.totalNetPrice.priceWithoutVat,
    totalNetPriceWithVat: calculation.totalNetPrice.priceWithVat,
    shippingFeeWithoutVat: calculation.shippingFee.priceWithoutVat,
    shippingFeeWithVat: calculation.shippingFee.priceWithVat,
    vat: calculation.vat,
    vatDecision: calculation.tax,
    summary: calculation.summary,
    shippingAddress: terms.shippingAddress,
    billingAddress: terms.billingAddress,
    shippingMethod: terms.shippingMethod,
    comment: input.comment,
    reference: input.reference,
    email: terms.email,
    paymentMethod: input.paymentMethod,
    paymentStatus: input.paymentMethod === 'card' ? 'pending' : 'none',
    paymentTerms: terms.paymentTerms,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  await ctx.db.insert(orderLines).values(
    priced.lines.map((line, index) => ({
      orderId,
      lineNo: index + 1,
      productId: line.productId,
      variantId: line.variantId,
      unitId: line.unitId,
      productNumber: line.product.number,
      name: line.product.name,
      colorCode: line.product.colorCode,
      colorName: line.product.colorName,
      size: line.product.size,
      unitName: line.product.unitName,
      quantityPerUnit: line.product.quantityPerUnit ?? 1,
      quantity: line.quantity,
      unitPriceWithoutVat: line.unitPrice.priceWithoutVat,
      unitPriceWithVat: line.unitPrice.priceWithVat,
      netUnitPriceWithoutVat: line.netUnitPrice.priceWithoutVat,
      netUnitPriceWithVat: line.netUnitPrice.priceWithVat,
      linePriceWithoutVat: line.linePrice.priceWithoutVat,
      linePriceWithVat: line.linePrice.priceWithVat,
      netLinePriceWithoutVat: line.netLinePrice.priceWithoutVat,
      netLinePriceWithVat: line.netLinePrice.priceWithVat,
      // False for a line sold without VAT (reverse charge, export: the order's vat_decision says which).
      vatIncluded: calculation.tax.rateBasisPoints > 0,
      deliveries: line.deliveries,
    })),
  );
  return orderId;
}

/**
 * What a Stock order takes from stock on hand, in pieces (stock is kept in `CU`, ADR 69): each line's quantity
 * less what its deliveries promise from future arrivals (those are the ERP's to allocate when the goods come
 * in), times the pieces of its unit (2 × Pack of 5 takes 10). Preorders take nothing.
 */
export function onHandNeeds(priced: PricedCart): StockNeed[] {
  if (priced.cart.orderType !== 'Stock') return [];
  return priced.lines.map((line) => {
    const later = line.deliveries
      .filter((delivery) => delivery.date !== null)
      .reduce((total, delivery) => total + delivery.quantity, 0);
    const { name, colorName, size, number } = line.product;
    return {
      variantId: line.variantId,
      unitId: singleUnitCode,
      quantity: linePieces({
        quantity: Math.max(0, line.quantity - later),
        quantityPerUnit: line.product.quantityPerUnit,
      }),
      label: `${name} ${colorName} ${size} (${number})`,
    };
  });
}

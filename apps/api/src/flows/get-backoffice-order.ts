import type { BackofficeOrderDetail, LanguageCode, OrderTransferStatus } from '@shop/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { appError } from '../lib/app-error.ts';
import type { Ctx } from '../lib/context.ts';
import { customers } from '../modules/customer/customer.tables.ts';
import {
  getOrderDocuments,
  loadOrder,
  orderInLanguage,
  readStatusReason,
  readTransferFailure,
  staffNextStatuses,
} from '../modules/order/index.ts';
import { orderStatusEvents, orders } from '../modules/order/order.tables.ts';
import { payments } from '../modules/payment/payment.tables.ts';
import { users } from '../modules/user/user.tables.ts';

/**
 * One order as staff see it (ADR 49): the order as bought, who placed it (a sales person too, when one acted),
 * its payment attempts (payment module), its status trail with the acting users' names (user module), its
 * customer's name and the ERP's documents. A flow, as it
 * reads across modules that sit above the order module.
 */
export async function getBackofficeOrder(
  ctx: Ctx,
  orderId: string,
  languageCode?: LanguageCode,
): Promise<BackofficeOrderDetail> {
  const bought = await loadOrder(ctx.db, orderId);
  if (!bought) throw appError('order-not-found', `Order ${orderId} was not found`);
  // Named in the page's language when it gives one (ADR 80).
  const order = languageCode ? await orderInLanguage(ctx, bought, languageCode) : bought;
  const [header] = await ctx.db
    .select({
      languageCode: orders.languageCode,
      customerName: customers.name,
      placedBy: sql<string | null>`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${orders.userId})`,
      placedBySales: sql<boolean>`${orders.impersonatorUserId} IS NOT NULL`,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.customerNumber, orders.customerNumber))
    .where(eq(orders.id, orderId));
  const paymentRows = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const events = await ctx.db
    .select({
      at: orderStatusEvents.at,
      fromStatus: orderStatusEvents.fromStatus,
      toStatus: orderStatusEvents.toStatus,
      reason: orderStatusEvents.reason,
      actor: users.name,
    })
    .from(orderStatusEvents)
    .leftJoin(users, eq(users.id, orderStatusEvents.actorUserId))
    .where(eq(orderStatusEvents.orderId, orderId))
    .orderBy(asc(orderStatusEvents.id));
  return {
    order,
    customerName: header?.customerName ?? order.billingAddress.name ?? null,
    placedBy: header?.placedBy ?? null,
    placedBySales: header?.placedBySales ?? false,
    languageCode: (header?.languageCode ?? 'en') as LanguageCode,
    nextStatuses: staffNextStatuses(order.status),
    transferFailure: readTransferFailure(order.status, order.statusReason),
    statusReason: readStatusReason(order.status, order.statusReason),
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      amount: payment.amount,
      currencyCode: payment.currencyCode,
      status: payment.status,
      providerReference: payment.providerReference,
      failureReason: payment.failureReason,
      createdAt: payment.createdAt.toISOString(),
      capturedAt: payment.capturedAt?.toISOString() ?? null,
    })),
    transferHistory: events.map((event) => ({
      at: event.at.toISOString(),
      fromStatus: event.fromStatus as OrderTransferStatus | null,
      toStatus: event.toStatus as OrderTransferStatus,
      reason: event.reason,
      transferFailure: readTransferFailure(event.toStatus, event.reason),
      reasonShown: readStatusReason(event.toStatus, event.reason),
      actor: event.actor,
    })),
    documents: await getOrderDocuments(ctx, orderId),
  };
}

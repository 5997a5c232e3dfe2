import { randomUUID } from 'node:crypto';
import type { LanguageCode, SendReceiptCopyResponse } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { appError } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';
import { queueMail } from '../mail/index.ts';
import { orders } from './order.tables.ts';
import { renderOrderConfirmation } from './order-confirmation.ts';
import { loadOrder } from './order-view.ts';

/**
 * SendReceiptCopy: the order's confirmation mail once more, in the language the order was placed in, to the
 * order's e-mail or the address staff give. Each call sends one copy (its own outbox key); the outbox row, its
 * delivery job and the audit entry commit together.
 */
export async function sendReceiptCopy(
  ctx: Ctx,
  input: { orderId: string; email?: string | null },
): Promise<SendReceiptCopyResponse> {
  const { orderId } = input;
  return withTransaction(ctx, async (scoped) => {
    const order = await loadOrder(scoped.db, orderId);
    if (!order) throw appError('order-not-found', `Order ${orderId} was not found`);
    const [row] = await scoped.db
      .select({ languageCode: orders.languageCode })
      .from(orders)
      .where(eq(orders.id, orderId));
    const languageCode = (row?.languageCode ?? 'en') as LanguageCode;
    const to = input.email || order.email;
    if (!to)
      throw appError('email-missing', `Order ${orderId} has no e-mail address: give one to send the copy to`);
    await queueMail(scoped.db, `order-receipt-copy:${orderId}:${randomUUID()}`, {
      to,
      ...renderOrderConfirmation(order, languageCode),
    });
    await recordAudit(
      scoped,
      {
        action: 'order.send-receipt-copy',
        entity: 'order',
        entityId: orderId,
        details: { to, languageCode },
        customerNumber: order.customerNumber,
      },
      { always: true },
    );
    return { orderId, sentTo: to, languageCode };
  });
}

import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from './order.tables.ts';

/**
 * The sales user who placed the order while acting for its customer (recorded at checkout from the token,
 * ADR 45), or null for an order the customer's own user placed.
 */
export async function orderPlacedBy(db: Db | Tx, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: orders.impersonatorUserId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row?.userId ?? null;
}

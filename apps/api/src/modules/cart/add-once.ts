import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { deleteInBatches } from '../../db/delete-in-batches.ts';
import { appError, forbidden } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { cartAddRequests } from './cart.tables.ts';

/** A call that fills the acting customer's carts, as `addOnce` sees it. */
export type CartAddRequest<Answer> = {
  /** The call's name (`reorderOrder`…): an id is a repeat only of the same call. */
  call: string;
  /** The body's `requestId`; without one every call adds. */
  requestId: string | undefined;
  /** The rest of the body: a repeat must name the same order, proposal, quantities or text. */
  body: unknown;
  /** The call's answer schema: a repeat's answer is read back through it. */
  answer: z.ZodType<Answer>;
};

// Sorted keys, so two bodies that differ only in the order of their fields are the same request.
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, entry]) => key !== 'requestId' && entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, entry]) => [key, canonical(entry)]),
  );
}

const fingerprintOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');

/**
 * Run a call that adds lines to the acting customer's carts once per request id (issue 31 item 10): `add` runs in
 * one transaction that first claims `(customer, requestId)` in `cart_add_requests` (`ON CONFLICT DO NOTHING`). The
 * first call adds and stores its answer in that transaction; a repeat, also one running at the same moment (its
 * insert waits for the first transaction and then finds the row), adds nothing and answers the stored answer.
 * When the first call fails, its claim rolls back with it, so a retry adds. The same id with another call or body
 * is 409 cart-request-reused. Without a request id the call adds every time, in one transaction all the same.
 */
export async function addOnce<C extends Ctx, Answer>(
  ctx: C,
  request: CartAddRequest<Answer>,
  add: (scoped: C) => Promise<Answer>,
): Promise<Answer> {
  const { requestId } = request;
  if (requestId === undefined) return withTransaction(ctx, add);
  const customerNumber = ctx.customerNumber;
  if (customerNumber === null) throw forbidden();
  const fingerprint = fingerprintOf(request.body);
  const key = and(
    eq(cartAddRequests.customerNumber, customerNumber),
    eq(cartAddRequests.requestId, requestId),
  );
  return withTransaction(ctx, async (scoped) => {
    const claimed = await scoped.db
      .insert(cartAddRequests)
      .values({ customerNumber, requestId, call: request.call, fingerprint, createdAt: scoped.now })
      .onConflictDoNothing()
      .returning({ requestId: cartAddRequests.requestId });
    if (claimed.length === 0) {
      const [first] = await scoped.db.select().from(cartAddRequests).where(key);
      if (
        first &&
        first.call === request.call &&
        first.fingerprint === fingerprint &&
        first.answer !== null
      ) {
        return request.answer.parse(first.answer);
      }
      throw appError(
        'cart-request-reused',
        `requestId ${requestId} was used before for another request: send a new requestId`,
      );
    }
    const answer = await add(scoped);
    await scoped.db.update(cartAddRequests).set({ answer }).where(key);
    return answer;
  });
}

/** Delete the request ids claimed before `before` (the retention period's purge of the hourly maintenance). */
export function deleteOldCartAddRequests(db: Db, before: Date): Promise<number> {
  return deleteInBatches(
    db,
    (limit) => sql`
      DELETE FROM cart_add_requests WHERE (customer_number, request_id) IN (
        SELECT customer_number, request_id FROM cart_add_requests
        WHERE created_at < ${before.toISOString()}::timestamptz
        LIMIT ${limit})
      RETURNING 1`,
  );
}

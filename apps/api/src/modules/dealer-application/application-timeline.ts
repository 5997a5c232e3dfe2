import type { DealerApplicationEvent } from '@shop/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { userNamesByIds } from '../user/index.ts';
import { dealerApplicationEvents, type dealerApplications } from './dealer-application.tables.ts';

/**
 * An application's timeline, oldest first: its arrival (with the sales person who filed it for a prospect), then
 * what its events table holds — the decision with the staff user who made it, and the mail that told the
 * applicant. A user deleted since shows as null.
 */
export async function applicationTimeline(
  ctx: Ctx,
  row: typeof dealerApplications.$inferSelect,
): Promise<DealerApplicationEvent[]> {
  const events = await ctx.db
    .select()
    .from(dealerApplicationEvents)
    .where(eq(dealerApplicationEvents.applicationId, row.id))
    .orderBy(asc(dealerApplicationEvents.createdAt), asc(dealerApplicationEvents.id));
  const userIds = [row.filedByUserId, ...events.map((event) => event.byUserId)].filter(
    (id): id is string => id !== null,
  );
  const names = await userNamesByIds(ctx, userIds);
  const nameOf = (id: string | null) => (id === null ? null : (names.get(id) ?? null));
  return [
    {
      kind: 'received',
      at: row.createdAt.toISOString(),
      by: nameOf(row.filedByUserId),
      customerNumber: null,
      email: null,
    },
    ...events.map((event) => ({
      kind: event.kind,
      at: event.createdAt.toISOString(),
      by: nameOf(event.byUserId),
      customerNumber: event.customerNumber,
      email: event.email,
    })),
  ];
}

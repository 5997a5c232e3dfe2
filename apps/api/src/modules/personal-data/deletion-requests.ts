import type { DeletionRequest } from '@shop/contracts';
import { desc, eq } from 'drizzle-orm';
import { appError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { personalDataRequests } from './personal-data.tables.ts';

export type RequestRow = typeof personalDataRequests.$inferSelect;

/** A request as its user and staff see it. */
export const requestOf = (row: RequestRow): DeletionRequest => ({
  requestId: String(row.id),
  status: row.status,
  reason: row.reason,
  requestedAt: row.requestedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  rejectionReason: row.rejectionReason,
});

/** A user's requests, newest first. */
export function requestsOfUser(ctx: Ctx, userId: string): Promise<RequestRow[]> {
  return ctx.db
    .select()
    .from(personalDataRequests)
    .where(eq(personalDataRequests.userId, userId))
    .orderBy(desc(personalDataRequests.requestedAt), desc(personalDataRequests.id));
}

export const requestNotFound = (requestId: string) =>
  appError('personal-data.request-not-found', `Deletion request ${requestId} was not found`);

/** One request by its id; 404 personal-data.request-not-found. */
export async function findRequest(ctx: Ctx, requestId: string): Promise<RequestRow> {
  const [row] = await ctx.db
    .select()
    .from(personalDataRequests)
    .where(eq(personalDataRequests.id, Number(requestId)));
  if (!row) throw requestNotFound(requestId);
  return row;
}

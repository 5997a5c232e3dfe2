import { and, eq } from 'drizzle-orm';
import { appError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { testGatewaySessions } from './payment.tables.ts';

export type TestGatewaySession = typeof testGatewaySessions.$inferSelect;
export type TestGatewayDecision = 'approved' | 'declined' | 'cancelled';

export const decisionByAction = {
  approve: 'approved',
  decline: 'declined',
  cancel: 'cancelled',
} as const satisfies Record<string, TestGatewayDecision>;

export async function getTestGatewaySession(ctx: Ctx, sessionId: string): Promise<TestGatewaySession> {
  const [session] = await ctx.db
    .select()
    .from(testGatewaySessions)
    .where(eq(testGatewaySessions.id, sessionId));
  if (!session) throw appError('payment-session-not-found', `No test gateway session ${sessionId}`);
  return session;
}

/**
 * Record the payer's decision once. `changed` is false when the same decision was already recorded (a double
 * submit: answer as before, send no second callback); another decision after the first is a 409.
 */
export async function decideTestGatewaySession(
  ctx: Ctx,
  sessionId: string,
  decision: TestGatewayDecision,
): Promise<{ session: TestGatewaySession; changed: boolean }> {
  const [decided] = await ctx.db
    .update(testGatewaySessions)
    .set({ decision, decidedAt: ctx.now })
    .where(and(eq(testGatewaySessions.id, sessionId), eq(testGatewaySessions.decision, 'open')))
    .returning();
  if (decided) return { session: decided, changed: true };
  const session = await getTestGatewaySession(ctx, sessionId);
  if (session.decision === decision) return { session, changed: false };
  throw appError('payment-session-decided', `The payment was already ${session.decision}`);
}

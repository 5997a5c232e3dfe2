import type { RememberedSizeCurve, SizeCurve } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { unauthorized } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { userSizeCurves } from './user.tables.ts';

/** The logged-in user's id (the sales user's while impersonating: the one typing in the grid). */
function userIdOf(ctx: Ctx): string {
  if (!ctx.user) throw unauthorized();
  return ctx.user.id;
}

/** GetSizeCurve: the curve the user applied last, or null before the first (ADR 90). */
export async function getSizeCurve(ctx: Ctx): Promise<RememberedSizeCurve> {
  const [row] = await ctx.db
    .select({ curve: userSizeCurves.curve, packs: userSizeCurves.packs })
    .from(userSizeCurves)
    .where(eq(userSizeCurves.userId, userIdOf(ctx)));
  return { sizeCurve: row ?? null };
}

/** SaveSizeCurve: the user's curve is now this one (one row per user, replaced). */
export async function saveSizeCurve(ctx: Ctx, body: SizeCurve): Promise<RememberedSizeCurve> {
  const values = { curve: body.curve, packs: body.packs, updatedAt: ctx.now };
  await ctx.db
    .insert(userSizeCurves)
    .values({ userId: userIdOf(ctx), ...values })
    .onConflictDoUpdate({ target: userSizeCurves.userId, set: values });
  return { sizeCurve: { curve: body.curve, packs: body.packs } };
}

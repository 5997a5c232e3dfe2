import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Ctx } from '../../lib/context.ts';
import { areas } from './area.tables.ts';

export type Area = typeof areas.$inferSelect;

/** Every area, by id. */
export function listAreas(ctx: Ctx): Promise<Area[]> {
  return ctx.db.select().from(areas).orderBy(asc(areas.areaId));
}

/** The ids of every area (at start, before a request context exists). */
export async function listAreaIds(db: Db): Promise<string[]> {
  const rows = await db.select({ areaId: areas.areaId }).from(areas);
  return rows.map((row) => row.areaId);
}

/** Whether an area has the id. */
export async function areaExists(ctx: Ctx, areaId: string): Promise<boolean> {
  const [area] = await ctx.db.select({ id: areas.areaId }).from(areas).where(eq(areas.areaId, areaId));
  return area !== undefined;
}

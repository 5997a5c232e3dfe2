import type { Db } from '../client.ts';
import { areas } from '../schema.ts';

/** True when no area exists yet: the first start of a fresh database, which then loads the demo data. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ areaId: areas.areaId }).from(areas).limit(1);
  return rows.length === 0;
}

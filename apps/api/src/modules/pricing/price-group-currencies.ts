import type { Ctx } from '../../lib/context.ts';
import { priceGroups } from './pricing.tables.ts';

/** The currencies price groups sell in (each once, in no order): dealers buy in their group's currency. */
export async function priceGroupCurrencies(ctx: Ctx): Promise<string[]> {
  const rows = await ctx.db.selectDistinct({ currencyCode: priceGroups.currencyCode }).from(priceGroups);
  return rows.map((row) => row.currencyCode);
}

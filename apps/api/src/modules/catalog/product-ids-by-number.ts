import { inArray } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { products } from './catalog.tables.ts';

/**
 * Product ids by product number, keyed by the number in upper case (the number is the style's, as printed on
 * the shop; a number is looked up as given and in upper case).
 */
export async function productIdsByNumber(ctx: Ctx, numbers: string[]): Promise<Map<string, string>> {
  if (numbers.length === 0) return new Map();
  const wanted = [...new Set(numbers.flatMap((number) => [number, number.toUpperCase()]))];
  const rows = await ctx.db
    .select({ id: products.id, number: products.number })
    .from(products)
    .where(inArray(products.number, wanted));
  const byNumber = new Map<string, string>();
  for (const row of rows) byNumber.set(row.number.toUpperCase(), row.id);
  return byNumber;
}

import type { PriceRule } from '@shop/commerce';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import type { Ctx } from '../../lib/context.ts';
import { customerCurrencies } from '../customer/index.ts';
import { priceRulesCachePrefix } from './load-price-rules.ts';
import { priceGroups } from './pricing.tables.ts';

/** Whose price: a price group's (its price list) or one customer's. Exactly one is set. */
export type PriceListAudience = { priceGroupCode?: string | undefined; customerNumber?: string | undefined };

/** One price as the ERP sends it (ADR 87): a price rule whose currency is the group's or the customer's. */
export type PriceListRow = PriceListAudience &
  Omit<PriceRule, 'priceGroupCode' | 'customerNumber' | 'currencyCode'>;

export type PriceListsResult = {
  applied: number;
  removed: number;
  unknownProductIds: string[];
  unknownVariantIds: string[];
  unknownPriceGroupCodes: string[];
  unknownCustomerNumbers: string[];
};

type Target = { g: string | null; c: string | null; cur: string; p: string };

const unique = (values: Iterable<string | null | undefined>) =>
  [...new Set(values)].filter((value): value is string => typeof value === 'string');
const jsonList = (values: readonly string[]) =>
  sql`(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/**
 * Sets price lists and customer prices from the ERP, in the caller's transaction and in a fixed number of
 * statements whatever the number of rows (10,000 in one call): the rows of one product for one price group or
 * customer replace every price the shop held for that product and group or customer; `removed` deletes a
 * product's prices for one. A group's prices are in its currency, a customer's in the customer's. Rows naming a
 * product, variant (of that product), group or customer the shop does not know are left out and answered. The
 * price rules' cache is dropped, so the next request prices with the new rules on every instance; search's
 * documents (which carry retail prices) are the caller's to refresh after the commit.
 */
export async function setPriceLists(
  ctx: Ctx,
  input: { rows: readonly PriceListRow[]; removed: readonly (PriceListAudience & { productId: string })[] },
): Promise<PriceListsResult> {
  const all = [...input.rows, ...input.removed];
  const groupCodes = unique(all.map((row) => row.priceGroupCode));
  const customerNumbers = unique(all.map((row) => row.customerNumber));
  const productIds = unique(all.map((row) => row.productId));
  const variantIds = unique(input.rows.map((row) => row.variantId));

  const groupCurrency = new Map(
    groupCodes.length === 0
      ? []
      : (
          await ctx.db
            .select({ code: priceGroups.code, currencyCode: priceGroups.currencyCode })
            .from(priceGroups)
            .where(sql`${priceGroups.code} IN ${jsonList(groupCodes)}`)
        ).map((row) => [row.code, row.currencyCode]),
  );
  const customerCurrency = await customerCurrencies(ctx, customerNumbers);
  // The catalogue's products and the product of each named variant, read in one statement.
  const [known] = await queryRows<{ products: string[] | null; variants: Record<string, string> | null }>(
    ctx.db,
    sql`SELECT
      (SELECT json_agg(id) FROM products WHERE id IN ${jsonList(productIds)}) AS products,
      (SELECT json_object_agg(id, product_id) FROM variants WHERE id IN ${jsonList(variantIds)}) AS variants`,
  );
  const knownProducts = new Set(known?.products ?? []);
  const productOfVariant = new Map(Object.entries(known?.variants ?? {}));

  const targetOf = (row: PriceListAudience & { productId: string }): Target | null => {
    const currency = row.priceGroupCode
      ? groupCurrency.get(row.priceGroupCode)
      : customerCurrency.get(row.customerNumber ?? '');
    if (!currency || !knownProducts.has(row.productId)) return null;
    return { g: row.priceGroupCode ?? null, c: row.customerNumber ?? null, cur: currency, p: row.productId };
  };
  const targetKey = (target: Target) => `${target.g}\u0000${target.c}\u0000${target.p}`;

  const targets = new Map<string, Target>();
  const kept: Array<PriceListRow & { currencyCode: string }> = [];
  // A variant the catalogue has not, or has under another product.
  const unknownVariantIds = new Set<string>();
  for (const row of input.rows) {
    if (row.variantId !== null && productOfVariant.get(row.variantId) !== row.productId) {
      unknownVariantIds.add(row.variantId);
      continue;
    }
    const target = targetOf(row);
    if (!target) continue;
    targets.set(targetKey(target), target);
    kept.push({ ...row, currencyCode: target.cur });
  }
  for (const removal of input.removed) {
    const target = targetOf(removal);
    if (target) targets.set(targetKey(target), target);
  }

  let removed = 0;
  if (targets.size > 0) {
    const deleted = await queryRows<{ n: string | number }>(
      ctx.db,
      sql`WITH gone AS (
          DELETE FROM price_list_entries e
          USING jsonb_to_recordset(${JSON.stringify([...targets.values()])}::jsonb) AS t(g text, c text, cur text, p text)
          WHERE e.product_id = t.p AND e.currency_code = t.cur
            AND e.price_group_code IS NOT DISTINCT FROM t.g AND e.customer_number IS NOT DISTINCT FROM t.c
          RETURNING 1)
        SELECT count(*) AS n FROM gone`,
    );
    removed = Number(deleted[0]?.n ?? 0);
  }
  if (kept.length > 0) {
    const rows = kept.map((row) => ({
      g: row.priceGroupCode ?? null,
      c: row.customerNumber ?? null,
      cur: row.currencyCode,
      p: row.productId,
      v: row.variantId,
      u: row.unitId,
      q: row.minQuantity,
      price: row.unitPrice,
      before: row.beforePrice,
      from: row.validFrom,
      to: row.validTo,
    }));
    await ctx.db.execute(
      sql`INSERT INTO price_list_entries (price_group_code, customer_number, currency_code, product_id, variant_id,
          unit_id, min_quantity, unit_price, before_price, valid_from, valid_to)
        SELECT r.g, r.c, r.cur, r.p, r.v, r.u, r.q, r.price, r.before, r."from", r."to"
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS r(g text, c text, cur text, p text, v text, u text, q int, price int, before int, "from" date, "to" date)`,
    );
  }
  if (targets.size > 0) await ctx.cache.deleteByPrefix(priceRulesCachePrefix);
  return {
    applied: kept.length,
    removed,
    unknownProductIds: productIds.filter((id) => !knownProducts.has(id)),
    unknownVariantIds: [...unknownVariantIds],
    unknownPriceGroupCodes: groupCodes.filter((code) => !groupCurrency.has(code)),
    unknownCustomerNumbers: customerNumbers.filter((number) => !customerCurrency.has(number)),
  };
}

/** A price group's kind and currency (null: no group has the code). */
export async function priceGroupOf(
  ctx: Ctx,
  code: string,
): Promise<{ kind: 'wholesale' | 'retail'; currencyCode: string } | null> {
  const [row] = await ctx.db
    .select({ kind: priceGroups.kind, currencyCode: priceGroups.currencyCode })
    .from(priceGroups)
    .where(sql`${priceGroups.code} = ${code}`);
  return row ?? null;
}

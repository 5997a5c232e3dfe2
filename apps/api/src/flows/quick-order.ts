import { isEan, parseQuickOrderRows, type QuickOrderRow, sameCode } from '@shop/commerce';
import {
  type AddGridLinesBody,
  type AreaInfo,
  maxLineQuantity,
  maxQuickOrderRows,
  type QuickOrderBody,
  type QuickOrderProblem,
  QuickOrderResponse,
  type QuickOrderRowError,
} from '@shop/contracts';
import { inArray } from 'drizzle-orm';
import { notFound } from '../lib/app-error.ts';
import type { AreaCtx, Ctx } from '../lib/context.ts';
import { addOnce } from '../modules/cart/index.ts';
import { products, variants } from '../modules/catalog/catalog.tables.ts';
import { loadProductBases, type ProductBase } from '../modules/catalog/index.ts';
import { addLinesToCarts, type ReorderSourceLine } from '../modules/customer-center/index.ts';

/**
 * Quick order and the size × colour grid (ADR 57): rows resolved against the catalogue, then placed into the
 * carts by "Order again"'s rules (`addLinesToCarts`), so the colour picks the basket in one place. Good rows
 * are added; every other row is answered with its problem.
 */

type Resolved = { row: number; text: string; line: ReorderSourceLine } | QuickOrderRowError;

function sourceLine(
  row: number,
  base: ProductBase,
  variant: ProductBase['variants'][number],
  unitId: string,
  quantity: number,
): ReorderSourceLine {
  return {
    lineNo: row,
    productId: base.id,
    variantId: variant.id,
    unitId,
    productNumber: base.number,
    name: base.name,
    colorName: base.colors[variant.colorCode]?.colorName ?? variant.colorCode,
    size: variant.size,
    quantity,
  };
}

/** The style and colour a row's item names: `NL10001-jojoba`, `NL10001` (+ a colour cell), or neither. */
function styleOf(
  row: QuickOrderRow,
  byNumber: Map<string, ProductBase>,
): { base: ProductBase; color: string | null } | null {
  const whole = byNumber.get(row.item.toUpperCase());
  if (whole) return { base: whole, color: row.color };
  const dash = row.item.indexOf('-');
  if (dash <= 0) return null;
  const base = byNumber.get(row.item.slice(0, dash).toUpperCase());
  return base ? { base, color: row.item.slice(dash + 1) } : null;
}

function resolveStyleRow(row: QuickOrderRow, byNumber: Map<string, ProductBase>): Resolved {
  const fail = (problem: QuickOrderProblem): Resolved => ({ row: row.row, text: row.text, problem });
  const style = styleOf(row, byNumber);
  if (!style) return fail('unknown-item');
  const { base } = style;
  const colorCodes = Object.keys(base.colors);
  let colorCode: string | undefined;
  if (style.color) {
    colorCode = colorCodes.find((code) => sameCode(code, style.color ?? ''));
    if (!colorCode) return fail('unknown-color');
  } else if (colorCodes.length === 1) colorCode = colorCodes[0];
  else return fail('color-required');
  const variant = base.variants.find((v) => v.colorCode === colorCode && sameCode(v.size, row.size));
  if (!variant) return fail('unknown-size');
  return { row: row.row, text: row.text, line: sourceLine(row.row, base, variant, 'CU', row.quantity) };
}

async function loadBases(ctx: Ctx, area: AreaInfo, ids: string[]): Promise<Map<string, ProductBase>> {
  return ids.length === 0 ? new Map() : loadProductBases(ctx, area.languageCode, [...new Set(ids)]);
}

/** Every row's line or problem, in two set-based reads of the catalogue (EANs and style numbers). */
async function resolveRows(ctx: Ctx, area: AreaInfo, rows: QuickOrderRow[]): Promise<Resolved[]> {
  const eans = rows.filter((row) => isEan(row.item)).map((row) => row.item);
  const eanRows =
    eans.length === 0
      ? []
      : await ctx.db
          .select({ ean: variants.ean, productId: variants.productId, variantId: variants.id })
          .from(variants)
          .where(inArray(variants.ean, [...new Set(eans)]));
  const byEan = new Map(eanRows.map((row) => [row.ean, row]));
  const numbers = rows
    .filter((row) => !isEan(row.item))
    .flatMap((row) => [row.item.toUpperCase(), row.item.split('-')[0]?.toUpperCase() ?? ''])
    .filter((number) => number !== '');
  const numberRows =
    numbers.length === 0
      ? []
      : await ctx.db
          .select({ id: products.id, number: products.number })
          .from(products)
          .where(inArray(products.number, [...new Set(numbers)]));
  const bases = await loadBases(ctx, area, [
    ...eanRows.map((row) => row.productId),
    ...numberRows.map((row) => row.id),
  ]);
  const byNumber = new Map<string, ProductBase>();
  for (const row of numberRows) {
    const base = bases.get(row.id);
    if (base) byNumber.set(row.number.toUpperCase(), base);
  }
  return rows.map((row): Resolved => {
    if (!isEan(row.item)) return resolveStyleRow(row, byNumber);
    const hit = byEan.get(row.item);
    const base = hit ? bases.get(hit.productId) : undefined;
    const variant = base?.variants.find((v) => v.id === hit?.variantId);
    if (!base || !variant) return { row: row.row, text: row.text, problem: 'unknown-item' };
    if (row.size !== '' && !sameCode(row.size, variant.size)) {
      return { row: row.row, text: row.text, problem: 'size-mismatch' };
    }
    return { row: row.row, text: row.text, line: sourceLine(row.row, base, variant, 'CU', row.quantity) };
  });
}

/** Resolved lines into the carts; the refusals of the carts join the rows' own problems, in row order. */
async function place(
  ctx: AreaCtx,
  area: AreaInfo,
  resolved: Resolved[],
  earlier: QuickOrderRowError[],
): Promise<QuickOrderResponse> {
  const lines = resolved.flatMap((entry) => ('line' in entry ? [entry.line] : []));
  const textOf = new Map(resolved.map((entry) => [entry.row, entry.text]));
  const placed =
    lines.length === 0 ? { carts: [], added: [], notAdded: [] } : await addLinesToCarts(ctx, area, lines);
  const rowErrors: QuickOrderRowError[] = [
    ...earlier,
    ...resolved.flatMap((entry) => ('problem' in entry ? [entry] : [])),
    ...placed.notAdded.map((line) => ({
      row: line.lineNo,
      text: textOf.get(line.lineNo) ?? '',
      problem: line.reason,
    })),
  ].sort((a, b) => a.row - b.row);
  return { carts: placed.carts, added: placed.added, rowErrors };
}

/**
 * Cart/QuickOrder: pasted rows or a CSV file's text into the acting customer's carts, in one transaction; a
 * repeat of a request id answers the first call's answer and adds nothing (issue 31 item 10).
 */
export function quickOrder(ctx: AreaCtx, body: QuickOrderBody): Promise<QuickOrderResponse> {
  const request = { call: 'quickOrder', requestId: body.requestId, body, answer: QuickOrderResponse };
  return addOnce(ctx, request, async (scoped) => {
    const parsed = parseQuickOrderRows(body.text, {
      maxRows: maxQuickOrderRows,
      maxQuantity: maxLineQuantity,
    });
    const resolved = await resolveRows(scoped, body.area, parsed.rows);
    return place(scoped, body.area, resolved, parsed.errors);
  });
}

/**
 * Cart/AddGridLines: the size × colour grid of one product; 404 for a product the catalogue does not have. A repeat
 * of a request id answers the first call's answer and adds nothing (the trade-show page's sends, ADR 91).
 */
export function addGridLines(ctx: AreaCtx, body: AddGridLinesBody): Promise<QuickOrderResponse> {
  const request = { call: 'addGridLines', requestId: body.requestId, body, answer: QuickOrderResponse };
  return addOnce(ctx, request, async (scoped) => {
    const base = (await loadBases(scoped, body.area, [body.productId])).get(body.productId);
    if (!base) throw notFound();
    const resolved = body.lines.map((cell, index): Resolved => {
      const row = index + 1;
      const variant = base.variants.find((v) => v.id === cell.variantId);
      const text = `${cell.variantId} × ${cell.quantity}`;
      if (!variant) return { row, text, problem: 'variant-not-sold' };
      return { row, text, line: sourceLine(row, base, variant, body.unitId, cell.quantity) };
    });
    return place(scoped, body.area, resolved, []);
  });
}

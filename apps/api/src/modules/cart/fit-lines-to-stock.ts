import { fitStockLine } from '@shop/commerce';
import type { LanguageCode, ReducedCartLine } from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';
import { loadProductBases, type ProductBase } from '../catalog/index.ts';
import { getStockByVariantIds } from '../stock/index.ts';
import type { LineInput } from './cart-line-changes.ts';
import { type CartRow, loadCartLines } from './cart-view.ts';

const perUnitOf = (base: ProductBase | undefined, unitId: string) =>
  base?.units.find((unit) => unit.unitId === unitId)?.quantityPerUnit ?? 1;

const keyId = (productId: string, variantId: string, unitId: string) =>
  JSON.stringify([productId, variantId, unitId]);

/**
 * A Stock cart's lines cut at the moment they are added (issue 28, ADR 68): each positive line gets at most
 * what stock (on hand and arriving) can deliver of its variant beside the pieces the cart holds (fitStockLine),
 * in request order, so two lines of one variant share what is left. A line that gets nothing is left out (the
 * cart's line stays as it was). Deletions pass as they are. Other order types are not cut: a Preorder is
 * produced to order. `cleared`: the cart's lines are removed first (ImportCart with overrideCart). `indexOf`
 * names a line in the report (its request index, or its sheet row).
 */
export async function fitLinesToStock(
  ctx: Ctx,
  input: {
    cart: CartRow;
    lines: readonly LineInput[];
    replace: boolean;
    cleared: boolean;
    languageCode: LanguageCode;
    indexOf?: (index: number) => number;
  },
): Promise<{ lines: LineInput[]; reduced: ReducedCartLine[] }> {
  const { cart, replace } = input;
  if (cart.orderType !== 'Stock' || !input.lines.some((line) => line.quantity > 0)) {
    return { lines: [...input.lines], reduced: [] };
  }
  const current = input.cleared ? [] : await loadCartLines(ctx.db, cart.id);
  const byLineId = new Map(current.map((line) => [line.id, line]));
  const keyed = input.lines.map((line) => {
    const known = line.lineId ? byLineId.get(line.lineId) : undefined;
    return {
      line,
      productId: known?.productId ?? line.productKey.productId,
      variantId: known?.variantId ?? line.productKey.variantId ?? '',
      unitId: known?.unitId ?? line.productKey.unitOfMeasure,
    };
  });
  const productIds = [...new Set([...current.map((l) => l.productId), ...keyed.map((k) => k.productId)])];
  const [bases, stocks] = await Promise.all([
    loadProductBases(ctx, input.languageCode, productIds),
    getStockByVariantIds(ctx, [...new Set(keyed.map((k) => k.variantId))]),
  ]);
  const deliverable = (productId: string, variantId: string) =>
    (stocks.get(productId) ?? [])
      .filter((row) => row.variantId === variantId && row.volume > 0)
      .reduce((sum, row) => sum + row.volume * perUnitOf(bases.get(productId), row.unitId), 0);

  // Pieces per variant in the cart, and units per line key, as the request goes along.
  const heldPieces = new Map<string, number>();
  const lineUnits = new Map<string, number>();
  for (const line of current) {
    const pieces = line.quantity * perUnitOf(bases.get(line.productId), line.unitId);
    heldPieces.set(line.variantId, (heldPieces.get(line.variantId) ?? 0) + pieces);
    lineUnits.set(keyId(line.productId, line.variantId, line.unitId), line.quantity);
  }

  const lines: LineInput[] = [];
  const reduced: ReducedCartLine[] = [];
  for (const [index, { line, productId, variantId, unitId }] of keyed.entries()) {
    const base = bases.get(productId);
    const perUnit = perUnitOf(base, unitId);
    const id = keyId(productId, variantId, unitId);
    const inLine = lineUnits.get(id) ?? 0;
    const held = heldPieces.get(variantId) ?? 0;
    if (line.quantity <= 0) {
      heldPieces.set(variantId, held - inLine * perUnit);
      lineUnits.set(id, 0);
      lines.push(line);
      continue;
    }
    // Replacing: the line's own pieces make room for its new quantity.
    const others = replace ? held - inLine * perUnit : held;
    const fit = fitStockLine({
      asked: line.quantity,
      perUnit,
      deliverablePieces: deliverable(productId, variantId),
      heldPieces: others,
    });
    if (fit.reducedBy) {
      const variant = base?.variants.find((candidate) => candidate.id === variantId);
      reduced.push({
        index: input.indexOf ? input.indexOf(index) : index,
        productKey: { productId, variantId, unitOfMeasure: unitId },
        name: base?.name ?? productId,
        colorName: (variant && base?.colors[variant.colorCode]?.colorName) ?? '',
        size: variant?.size ?? '',
        requested: line.quantity,
        quantity: fit.quantity,
        reducedBy: fit.reducedBy,
      });
    }
    if (fit.quantity === 0) continue;
    const units = replace ? fit.quantity : inLine + fit.quantity;
    heldPieces.set(variantId, others + fit.quantity * perUnit);
    lineUnits.set(id, units);
    lines.push({ ...line, quantity: fit.quantity });
  }
  return { lines, reduced };
}

import { fitStockLine } from '@shop/commerce';
import type { Product, ReducedCartLine } from '@shop/contracts';
import type { LineChangeInput } from './cart-api.ts';
import type { LocalLine } from './local-carts.ts';

const perUnitOf = (product: Product | undefined, unitId: string) =>
  product?.units.find((unit) => unit.unitId === unitId)?.quantityPerUnit ?? 1;

/**
 * Pieces stock (on hand and arriving, B2B) can deliver of the variant. A visitor's product call carries no
 * volumes, only whether a size can be delivered (`sizeStock`): then a size with nothing is 0 and any other is
 * not cut here (null); the API cuts it to its volume when the basket becomes a server cart at checkout.
 */
function deliverablePieces(product: Product, variantId: string): number | null {
  const volumes = product.stocks.some((row) => row.variantId === variantId);
  if (!volumes) return product.sizeStock?.[variantId] === 'none' ? 0 : null;
  return product.stocks
    .filter((row) => row.variantId === variantId && row.volume > 0)
    .reduce((sum, row) => sum + row.volume * perUnitOf(product, row.unitId), 0);
}

/**
 * A visitor's Stock basket (local storage) cut the way the API cuts a customer's (fit-lines-to-stock.ts,
 * issue 28): each positive change gets at most what stock can deliver beside the pieces the basket holds of the
 * variant; a change that gets nothing is left out. A product the catalogue did not answer is not cut here (the
 * API cuts it when the basket becomes a server cart at checkout).
 */
export function fitLocalChangesToStock(
  lines: readonly LocalLine[],
  changes: readonly LineChangeInput[],
  override: boolean,
  products: Readonly<Record<string, Product>>,
): { changes: LineChangeInput[]; reduced: ReducedCartLine[] } {
  const held = new Map<string, number>();
  const inLine = new Map<string, number>();
  const lineKey = (key: LineChangeInput['productKey']) => `${key.variantId}|${key.unitOfMeasure}`;
  for (const line of lines) {
    const pieces =
      line.quantity * perUnitOf(products[line.productKey.productId], line.productKey.unitOfMeasure);
    const variantId = line.productKey.variantId ?? '';
    held.set(variantId, (held.get(variantId) ?? 0) + pieces);
    inLine.set(lineKey(line.productKey), line.quantity);
  }
  const kept: LineChangeInput[] = [];
  const reduced: ReducedCartLine[] = [];
  for (const [index, change] of changes.entries()) {
    const product = products[change.productKey.productId];
    const variantId = change.productKey.variantId ?? '';
    const variant = product?.variants.find((candidate) => candidate.id === variantId);
    if (change.quantity <= 0 || !product || !variant) {
      kept.push(change);
      continue;
    }
    const perUnit = perUnitOf(product, change.productKey.unitOfMeasure);
    const pieces = deliverablePieces(product, variantId);
    if (pieces === null) {
      kept.push(change);
      continue;
    }
    const own = inLine.get(lineKey(change.productKey)) ?? 0;
    const others = (held.get(variantId) ?? 0) - (override ? own * perUnit : 0);
    const fit = fitStockLine({
      asked: change.quantity,
      perUnit,
      deliverablePieces: pieces,
      heldPieces: others,
    });
    if (fit.reducedBy) {
      reduced.push({
        index,
        productKey: { ...change.productKey, variantId },
        name: product.name,
        colorName: product.colors[variant.colorCode]?.colorName ?? variant.colorCode,
        size: variant.size,
        requested: change.quantity,
        quantity: fit.quantity,
        reducedBy: fit.reducedBy,
      });
    }
    if (fit.quantity === 0) continue;
    held.set(variantId, others + fit.quantity * perUnit);
    inLine.set(lineKey(change.productKey), override ? fit.quantity : own + fit.quantity);
    kept.push({ ...change, quantity: fit.quantity });
  }
  return { changes: kept, reduced };
}

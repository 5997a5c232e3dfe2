import type { CheckoutOrderType, LanguageCode, ProposalDraftCart, ProposalDraftLine } from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';
import { draftCartLines } from '../cart/index.ts';
import { loadProductBases } from '../catalog/index.ts';

/**
 * The draft's carts and their lines (ADR 47): the open carts whose draft_id is the draft's, one per order type.
 * Lines are described in `languageCode` from the catalogue; a product no longer in it keeps its ids as names.
 */
export async function draftCarts(
  ctx: Ctx,
  draftIds: readonly string[],
  languageCode: LanguageCode,
): Promise<Map<string, ProposalDraftCart[]>> {
  const byDraft = new Map<string, ProposalDraftCart[]>();
  if (draftIds.length === 0) return byDraft;
  const rows = await draftCartLines(ctx, draftIds);
  const productIds = [...new Set(rows.flatMap((row) => (row.productId ? [row.productId] : [])))];
  const bases = await loadProductBases(ctx, languageCode, productIds);
  const cartsById = new Map<string, ProposalDraftCart>();
  for (const row of rows) {
    if (!row.draftId) continue;
    let cart = cartsById.get(row.cartId);
    if (!cart) {
      cart = {
        id: row.cartId,
        orderType: row.orderType as CheckoutOrderType,
        lineCount: 0,
        quantity: 0,
        extraInfo: { draftId: row.draftId },
        lines: [],
      };
      cartsById.set(row.cartId, cart);
      byDraft.set(row.draftId, [...(byDraft.get(row.draftId) ?? []), cart]);
    }
    if (!row.productId || !row.variantId || !row.unitId || row.type !== 'product' || row.quantity === null)
      continue;
    const base = bases.get(row.productId);
    const variant = base?.variants.find((candidate) => candidate.id === row.variantId);
    const color = variant ? base?.colors[variant.colorCode] : undefined;
    const line: ProposalDraftLine = {
      productId: row.productId,
      variantId: row.variantId,
      unitId: row.unitId,
      productNumber: base?.number ?? row.productId,
      name: base?.name ?? row.productId,
      colorCode: variant?.colorCode ?? '',
      colorName: color?.colorName ?? variant?.colorCode ?? '',
      size: variant?.size ?? '',
      quantity: row.quantity,
    };
    cart.lines.push(line);
    cart.lineCount++;
    cart.quantity += line.quantity;
  }
  return byDraft;
}

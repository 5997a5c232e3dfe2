import type { CartValidationChange, ReducedCartLine } from '@shop/contracts';
import type { TranslateFunction } from '../../lib/i18n/translate.ts';
import { lineName } from '../../lib/quantity-input.ts';

/**
 * A basket line stock changed between basket and order (issue 28): from the cart validation (spec §5) or from
 * the cut a Stock cart makes as a guest's basket becomes a server cart. Checkout names each in words.
 */
export type ChangedLine = {
  name: string;
  colorName: string;
  size: string;
  from: number;
  to: number;
  reason: CartValidationChange['reason'];
};

export const validationChangeLine = (change: CartValidationChange): ChangedLine => ({
  name: change.name ?? change.productKey.productId,
  colorName: change.colorName ?? '',
  size: change.size ?? change.productKey.variantId ?? '',
  from: change.from,
  to: change.to,
  reason: change.reason,
});

export const reducedChangeLine = (line: ReducedCartLine): ChangedLine => ({
  name: line.name,
  colorName: line.colorName,
  size: line.size,
  from: line.requested,
  to: line.quantity,
  reason: 'delivery',
});

/** "Tee, Black, M: 8 → 6 – stock can deliver no more." / "…: removed – out of stock." */
export function changedLineText(t: TranslateFunction, line: ChangedLine): string {
  const params = { line: lineName(t, line), from: line.from, to: line.to };
  if (line.to > 0) return t('checkout.change.cut', params);
  return t(`checkout.change.removed-${line.reason}`, params);
}

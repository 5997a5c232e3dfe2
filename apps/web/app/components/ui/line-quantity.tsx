import { useTranslateCount } from '../../lib/i18n/use-translate-count.ts';

/**
 * A line's quantity in its own unit, and for a pack what it holds: "2 = 10 pcs" for 2 × 'Pack of 5' (the unit's
 * name stands beside it), "1" for a piece. The same words as on the PDF documents (ADR 69).
 */
export function LineQuantity({ quantity, quantityPerUnit }: { quantity: number; quantityPerUnit: number }) {
  const tc = useTranslateCount();
  if (quantityPerUnit <= 1) return <>{quantity}</>;
  return <>{tc('cart.quantity-in-pieces', quantity * quantityPerUnit, { quantity })}</>;
}

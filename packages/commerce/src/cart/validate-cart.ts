/**
 * Spec §5 'validation after calculation': the cart is corrected to what can actually be delivered and ordered,
 * the caller shows 'Your basket has been changed by the cart validation' when anything changed and recalculates.
 */

/** Spec §9: the single unit of measure (one piece); stock is counted in it. */
export const singleUnitCode = 'CU';

export type ValidationLine = {
  lineId: string;
  quantity: number;
  unitId: string;
  /**
   * The units the line's product is sold in (`CU` and its packs). Spec §5 removes lines in another unit than
   * `CU`; the shop sells packs (a unit the product offers), so only a unit the product does not offer (any
   * more) is removed (ADR 69).
   */
  soldUnits: readonly string[];
  /** In the line's unit: a pack line's deliveries count packs (stock is shared out in pieces first). */
  deliveries: { date: string | null; quantity: number }[];
};

export type CartChange = {
  lineId: string;
  kind: 'cut' | 'removed';
  from: number;
  /** The new quantity; 0 for a removed line. */
  to: number;
  reason: 'delivery' | 'quantity' | 'unit';
};

/**
 * The changes the validation makes, in line order; empty when the cart is fine. Scope: the API applies this to
 * Stock carts only (spec §5 'for Stock lines'). A line with quantity ≤ 0 is removed (reason 'quantity'), a line
 * in a unit its product is not sold in is removed (reason 'unit'; a pack the product offers stays, ADR 69); for
 * the order type 'Stock', a line whose deliveries sum above zero and whose quantity exceeds that sum is cut to
 * the sum (reason 'delivery'); a Stock line whose deliveries sum to zero is removed (reason 'delivery'): the API
 * makes deliveries from the stock rows, so no delivery is nothing deliverable, and the order would fail for
 * want of stock (issue 28).
 * Fractional quantities or negative delivery quantities are data errors and throw a RangeError.
 */
export function validateCalculatedCart(orderType: string, lines: readonly ValidationLine[]): CartChange[] {
  const changes: CartChange[] = [];
  for (const line of lines) {
    const change = validateLine(orderType, line);
    if (change !== null) changes.push(change);
  }
  return changes;
}

function validateLine(orderType: string, line: ValidationLine): CartChange | null {
  const { lineId, quantity } = line;
  if (!Number.isSafeInteger(quantity)) {
    throw new RangeError(`Line ${lineId}: quantity must be an integer, got ${quantity}`);
  }
  const deliverable = deliverySum(line);
  if (quantity <= 0) return { lineId, kind: 'removed', from: quantity, to: 0, reason: 'quantity' };
  if (!line.soldUnits.includes(line.unitId))
    return { lineId, kind: 'removed', from: quantity, to: 0, reason: 'unit' };
  if (orderType === 'Stock' && deliverable > 0 && quantity > deliverable) {
    return { lineId, kind: 'cut', from: quantity, to: deliverable, reason: 'delivery' };
  }
  // Issue 28: a Stock line that nothing can deliver (stock sold meanwhile) is removed here, so checkout names it
  // and goes on with the rest, instead of the order failing at the last step for want of stock.
  if (orderType === 'Stock' && deliverable === 0) {
    return { lineId, kind: 'removed', from: quantity, to: 0, reason: 'delivery' };
  }
  return null;
}

function deliverySum(line: ValidationLine): number {
  let total = 0;
  for (const delivery of line.deliveries) {
    if (!Number.isSafeInteger(delivery.quantity) || delivery.quantity < 0) {
      throw new RangeError(
        `Line ${line.lineId}: delivery quantity must be a non-negative integer, got ${delivery.quantity}`,
      );
    }
    total += delivery.quantity;
  }
  return total;
}

/** The lines after the changes: cut quantities applied, removed lines dropped. */
export function applyCartChanges<T extends { lineId: string; quantity: number }>(
  lines: readonly T[],
  changes: readonly CartChange[],
): T[] {
  const byLine = new Map(changes.map((change) => [change.lineId, change]));
  const result: T[] = [];
  for (const line of lines) {
    const change = byLine.get(line.lineId);
    if (change === undefined) result.push(line);
    else if (change.kind === 'cut') result.push({ ...line, quantity: change.to });
  }
  return result;
}

import type { CurrencyCode, GetPricesResponse, QuickOrderResponse } from '@shop/contracts';
import type { LineName, SavedLine, SentChange } from './trade-show-types.ts';

/**
 * What the shop did differently from what the dealer saved on the device (ADR 91), read from the answers of the
 * calls that sent the lines: pure, so the rules are tested without a browser.
 */

export const lineNameOf = (line: SavedLine): LineName => ({
  name: line.productName,
  color: line.colorName,
  size: line.size,
});

/**
 * The changes of one send of one style (Cart/AddGridLines): row n of the answer is `lines[n - 1]`. A line added
 * with less than asked (stock, or the line's limit), a line refused (with the shop's reason) and a line that went
 * into the other basket are listed; a line added whole into its basket is not.
 */
export function changesOfSend(lines: readonly SavedLine[], answer: QuickOrderResponse): SentChange[] {
  const changes: SentChange[] = [];
  lines.forEach((line, index) => {
    const row = index + 1;
    const name = lineNameOf(line);
    const added = answer.added.find((candidate) => candidate.lineNo === row);
    if (!added) {
      const refusal = answer.rowErrors.find((error) => error.row === row);
      if (refusal) changes.push({ kind: 'refused', line: name, problem: refusal.problem });
      return;
    }
    if (added.quantity < line.quantity) {
      const kind = added.reducedBy === 'quantity-limit' ? 'limit' : 'stock';
      changes.push({ kind, line: name, asked: line.quantity, added: added.quantity });
    }
    if (added.orderType !== line.orderType) {
      changes.push({ kind: 'basket', line: name, basket: added.orderType, expected: line.orderType });
    }
  });
  return changes;
}

/** The key a price is kept under: product, the colour's first variant, unit. */
export const priceKeyOf = (productId: string, variantId: string | null, unitId: string) =>
  `${productId}|${variantId ?? ''}|${unitId}`;

/** Today's prices by key, from GetPricesByCustomer's answers. */
export function pricesByKey(
  answers: readonly GetPricesResponse[],
): Map<string, { price: number; currencyCode: CurrencyCode }> {
  const prices = new Map<string, { price: number; currencyCode: CurrencyCode }>();
  for (const answer of answers) {
    for (const entry of answer.prices) {
      const key = priceKeyOf(
        entry.productKey.productId,
        entry.productKey.variantId ?? null,
        entry.productKey.unitOfMeasure,
      );
      prices.set(key, { price: entry.price.netUnitPrice, currencyCode: entry.currencyCode });
    }
  }
  return prices;
}

/**
 * Lines whose price changed since they were saved: a new net price (or a new currency), or none any more. Lines
 * saved without a price are not compared. Each line is compared once, in the order given.
 */
export function priceChanges(
  lines: readonly SavedLine[],
  today: ReadonlyMap<string, { price: number; currencyCode: CurrencyCode }>,
): SentChange[] {
  return lines.flatMap((line): SentChange[] => {
    if (line.price === null || line.currencyCode === null) return [];
    const now = today.get(priceKeyOf(line.productId, line.priceVariantId, line.unitId));
    const base = { line: lineNameOf(line), before: line.price };
    if (!now) return [{ kind: 'no-price', ...base, currencyCode: line.currencyCode }];
    if (now.price === line.price && now.currencyCode === line.currencyCode) return [];
    return [{ kind: 'price', ...base, now: now.price, currencyCode: now.currencyCode }];
  });
}

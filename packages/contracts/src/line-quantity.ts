import { z } from 'zod';
import { maxLineQuantity } from './cart-constants.ts';

/**
 * The one rule for a quantity a person asks for (issue 28, docs/decisions/0068): a whole number from 1 to
 * `maxLineQuantity` per line. Anything else (2.5, "1e3" as text, 99999999999999999999, -1, text) is refused
 * with a message naming the field, never rounded or clamped. `removable`: 0 is also taken, as the removal of
 * the line (AddOrUpdateLines' spec §4 rule; a proposal line left out).
 */
export function lineQuantityMessage(field: string, removable = false): string {
  const range = `a whole number from 1 to ${maxLineQuantity}`;
  return removable ? `${field} must be ${range}, or 0 to remove it` : `${field} must be ${range}`;
}

export function lineQuantity(field = 'quantity', { removable = false }: { removable?: boolean } = {}) {
  const message = lineQuantityMessage(field, removable);
  return z
    .number({ error: message })
    .int(message)
    .min(removable ? 0 : 1, message)
    .max(maxLineQuantity, message);
}

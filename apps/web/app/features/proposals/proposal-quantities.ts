import type { ProposalQuantity } from '@shop/contracts';
import { maxLineQuantity } from '@shop/contracts/cart-constants';
import { readQuantity } from '../../lib/quantity-input.ts';

/** The largest quantity a line's field takes (the contract's bound). */
export const largestProposalQuantity = maxLineQuantity;

/**
 * The quantity fields (`quantity-<lineNo>`) as the API takes them, by the one quantity rule (issue 28): a field
 * left empty or not a whole number from 0 (0 leaves the line out) is refused (null answer), so nothing the dealer
 * did not mean is added.
 */
export function quantitiesOf(form: FormData): ProposalQuantity[] | null {
  const quantities: ProposalQuantity[] = [];
  for (const [name, raw] of form.entries()) {
    const match = /^quantity-(\d{1,6})$/.exec(name);
    if (!match || typeof raw !== 'string') continue;
    const typed = readQuantity(raw, true);
    if (!typed.ok) return null;
    quantities.push({ lineNo: Number(match[1]), quantity: typed.quantity });
  }
  return quantities.length > 1000 ? null : quantities;
}

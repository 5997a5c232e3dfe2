import type { ProposalQuantity } from '@shop/contracts';

/** The largest quantity a line's field takes (the contract's bound). */
export const largestProposalQuantity = 100_000;

/**
 * The quantity fields (`quantity-<lineNo>`) as the API takes them: a field left empty or not a whole number from
 * 0 is refused by name (null answer), so nothing the dealer did not mean is added.
 */
export function quantitiesOf(form: FormData): ProposalQuantity[] | null {
  const quantities: ProposalQuantity[] = [];
  for (const [name, raw] of form.entries()) {
    const match = /^quantity-(\d{1,6})$/.exec(name);
    if (!match || typeof raw !== 'string') continue;
    const text = raw.trim();
    if (!/^\d{1,6}$/.test(text)) return null;
    const quantity = Number(text);
    if (quantity > largestProposalQuantity) return null;
    quantities.push({ lineNo: Number(match[1]), quantity });
  }
  return quantities.length > 1000 ? null : quantities;
}

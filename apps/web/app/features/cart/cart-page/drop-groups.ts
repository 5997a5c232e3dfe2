import type { CartLine } from '@shop/contracts';

type Drop = NonNullable<NonNullable<CartLine['product']>['deliveryDrop']>;

/** The Preorder lines of one delivery drop and what they come to (net, without and with VAT). */
export type DropGroup = {
  /** null: lines whose colour names no drop (delivered as their deliveries say). */
  drop: Drop | null;
  lines: CartLine[];
  /** Null while a line of the group has no calculated price yet. */
  subtotal: { priceWithoutVat: number; priceWithVat: number } | null;
};

/**
 * A Preorder basket's product lines grouped by delivery drop (ADR 59): earliest drop first, then by name;
 * lines without a drop last; within a group the basket's order. The subtotal is the sum of the lines' net
 * line prices, so the groups add up to the basket's lines exactly.
 */
export function dropGroups(lines: readonly CartLine[]): DropGroup[] {
  const groups = new Map<string, DropGroup>();
  for (const line of lines) {
    if (line.type !== 'product') continue;
    const drop = line.product?.deliveryDrop ?? null;
    const id = drop ? `${drop.availableDate}|${drop.code}` : '';
    let group = groups.get(id);
    if (!group) {
      group = { drop, lines: [], subtotal: { priceWithoutVat: 0, priceWithVat: 0 } };
      groups.set(id, group);
    }
    group.lines.push(line);
    group.subtotal =
      group.subtotal && line.netLinePrice
        ? {
            priceWithoutVat: group.subtotal.priceWithoutVat + line.netLinePrice.priceWithoutVat,
            priceWithVat: group.subtotal.priceWithVat + line.netLinePrice.priceWithVat,
          }
        : null;
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)))
    .map(([, group]) => group);
}

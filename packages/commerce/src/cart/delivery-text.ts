import type { UnitDelivery } from './piece-deliveries.ts';

/** The words a delivery is told in: goods on hand, a calendar day, and one part of several. */
export type DeliveryWords = {
  /** Goods on hand, delivered at once ('Immediately'). */
  now: string;
  /** A calendar day (`YYYY-MM-DD`) as the language writes it ('4 Dec 2026', '4. dec. 2026'). */
  day: (date: string) => string;
  /** One part of a line delivered in several: 'Immediately (3)', '4 Dec 2026 (2)'. */
  part: (when: string, quantity: number) => string;
};

/**
 * When an order line is expected to be delivered, as its confirmation, the customer center and the back office
 * show it: one day for a line delivered at once ('15 Jan 2027': a Preorder line on its drop's date), else each
 * part in order, goods on hand first ('Immediately (3), 4 Dec 2026 (2)'). Parts of the same day are one. Null
 * for a line with no deliveries (a Preorder colour without a drop).
 */
export function deliveryText(deliveries: readonly UnitDelivery[], words: DeliveryWords): string | null {
  const byDay = new Map<string | null, number>();
  for (const delivery of deliveries) {
    if (delivery.quantity > 0) byDay.set(delivery.date, (byDay.get(delivery.date) ?? 0) + delivery.quantity);
  }
  const parts = [...byDay.entries()].toSorted(([a], [b]) =>
    a === b ? 0 : a === null ? -1 : b === null ? 1 : a.localeCompare(b),
  );
  const when = (date: string | null) => (date === null ? words.now : words.day(date));
  if (parts.length === 0) return null;
  if (parts.length === 1) return when((parts[0] as [string | null, number])[0]);
  return parts.map(([date, quantity]) => words.part(when(date), quantity)).join(', ');
}

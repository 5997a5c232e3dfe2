/** Where a product goes: the top, one place up or down, or a given index (a drop). */
export type Move = 'top' | 'up' | 'down' | { to: number };

/**
 * The list with the item at `from` moved (a new array; the same one when nothing moves). Indexes outside
 * the list are clamped, so a move past either end stays at that end.
 */
export function moveItem<T>(items: readonly T[], from: number, move: Move): readonly T[] {
  if (from < 0 || from >= items.length) return items;
  const target = move === 'top' ? 0 : move === 'up' ? from - 1 : move === 'down' ? from + 1 : move.to;
  const to = Math.min(Math.max(target, 0), items.length - 1);
  if (to === from) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

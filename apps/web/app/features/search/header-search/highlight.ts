/** Spec §9: the keyboard cycle length. */
export const highlightCycleLength = 5;

/**
 * Spec §4: arrow down and up move the highlight cyclically within the first 5 entries (fewer when there
 * are fewer). -1 means nothing is highlighted: down starts at the first entry, up at the last of the cycle.
 */
export function nextHighlight(
  current: number,
  key: 'ArrowDown' | 'ArrowUp',
  available: number,
  cycle = highlightCycleLength,
): number {
  const length = Math.min(cycle, available);
  if (length <= 0) return -1;
  if (current < 0 || current >= length) return key === 'ArrowDown' ? 0 : length - 1;
  return key === 'ArrowDown' ? (current + 1) % length : (current - 1 + length) % length;
}

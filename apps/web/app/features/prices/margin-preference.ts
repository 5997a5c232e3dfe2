/**
 * ADR 59: a dealer sees the RRP and margin beside their net prices unless they switched them off (to show the
 * screen to a shop visitor). The choice is remembered per user on this browser; only "off" is stored.
 */
export function marginStorageKey(userId: string): string {
  return `_hideMargin:${userId}`;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readMarginPreference(storage: StorageLike | null, userId: string | null): boolean {
  if (userId === null) return false;
  try {
    return storage?.getItem(marginStorageKey(userId)) !== 'true';
  } catch {
    return true;
  }
}

export function writeMarginPreference(storage: StorageLike | null, userId: string | null, show: boolean) {
  if (userId === null) return;
  try {
    if (show) storage?.removeItem(marginStorageKey(userId));
    else storage?.setItem(marginStorageKey(userId), 'true');
  } catch {
    // Storage can be disabled (private mode, quota); the switch still works for this page.
  }
}

/** Spec §1: prices show without VAT by default; the choice is remembered per user on this browser. */
export const anonymousVatOwner = 'anonymous';

export function vatStorageKey(userId: string | null): string {
  return `_pricesWithVat:${userId ?? anonymousVatOwner}`;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readVatPreference(storage: StorageLike | null, userId: string | null): boolean {
  try {
    return storage?.getItem(vatStorageKey(userId)) === 'true';
  } catch {
    return false;
  }
}

export function writeVatPreference(storage: StorageLike | null, userId: string | null, withVat: boolean) {
  try {
    // Without VAT is the default, so only the exception is stored.
    if (withVat) storage?.setItem(vatStorageKey(userId), 'true');
    else storage?.removeItem(vatStorageKey(userId));
  } catch {
    // Storage can be disabled (private mode, quota); the toggle still works for this page.
  }
}

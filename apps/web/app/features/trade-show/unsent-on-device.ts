/**
 * How many trade-show lines wait on this device, unsent, for any customer (ADR 91). The lines live in IndexedDB,
 * which answers only asynchronously; the count is mirrored in localStorage so the header's logout, which clears
 * the device (`Clear-Site-Data`, routes/logout.ts), can ask before a form posts. Kept out of the trade-show page's
 * modules: every page's header reads it.
 */
const key = 'nordlys-trade-show-unsent';

export function rememberUnsent(count: number) {
  try {
    if (count > 0) window.localStorage.setItem(key, String(count));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, quota): the logout then does not ask.
  }
}

export function unsentOnDevice(): number {
  try {
    const count = Number(window.localStorage.getItem(key));
    return Number.isInteger(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

import { type ProductKeyParts, productKey } from '@shop/commerce';
import type { CartOrderType } from '@shop/contracts';
import { cartOrderTypes, maxCartLines, maxLineQuantity } from '@shop/contracts/cart-constants';
import { ApiError } from '../../lib/api-error.ts';

/** Spec §1: an anonymous visitor's cart lives in local storage under this key, one cart per order type. */
export const localCartsKey = '_carts';

export type LocalLine = { productKey: ProductKeyParts; quantity: number };
export type LocalCarts = Partial<Record<CartOrderType, LocalLine[]>>;

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

function toLine(value: unknown): LocalLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const { productKey: key, quantity } = value as { productKey?: unknown; quantity?: unknown };
  if (typeof key !== 'object' || key === null) return null;
  const { productId, variantId, unitOfMeasure } = key as Record<string, unknown>;
  if (!isText(productId, 100) || !isText(unitOfMeasure, 20)) return null;
  if (variantId !== null && !isText(variantId, 150)) return null;
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity <= 0) return null;
  return {
    productKey: { productId, variantId: (variantId as string | null) ?? null, unitOfMeasure },
    quantity: Math.min(quantity, maxLineQuantity),
  };
}

/**
 * The stored carts. The browser's storage is the visitor's to edit, so whatever does not look like a line
 * (another app's data, a hand-edited value, an older format) is dropped instead of breaking the shop.
 */
export function readLocalCarts(storage: StorageLike | null): LocalCarts {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(localCartsKey) ?? 'null');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const carts: LocalCarts = {};
  for (const orderType of cartOrderTypes) {
    const lines = (parsed as Record<string, unknown>)[orderType];
    if (!Array.isArray(lines)) continue;
    const valid = lines.flatMap((line) => toLine(line) ?? []).slice(0, maxCartLines);
    if (valid.length > 0) carts[orderType] = valid;
  }
  return carts;
}

export function writeLocalCarts(storage: StorageLike | null, carts: LocalCarts): void {
  try {
    const kept = Object.entries(carts).filter(([, lines]) => lines && lines.length > 0);
    if (kept.length === 0) storage?.removeItem(localCartsKey);
    else storage?.setItem(localCartsKey, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage can be full or disabled (private mode); the cart still works until the page is left.
  }
}

export const sameKey = (a: ProductKeyParts, b: ProductKeyParts) => productKey(a) === productKey(b);

/**
 * A line change on a local cart, with the server's rules (spec §4): `override` replaces the quantity,
 * otherwise it is added; a result ≤ 0 deletes the line. A line past the line bound is refused as the server
 * refuses it.
 */
export function changeLocalLine(
  carts: LocalCarts,
  orderType: CartOrderType,
  key: ProductKeyParts,
  quantity: number,
  override: boolean,
): LocalCarts {
  const lines = carts[orderType] ?? [];
  const existing = lines.find((line) => sameKey(line.productKey, key));
  const next = override || !existing ? quantity : existing.quantity + quantity;
  // Refused like the server refuses it (cart-line-quantity), never quietly capped (issue 28).
  if (next > maxLineQuantity) {
    throw new ApiError(400, {
      message: `The quantity would be ${next}; at most ${maxLineQuantity}`,
      errorCode: 'cart-line-quantity',
      type: 'ValidationException',
    });
  }
  const others = lines.filter((line) => line !== existing);
  if (next <= 0) return { ...carts, [orderType]: others };
  if (!existing && lines.length >= maxCartLines) {
    throw new ApiError(400, {
      message: `A basket holds at most ${maxCartLines} lines`,
      errorCode: 'cart-full',
      type: 'ValidationException',
    });
  }
  const changed: LocalLine = { productKey: { ...key, variantId: key.variantId ?? null }, quantity: next };
  // A changed line keeps its place; a new one goes last, as on the server.
  const updated = existing ? lines.map((line) => (line === existing ? changed : line)) : [...others, changed];
  return { ...carts, [orderType]: updated };
}

export function hasLocalLines(carts: LocalCarts): boolean {
  return Object.values(carts).some((lines) => (lines?.length ?? 0) > 0);
}

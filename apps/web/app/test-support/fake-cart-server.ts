import { emptyCartSummary, productKey } from '@shop/commerce';
import {
  type CalculateCartResponse,
  type Cart,
  type CartLine,
  type CartOrderType,
  type CartValidationChange,
  danishVatBeforeTaxRules,
} from '@shop/contracts';
import type { CartBackend } from '../features/cart/cart-backend.ts';
import { localCart } from '../features/cart/unpriced-local-cart.ts';
import { ApiError } from '../lib/api-error.ts';

type Call = { name: string; orderType: CartOrderType; release: () => void; released: boolean };

/**
 * An in-memory stand-in for the cart API with the server's rules (one cart per order type, versions that
 * grow with every change, quantity ≤ 0 deletes). Tests hold calls to decide the order answers arrive in.
 * Test support only: imported by *.test.ts files.
 */
export function fakeCartServer() {
  const carts = new Map<CartOrderType, Cart>();
  const calls: Call[] = [];
  const failures: Array<{ name: string; error: unknown }> = [];
  let holding = false;
  let validationChanges: CartValidationChange[] = [];
  let nextLine = 1;

  async function gate(name: string, orderType: CartOrderType) {
    const failure = failures.findIndex((candidate) => candidate.name === name);
    let release = () => {};
    const released = holding
      ? new Promise<void>((resolve) => {
          release = resolve;
        })
      : Promise.resolve();
    const call: Call = { name, orderType, released: !holding, release: () => {} };
    call.release = () => {
      call.released = true;
      release();
    };
    calls.push(call);
    await released;
    if (failure >= 0) throw failures.splice(failure, 1)[0]?.error;
  }

  const save = (cart: Cart, lines: CartLine[]): Cart => {
    const next = { ...cart, lines, calculation: null, version: cart.version + 1 };
    carts.set(cart.orderType, next);
    return next;
  };

  const backend: CartBackend = {
    kind: 'server',
    async load() {
      await gate('load', 'Stock');
      return [...carts.values()];
    },
    async createCart(orderType) {
      await gate('create', orderType);
      const cart = carts.get(orderType) ?? {
        ...localCart(orderType, [], 'DKK', 1),
        cartId: `cart-${orderType}`,
      };
      carts.set(orderType, cart);
      return cart;
    },
    async changeLines(cart, changes, override) {
      await gate('change', cart.orderType);
      let lines = [...(carts.get(cart.orderType) ?? cart).lines];
      for (const change of changes) {
        const existing = lines.find(
          (line) =>
            line.id === change.lineId || productKey(line.productKey) === productKey(change.productKey),
        );
        const quantity = override || !existing ? change.quantity : existing.quantity + change.quantity;
        if (existing) lines = lines.filter((line) => line !== existing);
        if (quantity > 0) {
          const line = existing ?? {
            ...localCart(cart.orderType, [{ productKey: change.productKey, quantity }], 'DKK', 1).lines[0],
            id: `line-${nextLine++}`,
          };
          lines.push({ ...(line as CartLine), quantity });
        }
      }
      return { cart: save(carts.get(cart.orderType) ?? cart, lines), reduced: [] };
    },
    async deleteLines(cart, lineIds) {
      await gate('delete', cart.orderType);
      const current = carts.get(cart.orderType) ?? cart;
      return save(
        current,
        current.lines.filter((line) => !lineIds.includes(line.id)),
      );
    },
    async calculate(cart): Promise<CalculateCartResponse> {
      await gate('calculate', cart.orderType);
      const current = carts.get(cart.orderType) ?? cart;
      const calculated = {
        ...current,
        calculation: {
          discount: 0,
          totalPrice: { priceWithVat: 0, priceWithoutVat: 0 },
          totalNetPrice: { priceWithVat: 0, priceWithoutVat: 0 },
          shippingFee: { priceWithVat: 0, priceWithoutVat: 0 },
          vat: 0,
          summary: emptyCartSummary(),
          tax: danishVatBeforeTaxRules,
          minimum: null,
          calculatedAt: '2026-01-01T00:00:00.000Z',
        },
      };
      carts.set(cart.orderType, calculated);
      const changes = validationChanges;
      validationChanges = [];
      return { cart: calculated, usingFallbackStrategy: false, validationChanges: changes };
    },
  };

  return {
    backend,
    carts,
    calls,
    /** Calls from now on wait until released (in any order the test chooses). */
    hold() {
      holding = true;
    },
    /** Let the oldest held call of that name (and order type) answer. */
    release(name: string, orderType?: CartOrderType) {
      const call = calls.find(
        (candidate) =>
          !candidate.released && candidate.name === name && (!orderType || candidate.orderType === orderType),
      );
      if (!call) throw new Error(`No held ${name} call${orderType ? ` for ${orderType}` : ''}`);
      call.release();
    },
    /** The next call of that name fails with the error (after it was released). */
    failNext(name: string, error: unknown) {
      failures.push({ name, error });
    },
    /** The next calculation reports these validation changes (spec §5). */
    changeOnNextCalculation(changes: CartValidationChange[]) {
      validationChanges = changes;
    },
  };
}

export const apiFailure = (status: number, type: string, message = `${type} happened`) =>
  new ApiError(status, { message, errorCode: type, type });

import type {
  Cart,
  CartOrderType,
  CartValidationChange,
  ChangeLinesResponse,
  ProductKey,
} from '@shop/contracts';
import { createCallLanes, type LaneOutcome } from './call-lanes.ts';
import { ImportRejectedError } from './cart-api.ts';
import type { CartBackend } from './cart-backend.ts';
import { type CartErrorReaction, type CartOperation, cartErrorReaction } from './cart-error-reaction.ts';
import {
  type CartEntry,
  type CartMode,
  type CartState,
  needsCalculation,
  productLines,
} from './cart-state.ts';
import type { LocalCarts } from './local-carts.ts';

/** What the page must tell the visitor; the store does not know texts or toasts. */
export type CartProblem =
  | {
      kind: 'error';
      orderType: CartOrderType | null;
      reaction: Exclude<CartErrorReaction, { kind: 'reload' | 'silent' }>;
    }
  | { kind: 'validation-changed'; orderType: CartOrderType; changes: CartValidationChange[] };

export type CartStoreOptions = {
  mode: CartMode;
  backend: CartBackend | null;
  /** An anonymous cart to move into the server carts once (after login); lines stay until they arrived. */
  mergeSource?: { read(): LocalCarts; clear(orderType: CartOrderType): void } | null;
  onProblem: (problem: CartProblem) => void;
  /** Spec §8: the cart on screen is not the one to change (someone else's, already ordered) → reload. */
  reload: () => void;
};

/** Creating the cart failed: spec §8 ignores that silently (the add itself still reports failure). */
class CartCreationFailed extends Error {
  constructor(readonly failure: unknown) {
    super(failure instanceof Error ? failure.message : String(failure));
  }
}

/**
 * The browser's carts, one per order type, as an external store for useSyncExternalStore. Every call goes
 * through its order type's lane (call-lanes.ts): calls run in order and only the answer of the newest call
 * reaches the screen; an older answer is kept only when its cart version is newer than what is known.
 */
export function createCartStore(options: CartStoreOptions) {
  const { backend } = options;
  const lanes = createCallLanes();
  const listeners = new Set<() => void>();
  /** The newest cart seen per order type (by version), shown or not yet shown. */
  const known = new Map<CartOrderType, Cart>();
  const queuedCalculations = new Set<CartOrderType>();
  const runningCalculations = new Map<CartOrderType, number>();
  let state: CartState = { mode: options.mode, loaded: options.mode === 'none', entries: {} };
  let disposed = false;

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const entryOf = (orderType: CartOrderType): CartEntry =>
    state.entries[orderType] ?? {
      orderType,
      cart: null,
      busy: false,
      calculating: false,
      calculationError: null,
      usingFallbackStrategy: false,
    };
  function update(orderType: CartOrderType, change: Partial<CartEntry>) {
    if (disposed) return;
    const next = { ...entryOf(orderType), ...change };
    next.busy = lanes.pending(orderType) > 0;
    next.calculating = (runningCalculations.get(orderType) ?? 0) > 0;
    state = { ...state, entries: { ...state.entries, [orderType]: next } };
    emit();
  }

  function remember(orderType: CartOrderType, cart: Cart) {
    const current = known.get(orderType);
    if (!current || current.cartId !== cart.cartId || cart.version >= current.version) {
      known.set(orderType, cart);
    }
  }

  function report(orderType: CartOrderType | null, error: unknown, operation: CartOperation) {
    // The import dialog lists the refused rows itself.
    if (error instanceof ImportRejectedError) return { kind: 'silent' } as const;
    const reaction =
      error instanceof CartCreationFailed
        ? cartErrorReaction(error.failure, 'create')
        : cartErrorReaction(error, operation);
    if (reaction.kind === 'reload') options.reload();
    else if (reaction.kind !== 'silent') options.onProblem({ kind: 'error', orderType, reaction });
    return reaction;
  }

  function requireBackend(): CartBackend {
    if (!backend) throw new Error('This user has no cart');
    return backend;
  }

  /** Show what the lane has come to once its newest call ended (an older answer only waits in `known`). */
  function settle(orderType: CartOrderType, outcome: LaneOutcome<unknown>, change: Partial<CartEntry>) {
    update(orderType, outcome.latest ? { cart: known.get(orderType) ?? null, ...change } : {});
  }

  async function write(orderType: CartOrderType, change: (cart: Cart) => Promise<Cart>): Promise<Cart> {
    const cartBackend = requireBackend();
    const running = lanes.run(orderType, async () => {
      let cart = known.get(orderType);
      if (!cart) {
        try {
          cart = await cartBackend.createCart(orderType);
        } catch (error) {
          throw new CartCreationFailed(error);
        }
        remember(orderType, cart);
      }
      return change(cart);
    });
    update(orderType, {});
    const outcome = await running;
    if (outcome.ok) remember(orderType, outcome.value);
    // A changed cart is a new cart to calculate: the error of the previous calculation no longer applies.
    settle(orderType, outcome, outcome.ok ? { calculationError: null } : {});
    if (!outcome.ok) {
      report(orderType, outcome.error, 'write');
      throw outcome.error;
    }
    return outcome.value;
  }

  async function calculate(orderType: CartOrderType): Promise<void> {
    const cartBackend = requireBackend();
    // One queued calculation answers everybody who asked while it waited.
    if (queuedCalculations.has(orderType) || productLines(known.get(orderType) ?? null).length === 0) return;
    queuedCalculations.add(orderType);
    runningCalculations.set(orderType, (runningCalculations.get(orderType) ?? 0) + 1);
    const running = lanes.run(orderType, async () => {
      queuedCalculations.delete(orderType);
      const cart = known.get(orderType);
      if (!cart) throw new Error(`No ${orderType} cart to calculate`);
      return cartBackend.calculate(cart);
    });
    update(orderType, {});
    const outcome = await running;
    runningCalculations.set(orderType, (runningCalculations.get(orderType) ?? 1) - 1);
    if (outcome.ok) {
      remember(orderType, outcome.value.cart);
      settle(orderType, outcome, {
        calculationError: null,
        usingFallbackStrategy: outcome.value.usingFallbackStrategy,
      });
      const changes = outcome.value.validationChanges;
      if (changes.length > 0) options.onProblem({ kind: 'validation-changed', orderType, changes });
      return;
    }
    const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    const reaction = report(orderType, outcome.error, 'calculate');
    const cart = known.get(orderType);
    if (reaction.kind === 'calculation-unauthorized' && cart) {
      // Spec §8: a 401 on CalculateCart empties the cart on screen and keeps the calculation error.
      known.set(orderType, { ...cart, lines: [], calculation: null });
    }
    update(orderType, { cart: known.get(orderType) ?? null, calculationError: message });
  }

  /** Spec §1/§4: after login the anonymous cart joins the server cart of the same order type. */
  async function mergeLocalCarts() {
    const source = options.mergeSource;
    if (!source) return;
    const carts = source.read();
    for (const orderType of Object.keys(carts) as CartOrderType[]) {
      const changes = (carts[orderType] ?? []).map((line) => ({
        productKey: { ...line.productKey, variantId: line.productKey.variantId ?? null },
        quantity: line.quantity,
      }));
      if (changes.length === 0) continue;
      try {
        await changeLines(orderType, changes, false);
        source.clear(orderType);
      } catch {
        // Reported by write(); the lines stay in local storage and are offered again on the next page.
      }
    }
  }

  /** A line change through the order type's lane; the answer says what a Stock cart cut as it was added. */
  async function changeLines(
    orderType: CartOrderType,
    changes: Parameters<CartBackend['changeLines']>[1],
    override: boolean,
  ): Promise<ChangeLinesResponse> {
    let reduced: ChangeLinesResponse['reduced'] = [];
    const cart = await write(orderType, async (current) => {
      const answer = await requireBackend().changeLines(current, changes, override);
      reduced = answer.reduced;
      return answer.cart;
    });
    return { cart, reduced };
  }

  function removeLine(orderType: CartOrderType, lineId: string): Promise<Cart> {
    return write(orderType, (cart) => requireBackend().deleteLines(cart, [lineId]));
  }

  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** Read the carts (and, for a customer, merge an anonymous cart left in this browser). */
    async start() {
      if (!backend) return;
      try {
        const carts = await backend.load();
        for (const cart of carts) {
          remember(cart.orderType, cart);
          // A line added before the carts arrived is already on its lane and will show the newer cart.
          if (lanes.pending(cart.orderType) === 0)
            update(cart.orderType, { cart: known.get(cart.orderType) });
        }
      } catch (error) {
        // Loading is how carts are "created or loaded" (spec §4): a failure is as silent as creation's.
        report(null, new CartCreationFailed(error), 'create');
      }
      if (!disposed) {
        state = { ...state, loaded: true };
        emit();
      }
      if (backend.kind === 'server') await mergeLocalCarts();
    },

    /**
     * Re-read the carts: another tab changed the local storage, or an order was just placed from them
     * (the checkout calls this, so the marker and mini cart no longer show the ordered lines).
     */
    async refresh() {
      if (!backend) return;
      let carts: Cart[];
      try {
        carts = await backend.load();
      } catch (error) {
        report(null, new CartCreationFailed(error), 'create');
        return;
      }
      const seen = new Set(carts.map((cart) => cart.orderType));
      for (const orderType of Object.keys(state.entries) as CartOrderType[]) {
        if (!seen.has(orderType)) known.delete(orderType);
      }
      for (const cart of carts) known.set(cart.orderType, cart);
      for (const orderType of new Set([...seen, ...(Object.keys(state.entries) as CartOrderType[])])) {
        update(orderType, { cart: known.get(orderType) ?? null, calculationError: null });
      }
    },

    /**
     * Add to a line of the order type's cart (or add the line); resolves with the changed cart and what a Stock
     * cart cut to its stock (`reduced`, empty when all of it went in).
     */
    addLine(
      orderType: CartOrderType,
      productKey: ProductKey,
      quantity: number,
    ): Promise<ChangeLinesResponse> {
      return changeLines(orderType, [{ lineId: null, productKey, quantity }], false);
    },

    /** Set a line's quantity; 0 deletes the line (spec §4). A Stock line is cut to its stock (`reduced`). */
    async setQuantity(
      orderType: CartOrderType,
      lineId: string,
      productKey: ProductKey,
      quantity: number,
    ): Promise<ChangeLinesResponse> {
      if (quantity <= 0) return { cart: await removeLine(orderType, lineId), reduced: [] };
      return changeLines(orderType, [{ lineId, productKey, quantity }], true);
    },

    removeLine,

    calculate,

    /** Spec §2: opening the mini cart calculates each order type not yet calculated. */
    async calculateMissing(): Promise<void> {
      const missing = (Object.values(state.entries) as CartEntry[]).filter(needsCalculation);
      await Promise.all(missing.map((entry) => calculate(entry.orderType)));
    },

    /** Excel import (server carts): the import's row errors reach the caller, not a notification. */
    importCart(orderType: CartOrderType, file: File, override: boolean): Promise<Cart> {
      const cartBackend = requireBackend();
      if (!cartBackend.importCart) throw new Error('Only a customer’s cart can be imported into');
      const importCart = cartBackend.importCart;
      return write(orderType, () => importCart(orderType, file, override));
    },

    dispose() {
      disposed = true;
      listeners.clear();
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

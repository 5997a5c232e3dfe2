import type { Cart, CheckoutOrderType } from '@shop/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCalculateMissing, useCartState } from '../cart/cart-context.tsx';
import { readLocalCarts } from '../cart/local-carts.ts';
import { type ChangedLine, reducedChangeLine, validationChangeLine } from './changed-lines.ts';
import type { CheckoutApi } from './checkout-api.ts';
import { checkoutCandidates } from './checkout-steps.ts';

export type CheckoutCarts = {
  /** The carts that can be checked out: server carts (customer, or a guest's once promoted), else local. */
  carts: Cart[];
  loaded: boolean;
  /** Cart ids being calculated right now. */
  calculating: ReadonlySet<string>;
  /** Why the carts could not be read, or null. */
  loadError: unknown;
  /** Order types whose lines the cart validation changed in the last calculation (spec §5 warning). */
  validationChanged: CheckoutOrderType[];
  /** The lines stock changed between basket and order, to be named in words (issue 28). */
  changedLines: ChangedLine[];
  /** Calculate these carts again (after shipping changed) and show the answers. */
  recalculate(cartIds: readonly string[]): Promise<Cart[]>;
  /**
   * Guest checkout: the local carts of these order types become server carts owned by the guest's token
   * (spec: "at guest checkout the cart becomes a server cart"), replacing what such a cart held before.
   */
  promoteLocalCarts(orderTypes: readonly CheckoutOrderType[]): Promise<Cart[]>;
};

const browserStorage = () => (typeof window === 'undefined' ? null : window.localStorage);

/** The carts of `later` replace those of `earlier` with the same order type. */
const mergeByOrderType = (earlier: readonly Cart[], later: readonly Cart[]) =>
  checkoutCandidates([...new Map([...earlier, ...later].map((cart) => [cart.orderType, cart])).values()]);

/**
 * The carts of one checkout. A customer's come from the API and are calculated on arrival (their minimums
 * decide whether checkout may go ahead). A guest's are the local carts of the page's cart store, priced
 * with retail prices as everywhere else, and become server carts when the guest goes on from the first step.
 */
export function useCheckoutCarts(api: CheckoutApi, guest: boolean): CheckoutCarts {
  const cartState = useCartState();
  useCalculateMissing(guest);
  const [serverCarts, setServerCarts] = useState<Cart[]>([]);
  const [serverLoaded, setServerLoaded] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [calculating, setCalculating] = useState<ReadonlySet<string>>(new Set());
  const [validationChanged, setValidationChanged] = useState<CheckoutOrderType[]>([]);
  const [changedLines, setChangedLines] = useState<ChangedLine[]>([]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A guest's local prices are for the eyes only (the server prices the cart once it gets it), so their
  // calculation does not hold the first step up.
  const localCarts = useMemo(() => {
    const entries = guest ? Object.values(cartState.entries) : [];
    return checkoutCandidates(entries.flatMap((entry) => (entry?.cart ? [entry.cart] : [])));
  }, [guest, cartState]);

  const replace = useCallback((updated: Cart[]) => {
    if (mounted.current) setServerCarts((current) => mergeByOrderType(current, updated));
  }, []);

  const recalculate = useCallback(
    async (cartIds: readonly string[]) => {
      setCalculating((current) => new Set([...current, ...cartIds]));
      try {
        const answers = await Promise.all(cartIds.map((cartId) => api.calculateCart(cartId)));
        replace(answers.map((answer) => answer.cart));
        const changed = answers
          .filter((answer) => answer.validationChanges.length > 0)
          .map((answer) => answer.cart.orderType as CheckoutOrderType);
        if (mounted.current && changed.length > 0) {
          setValidationChanged(changed);
          setChangedLines(answers.flatMap((answer) => answer.validationChanges.map(validationChangeLine)));
        }
        return answers.map((answer) => answer.cart);
      } finally {
        if (mounted.current) {
          setCalculating((current) => new Set([...current].filter((id) => !cartIds.includes(id))));
        }
      }
    },
    [api, replace],
  );

  useEffect(() => {
    if (guest) return;
    let cancelled = false;
    async function load() {
      try {
        const open = checkoutCandidates(await api.getCarts());
        if (cancelled) return;
        setServerCarts(open);
        // Loaded once calculated: which order types may be checked out depends on their minimums.
        await recalculate(open.map((cart) => cart.cartId));
      } catch (error) {
        if (!cancelled) setLoadError(error);
      } finally {
        if (!cancelled) setServerLoaded(true);
      }
    }
    void load();
    return () => {
      cancelled = true;
    };
  }, [api, guest, recalculate]);

  const promoteLocalCarts = useCallback(
    async (orderTypes: readonly CheckoutOrderType[]) => {
      const stored = readLocalCarts(browserStorage());
      const promoted: Cart[] = [];
      // The basket becomes a server cart, which takes no more than stock delivers: what it cut is said too.
      const cut: ChangedLine[] = [];
      for (const orderType of orderTypes) {
        const lines = (stored[orderType] ?? []).map((line) => ({
          productKey: { ...line.productKey, variantId: line.productKey.variantId ?? null },
          quantity: line.quantity,
        }));
        if (lines.length === 0) continue;
        const cart = await api.getOrCreateCart(orderType);
        // A cart left from an earlier attempt holds what the visitor had then; the local cart is what counts.
        if (cart.lines.length > 0) await api.emptyCart(cart.cartId);
        const answer = await api.replaceLines(cart.cartId, lines);
        promoted.push(answer.cart);
        cut.push(...answer.reduced.map(reducedChangeLine));
      }
      if (mounted.current && cut.length > 0) {
        setValidationChanged(['Stock']);
        setChangedLines(cut);
      }
      replace(promoted);
      return recalculate(promoted.map((cart) => cart.cartId));
    },
    [api, recalculate, replace],
  );

  return {
    carts: guest ? mergeByOrderType(localCarts, serverCarts) : serverCarts,
    loaded: guest ? cartState.loaded : serverLoaded,
    calculating,
    loadError,
    validationChanged,
    changedLines,
    recalculate,
    promoteLocalCarts,
  };
}

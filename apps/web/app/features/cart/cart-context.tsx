import type { AreaInfo, CurrencyCode, LanguageCode, User } from '@shop/contracts';
import { defaultAreaId } from '@shop/contracts/constants';
import * as priceEndpoints from '@shop/contracts/endpoints/price';
import * as productEndpoints from '@shop/contracts/endpoints/product';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { isApiError } from '../../lib/api-error.ts';
import { errorCodeKey } from '../../lib/api-error-text.ts';
import { call } from '../../lib/browser-api.ts';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { isEditingDraft, isIdleSalesUser } from '../../lib/sales-manager-rule.ts';
import { useNotify } from '../notifications/notifications-context.tsx';
import { createPriceBatcher, type PriceBatcher } from '../prices/price-batcher.ts';
import { useRetailPriceBatcher } from '../prices/prices-context.tsx';
import { createCartApi } from './cart-api.ts';
import { serverCartBackend } from './cart-backend.ts';
import type { CartMode, CartState } from './cart-state.ts';
import { type CartProblem, type CartStore, createCartStore } from './cart-store.ts';
import { awaitPrices, localCartBackend } from './local-cart-backend.ts';
import { localCartsKey } from './local-carts.ts';

type CartContextValue = {
  store: CartStore;
  area: AreaInfo;
  miniCartOpen: boolean;
  setMiniCartOpen: (open: boolean) => void;
};

const CartContext = createContext<CartContextValue | null>(null);

/**
 * Spec §1/§6: a customer (or a sales user acting for one) has server carts, a visitor a local one. A session
 * editing a proposal draft acts for no customer, but its carts are the draft's, on the server (spec §2, ADR 48).
 */
export function cartModeFor(user: User | null): CartMode {
  if (!user) return 'local';
  if (isEditingDraft(user)) return 'server';
  if (isIdleSalesUser(user) || !user.customer) return 'none';
  return 'server';
}

const browserStorage = () => (typeof window === 'undefined' ? null : window.localStorage);
const productBatchSize = 200;

/** Texts of notifications are HTML (spec §2); a server message is text and must stay text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function createStore(
  mode: CartMode,
  area: AreaInfo,
  currencyCode: CurrencyCode,
  handlers: {
    onProblem: (problem: CartProblem) => void;
  },
  /** The page's retail price client (anonymous visitors); a customer's store makes its own for merging. */
  sharedRetailPrices: PriceBatcher | null,
) {
  if (mode === 'none') return createCartStore({ mode, backend: null, ...handlers, reload: () => {} });
  const reload = () => window.location.reload();
  const storage = browserStorage();
  const retailPrices =
    sharedRetailPrices ??
    createPriceBatcher({
      currencyCode,
      fetchPrices: async (products, currency) =>
        (await call(priceEndpoints.getPrices, { body: { currencyCode: currency, products } })).prices,
    });
  const local = localCartBackend({
    storage,
    currencyCode,
    async fetchProducts(ids) {
      const items = {};
      for (let start = 0; start < ids.length; start += productBatchSize) {
        const body = { area, ids: ids.slice(start, start + productBatchSize), includeOutOfStockColors: true };
        try {
          const answer = await call(productEndpoints.getProductsByIds, { body });
          Object.assign(items, answer.items);
        } catch (error) {
          // 404: none of these products exists any more; their lines stay, unpriced.
          if (!(isApiError(error) && error.status === 404)) throw error;
        }
      }
      return items;
    },
    fetchPrices: (keys) => awaitPrices(retailPrices, keys),
  });
  if (mode === 'local') return createCartStore({ mode, backend: local, ...handlers, reload });
  return createCartStore({
    mode,
    backend: serverCartBackend(createCartApi(area)),
    mergeSource: local,
    ...handlers,
    reload,
  });
}

/**
 * The carts of the page's visitor, one store per user and language (a new user or language starts from the
 * server or storage again). Problems become notifications here, in the page's language.
 */
export function CartProvider({
  user,
  language,
  areaCurrency,
  children,
}: {
  user: User | null;
  language: LanguageCode;
  areaCurrency: CurrencyCode;
  children: ReactNode;
}) {
  const t = useT();
  const notify = useNotify();
  const mode = cartModeFor(user);
  const userId = user?.id ?? null;
  const customerNumber = user?.customer?.customerNumber ?? null;
  const retailBatcher = useRetailPriceBatcher();

  const onProblem = useRef<(problem: CartProblem) => void>(() => {});
  onProblem.current = (problem) => {
    if (problem.kind === 'validation-changed') {
      notify({
        variant: 'warning',
        title: t('cart.validation-changed-title'),
        message: escapeHtml(
          t('cart.validation-changed', { orderType: t(`cart.order-type-${problem.orderType}`) }),
        ),
      });
      return;
    }
    const { reaction } = problem;
    const key = errorCodeKey('errorCode' in reaction ? reaction.errorCode : null);
    notify({
      variant: 'danger',
      title: t(reaction.kind === 'calculation-unauthorized' ? 'cart.calculation-failed' : 'cart.error-title'),
      // A refusal the shop has words for is said in the user's language (issue 28).
      message: escapeHtml(key ? t(key) : reaction.message),
      errorCode: 'errorCode' in reaction ? (reaction.errorCode ?? undefined) : undefined,
    });
  };

  const area = useMemo<AreaInfo>(() => ({ areaId: defaultAreaId, languageCode: language }), [language]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new user or customer is why a new store is made
  const store = useMemo(
    () =>
      createStore(
        mode,
        area,
        areaCurrency,
        { onProblem: (problem) => onProblem.current(problem) },
        retailBatcher,
      ),
    [mode, area, areaCurrency, userId, customerNumber, retailBatcher],
  );
  useEffect(() => {
    void store.start();
    // Another tab changed the anonymous cart: show the same.
    const onStorage = (event: StorageEvent) => {
      if (event.key === localCartsKey && store.getSnapshot().mode === 'local') void store.refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      store.dispose();
    };
  }, [store]);

  const [miniCartOpen, setMiniCartOpen] = useState(false);
  const value = useMemo(() => ({ store, area, miniCartOpen, setMiniCartOpen }), [store, area, miniCartOpen]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

function useCartContext(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('The cart is only available inside <CartProvider>');
  return value;
}

export function useCartStore(): CartStore {
  return useCartContext().store;
}

export function useCartArea(): AreaInfo {
  return useCartContext().area;
}

export function useCartState(): CartState {
  const store = useCartStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

export function useMiniCart() {
  const { miniCartOpen, setMiniCartOpen } = useCartContext();
  const show = useCallback(() => setMiniCartOpen(true), [setMiniCartOpen]);
  const hide = useCallback(() => setMiniCartOpen(false), [setMiniCartOpen]);
  return { open: miniCartOpen, show, hide };
}

/** While `active`, every order type with lines that is not calculated yet is calculated (spec §2). */
export function useCalculateMissing(active: boolean): void {
  const store = useCartStore();
  const state = useCartState();
  useEffect(() => {
    if (active && state.loaded) void store.calculateMissing();
  }, [active, state, store]);
}

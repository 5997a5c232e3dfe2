import * as searchEndpoints from '@shop/contracts/endpoints/search';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { call, isAbort } from '../../lib/browser-api.ts';
import { buildSearchRequest } from './build-search-request.ts';
import { fetchSearchPages, type ProductListResult } from './fetch-search-pages.ts';
import { noSoonerThan } from './list-timing.ts';
import type { ProductListData } from './product-list-data.ts';
import { planSearch } from './search-plan.ts';
import { type SearchState, searchKey, searchStateFromQuery, searchStateToQuery } from './search-state.ts';

export type ListStatus = 'idle' | 'loading' | 'loading-more' | 'error';

/** Navigation state the header search sets to search again for unchanged text (spec §4 'unless forced'). */
export type ForceSearchState = { forceSearch?: number };

/**
 * The search container of a product list (spec §4). The URL is the state: every change navigates (without
 * loaders, see shouldRevalidate) and the list follows the URL, searching only when the state differs from
 * what it shows. Load-more appends; anything else replaces; a failed load leaves an error state to retry.
 */
export function useProductList(initial: ProductListData) {
  const { config, variant, requiresText, area } = initial;
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(
    () => searchStateFromQuery(new URLSearchParams(location.search), config),
    [location.search, config],
  );
  const [result, setResult] = useState<ProductListResult | null>(initial.result);
  const [status, setStatus] = useState<ListStatus>(initial.failed ? 'error' : 'idle');
  const [retries, setRetries] = useState(0);
  const loaded = useRef(initial.loaded);
  const running = useRef<AbortController | null>(null);
  const forceToken = (location.state as ForceSearchState | null)?.forceSearch ?? 0;
  const handledForce = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: retries re-runs the same plan after a failure
  useEffect(() => {
    if (requiresText && state.freeTextSearch === '') {
      running.current?.abort();
      loaded.current = null;
      setResult(null);
      setStatus('idle');
      return;
    }
    const forced = forceToken !== handledForce.current;
    handledForce.current = forceToken;
    const plan = planSearch(loaded.current, state, variant, forced);
    if (plan.kind === 'skip') return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const firstPage = plan.kind === 'append' ? plan.page : plan.firstPage;
    const lastPage = plan.kind === 'append' ? plan.page : plan.lastPage;
    const run = (range: { skip: number; take: number }) =>
      call(
        searchEndpoints.getProductsBySearch,
        { body: buildSearchRequest(config, state, area, range) },
        { signal: controller.signal },
      );
    setStatus(plan.kind === 'append' ? 'loading-more' : 'loading');
    // Spec §9 fetch minimum delay: the spinner of a quick answer stays long enough not to flicker.
    noSoonerThan(fetchSearchPages(run, firstPage, lastPage, config.pageSize)).then(
      (next) => {
        if (controller.signal.aborted) return;
        setResult((previous) =>
          plan.kind === 'append' && previous ? { ...next, items: [...previous.items, ...next.items] } : next,
        );
        const start = plan.kind === 'append' ? (loaded.current?.firstPage ?? 1) : firstPage;
        loaded.current = { key: searchKey(state), firstPage: start, lastPage };
        setStatus('idle');
      },
      (error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return;
        setStatus('error');
      },
    );
  }, [state, forceToken, retries]);

  useEffect(() => () => running.current?.abort(), []);

  // What the visitor just chose shows at once (a ticked box stays ticked), before the URL catches up.
  const [chosen, setChosen] = useState<SearchState | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new URL is what makes the choice obsolete
  useEffect(() => setChosen(null), [location.search]);

  const update = useCallback(
    (next: SearchState, options: { replace?: boolean } = {}) => {
      setChosen(next);
      const query = searchStateToQuery(next, config, new URLSearchParams(location.search)).toString();
      navigate(
        { pathname: location.pathname, search: query ? `?${query}` : '' },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [config, location.pathname, location.search, navigate],
  );

  const loadMore = useCallback(() => {
    const lastPage = loaded.current?.lastPage ?? state.currentPage;
    update({ ...state, currentPage: lastPage + 1 }, { replace: true });
  }, [state, update]);

  return {
    config,
    variant,
    /** The state the URL describes, or the one just chosen while the URL follows. */
    state: chosen ?? state,
    result,
    status,
    update,
    loadMore,
    retry: () => setRetries((count) => count + 1),
    waitingForText: requiresText && state.freeTextSearch === '',
  };
}

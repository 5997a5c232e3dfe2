import type { AreaInfo, SearchCategoryItem, SearchPageItem, SearchProductItem } from '@shop/contracts';
import * as searchEndpoints from '@shop/contracts/endpoints/search';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../../lib/browser-api.ts';
import { autocompleteDebounceMs, autocompleteRequests } from './autocomplete-requests.ts';
import { createSearchStatus, type SearchPhase } from './search-status.ts';

export type AutocompleteResults = {
  text: string;
  products: SearchProductItem[];
  categories: SearchCategoryItem[];
  pages: SearchPageItem[];
};

/** One entry of the suggestion list, in the order the keyboard walks them. */
export type AutocompleteOption = { id: string; url: string; label: string };

export function autocompleteOptions(results: AutocompleteResults | null): AutocompleteOption[] {
  if (!results) return [];
  return [
    ...results.products.map((item) => ({ id: `product-${item.id}`, url: item.url, label: item.name })),
    ...results.categories.map((item) => ({ id: `category-${item.id}`, url: item.url, label: item.title })),
    ...results.pages.map((item) => ({ id: `page-${item.id}`, url: item.url, label: item.menuTitle })),
  ];
}

const itemsOf = <T>(answer: PromiseSettledResult<{ items: Array<{ item: T }> }>): T[] =>
  answer.status === 'fulfilled' ? answer.value.items.map((hit) => hit.item) : [];

/**
 * Spec §4/§5 autocomplete: asks 250 ms after the last keystroke (only for non-empty text), products,
 * categories and pages at once; a section that fails is just empty. The search status machine tells the
 * UI whether it is searching, and refuses to restart a running search for the same text.
 */
export function useAutocomplete(area: AreaInfo) {
  const [results, setResults] = useState<AutocompleteResults | null>(null);
  const [phase, setPhase] = useState<SearchPhase>('no-search');
  const [status] = useState(() => createSearchStatus(setPhase));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<AbortController | null>(null);
  const areaRef = useRef(area);
  areaRef.current = area;

  useEffect(
    () => () => {
      status.dispose();
      clearTimeout(timer.current);
      running.current?.abort();
    },
    [status],
  );

  const run = useCallback(
    (text: string) => {
      const id = status.start(text);
      if (id === null) return;
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const requests = autocompleteRequests(areaRef.current, text);
      const options = { signal: controller.signal };
      void Promise.allSettled([
        call(searchEndpoints.getProductsBySearch, { body: requests.products }, options),
        call(searchEndpoints.getCategoriesBySearch, { body: requests.categories }, options),
        call(searchEndpoints.getPagesBySearch, { body: requests.pages }, options),
      ]).then(([products, categories, pages]) => {
        if (controller.signal.aborted) return;
        setResults({
          text,
          products: itemsOf(products),
          categories: itemsOf(categories),
          pages: itemsOf(pages),
        });
        status.settle(id);
      });
    },
    [status],
  );

  /** Call on every change of the text; the search itself waits for a pause in typing. */
  const search = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      const trimmed = text.trim();
      if (trimmed === '') {
        running.current?.abort();
        status.reset();
        setResults(null);
        return;
      }
      timer.current = setTimeout(() => run(trimmed), autocompleteDebounceMs);
    },
    [run, status],
  );

  return { results, phase, search };
}

import type { AreaInfo, SearchProductItem } from '@shop/contracts';
import * as merchandisingCalls from '@shop/contracts/endpoints/merchandising';
import * as searchCalls from '@shop/contracts/endpoints/search';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../lib/browser-api.ts';
import { type Move, moveItem } from './move-item.ts';

/** The API's largest page, and the most products one saved order holds (maxSortedProducts). */
const pageSize = 100;
const maxProducts = 500;

export type BoardStatus = 'loading' | 'ready' | 'saving' | 'failed';

/** The category's products in the order its page lists them under the default sort, with their colours. */
async function loadProducts(
  area: AreaInfo,
  categoryId: string,
): Promise<{ items: SearchProductItem[]; total: number }> {
  const items: SearchProductItem[] = [];
  let total = 0;
  do {
    const page = await call(searchCalls.getProductsBySearch, {
      body: {
        area,
        category: categoryId,
        facets: [],
        search: null,
        skip: items.length,
        take: pageSize,
        sorting: [{ field: 'sortOrder', direction: 'Ascending' }],
      },
    });
    total = page.itemsTotal;
    items.push(...page.items.map((hit) => hit.item));
    if (page.items.length === 0) break;
  } while (items.length < Math.min(total, maxProducts));
  return { items, total };
}

/**
 * The state of merchandising mode for one category: the products in their current order, the colour
 * picked for each, whether staff saved an order, and the moves, picks, save and resets.
 */
export function useCategoryArrangement(area: AreaInfo, categoryId: string) {
  const [items, setItems] = useState<readonly SearchProductItem[]>([]);
  const [total, setTotal] = useState(0);
  const [colors, setColors] = useState<Record<string, string>>({});
  const [savedColors, setSavedColors] = useState<Record<string, string>>({});
  const [customOrder, setCustomOrder] = useState(false);
  const [status, setStatus] = useState<BoardStatus>('loading');
  const [dirty, setDirty] = useState(false);
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version reloads after a save or reset
  useEffect(() => {
    let current = true;
    setStatus('loading');
    Promise.all([
      loadProducts(area, categoryId),
      call(merchandisingCalls.getCategoryMerchandising, { body: { area, categoryId } }),
    ]).then(
      ([loaded, saved]) => {
        if (!current) return;
        const shown = Object.fromEntries(loaded.items.map((item) => [item.id, item.primaryColorCode]));
        setItems(loaded.items);
        setTotal(loaded.total);
        setColors(shown);
        setSavedColors(shown);
        setCustomOrder(saved.sortedProducts.length > 0 || saved.primaryColors.length > 0);
        setDirty(false);
        setStatus('ready');
      },
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [area.areaId, area.languageCode, categoryId, version]);

  const move = useCallback((from: number, where: Move) => {
    setItems((list) => moveItem(list, from, where));
    setDirty(true);
  }, []);

  const pick = useCallback((productId: string, colorCode: string) => {
    setColors((picked) => ({ ...picked, [productId]: colorCode }));
    setDirty(true);
  }, []);

  /** Saves the order and every changed colour; resolves false when the API refused. */
  const save = useCallback(async (): Promise<boolean> => {
    setStatus('saving');
    try {
      await call(merchandisingCalls.saveCategorySorting, {
        body: { area, categorySorting: { id: categoryId, sortedProducts: items.map((item) => item.id) } },
      });
      for (const item of items) {
        const colorCode = colors[item.id];
        if (!colorCode || colorCode === savedColors[item.id]) continue;
        await call(merchandisingCalls.updatePrimaryProductColor, {
          body: { areaInfo: area, productId: item.id, categoryId, primaryColorCode: colorCode },
        });
      }
      setVersion((count) => count + 1);
      return true;
    } catch {
      setStatus('ready');
      return false;
    }
  }, [area, categoryId, items, colors, savedColors]);

  const reset = useCallback(
    async (what: 'sorting' | 'colors'): Promise<boolean> => {
      setStatus('saving');
      try {
        const endpoint =
          what === 'sorting'
            ? merchandisingCalls.resetCategorySorting
            : merchandisingCalls.resetPrimaryProductColors;
        await call(endpoint, { body: { area, categoryId } });
        setVersion((count) => count + 1);
        return true;
      } catch {
        setStatus('ready');
        return false;
      }
    },
    [area, categoryId],
  );

  return { items, total, colors, customOrder, status, dirty, move, pick, save, reset, maxProducts };
}

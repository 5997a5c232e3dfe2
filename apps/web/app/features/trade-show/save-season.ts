import {
  type AreaInfo,
  defaultAreaId,
  type LanguageCode,
  type Product,
  type ProductKey,
} from '@shop/contracts';
import { getPricesByCustomer } from '@shop/contracts/endpoints/price';
import { getProductsByIds } from '@shop/contracts/endpoints/product';
import { getProductsBySearch } from '@shop/contracts/endpoints/search';
import { call } from '../../lib/browser-api.ts';
import { imageUrl } from '../../lib/image-url.ts';
import { savedStyleOf } from './saved-styles.ts';
import { pricesByKey } from './sent-changes.ts';
import { tradeShowPicturesCache } from './trade-show-caches.ts';
import { replaceSaved, type TradeShowDb } from './trade-show-db.ts';
import type { SavedSeason, SavedStyle } from './trade-show-types.ts';

/** The whole catalogue is saved up to this many styles (the page says so; ADR 91). */
export const maxSavedStyles = 1000;
/** The size pictures are saved at: the product tile's smallest (240 × 240), as the line sheets use it. */
export const savedPictureSize = { width: 240, height: 240 } as const;

const searchPage = 100;
const productsPerCall = 200;
const pricesPerCall = 100;
const picturesAtOnce = 6;

export type SaveProgress = { done: number; total: number };

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/** The ids of the seasons' styles, up to the cap, in the catalogue's order. */
async function styleIds(
  area: AreaInfo,
  seasonCodes: readonly string[],
): Promise<{ ids: string[]; found: number }> {
  const facets = [{ field: 'season', type: 'CheckboxOr' as const, selected: [...seasonCodes] }];
  const ids: string[] = [];
  let found = 0;
  do {
    const body = { area, facets, skip: ids.length, take: searchPage, search: null, sorting: [] };
    const page = await call(getProductsBySearch, { body });
    found = page.itemsTotal;
    if (page.items.length === 0) break;
    ids.push(...page.items.map((item) => item.id));
  } while (ids.length < Math.min(found, maxSavedStyles));
  return { ids: ids.slice(0, maxSavedStyles), found };
}

/** The customer's prices of every colour (the storefront's key: product, colour's first variant, unit). */
async function pricesOf(products: readonly Product[]) {
  const keys: ProductKey[] = products.flatMap((product) =>
    Object.values(product.colors).map((color) => ({
      productId: product.id,
      variantId: color.firstVariantId,
      unitOfMeasure: product.units[0]?.unitId ?? 'CU',
    })),
  );
  const answers = [];
  for (const part of chunks(keys, pricesPerCall)) {
    answers.push(await call(getPricesByCustomer, { body: { products: part } }));
  }
  return pricesByKey(answers);
}

/** The pictures into the Cache Storage the worker answers from; a picture that cannot be had is left out. */
const picturePaths = (styles: readonly SavedStyle[]) => [
  ...new Set(styles.flatMap((style) => style.colors.flatMap((color) => (color.image ? [color.image] : [])))),
];

async function savePictures(paths: readonly string[], onPicture: () => void): Promise<number> {
  const cache = await caches.open(tradeShowPicturesCache);
  let saved = 0;
  const queue = paths.map((path) => imageUrl(path, savedPictureSize));
  async function worker() {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        await cache.add(url);
        saved += 1;
      } catch {
        // No such picture (a style without one rendered): its frame stays empty, as on the line sheets.
      }
      onPicture();
    }
  }
  await Promise.all(Array.from({ length: picturesAtOnce }, worker));
  return saved;
}

/**
 * Saves one or more seasons (all of them: the whole catalogue), up to `maxSavedStyles` styles, on the device for the acting customer: the styles
 * with their colours, sizes and baskets, the customer's prices, and the pictures at tile size. What was saved
 * before stays until the new one is complete (one transaction at the end). Throws when the shop cannot be reached.
 */
export async function saveSeason(options: {
  db: TradeShowDb;
  customerNumber: string;
  language: LanguageCode;
  seasons: Array<{ code: string; name: string }>;
  onProgress: (progress: SaveProgress) => void;
}): Promise<SavedSeason> {
  const { db, customerNumber, language, seasons, onProgress } = options;
  const area: AreaInfo = { areaId: defaultAreaId, languageCode: language };
  const { ids, found } = await styleIds(
    area,
    seasons.map((season) => season.code),
  );
  const products: Product[] = [];
  let done = 0;
  let total = ids.length;
  onProgress({ done, total });
  for (const part of chunks(ids, productsPerCall)) {
    const { items } = await call(getProductsByIds, {
      body: { area, ids: part, includeOutOfStockColors: false },
    });
    products.push(...part.flatMap((id) => (items[id] ? [items[id]] : [])));
    done += part.length;
    onProgress({ done, total });
  }
  const prices = await pricesOf(products);
  const styles = products.map((product) => savedStyleOf(product, prices));
  const paths = picturePaths(styles);
  total = done + paths.length;
  const pictureCount = await savePictures(paths, () => {
    done += 1;
    onProgress({ done, total });
  });
  const saved: SavedSeason = {
    customerNumber,
    languageCode: language,
    seasons,
    savedAt: new Date().toISOString(),
    styleCount: styles.length,
    foundCount: found,
    pictureCount,
    styleIds: styles.map((style) => style.id),
  };
  await replaceSaved(db, saved, styles);
  return saved;
}

import { parseArgs } from 'node:util';
import { autocompleteSorting, productAutocompleteQuery } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { searchCachePrefix } from '../modules/search/rebuild-search-documents.ts';
import { benchDatabase } from './bench-kit.ts';

/**
 * Times the search endpoints through app.inject on an existing catalogue (seed one first):
 *   DATA_DIR=/tmp/search-bench npm run seed -w @shop/api -- --styles 5000 --no-images
 *   npx tsx apps/api/src/bench/search-bench.ts --data-dir /tmp/search-bench [--runs 200]
 * With DATABASE_URL set it runs against that PostgreSQL database instead.
 */
const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, runs: { type: 'string', default: '200' } },
});
const runs = Number(values.runs);
const database = benchDatabase(values['data-dir']);

const area = { areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' };
const listFacets = [
  { field: 'category', type: 'CheckboxOr' },
  { field: 'color', type: 'CheckboxOr' },
  { field: 'size', type: 'CheckboxOr' },
  { field: 'brand', type: 'CheckboxOr' },
  { field: 'stockKind', type: 'CheckboxOr' },
  { field: 'deliveryDrop', type: 'CheckboxOr' },
  { field: 'price', type: 'Slider' },
];
const withSelection = (selected: Record<string, unknown>) =>
  listFacets.map((facet) =>
    facet.field in selected ? { ...facet, selected: selected[facet.field] } : facet,
  );
const byName = [{ field: 'data.name', direction: 'Ascending' }];

const scenarios: Array<{ name: string; url: string; body: object }> = [
  {
    name: "search 'dress' + 3 selected facets (7 facets)",
    url: endpoints.search.getProductsBySearch.path,
    body: {
      area,
      take: 30,
      facets: withSelection({ color: ['rose', 'black'], size: ['104', '110'], stockKind: ['2Stock'] }),
      search: { match: { field: 'text', query: 'dress', operator: 'and' } },
      sorting: [],
    },
  },
  {
    name: "search 'striped jersey' (narrow) + facets",
    url: endpoints.search.getProductsBySearch.path,
    body: {
      area,
      take: 30,
      facets: listFacets,
      search: { match: { field: 'text', query: 'striped jersey', operator: 'and' } },
    },
  },
  {
    name: 'category browse girls + 7 facets, by name',
    url: endpoints.search.getProductsBySearch.path,
    body: { area, take: 30, facets: listFacets, category: 'girls', sorting: byName },
  },
  {
    name: 'category browse girls-dresses, colour selected',
    url: endpoints.search.getProductsBySearch.path,
    body: {
      area,
      take: 30,
      facets: withSelection({ color: ['rose'] }),
      category: 'girls-dresses',
      sorting: byName,
    },
  },
  {
    name: 'whole catalogue + 7 facets, page 10',
    url: endpoints.search.getProductsBySearch.path,
    body: { area, take: 30, skip: 270, facets: listFacets, sorting: byName },
  },
  {
    name: "autocomplete products 'dres' (weighted, take 8)",
    url: endpoints.search.getProductsBySearch.path,
    body: {
      area,
      take: 8,
      search: productAutocompleteQuery('dres'),
      sorting: autocompleteSorting,
    },
  },
  {
    name: "autocomplete categories 'dres' (take 6)",
    url: endpoints.search.getCategoriesBySearch.path,
    body: { area, take: 6, search: { match: { field: 'text', query: 'dres', prefix: true } } },
  },
];

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const started = performance.now();
const app = await buildApp(
  testConfig({ database, demo: { loadWhenEmpty: false, styles: 1, renderImages: false } }),
);
console.log(
  `app ready (search documents checked or rebuilt) in ${Math.round(performance.now() - started)} ms`,
);
const modes = [
  { title: 'uncached (cache dropped before each call)', drop: searchCachePrefix },
  { title: 'next page (total and facets cached, the page not)', drop: `${searchCachePrefix}answer:` },
  { title: 'cached (repeated identical request)', drop: null },
];
try {
  for (const mode of modes) {
    console.log(`\n${mode.title}:`);
    for (const scenario of scenarios) {
      const call = async () => {
        if (mode.drop) await app.cache.deleteByPrefix(mode.drop);
        const t0 = performance.now();
        const response = await app.inject({ method: 'POST', url: scenario.url, payload: scenario.body });
        const ms = performance.now() - t0;
        if (response.statusCode !== 200)
          throw new Error(`${scenario.name}: ${response.statusCode} ${response.body}`);
        return { ms, total: (response.json() as { itemsTotal: number }).itemsTotal };
      };
      for (let i = 0; i < 20; i++) await call();
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < runs; i++) {
        const outcome = await call();
        total = outcome.total;
        times.push(outcome.ms);
      }
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50).toFixed(1);
      const p95 = percentile(times, 95).toFixed(1);
      console.log(
        `  ${scenario.name.padEnd(52)} hits ${String(total).padStart(5)}  p50 ${p50} ms  p95 ${p95} ms`,
      );
    }
  }
} finally {
  await app.close();
}

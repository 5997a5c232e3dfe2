import { defineEndpoint } from '../endpoint.ts';
import {
  type KontainerProduct,
  KontainerProductPage,
  KontainerProductsQuery,
  PerfionEntriesById,
  PerfionEntriesByIdQuery,
  PerfionEntriesQuery,
  type PerfionEntry,
  PerfionEntryPage,
  PerfionSearchBody,
} from '../feeds.ts';

/**
 * The feeds for machines under /api/admin (ADR 51): the DAM's (Kontainer) and the PIM's (Perfion). Access
 * `feed`: an API key the back office created (`Authorization: ApiKey <key>` or `X-Api-Key: <key>`), never a
 * user's token; rate-limited per key.
 */

const pagingRules =
  'Entries come in the order of their ids, which never change. `after` (the last id of the page before: send ' +
  "the answer's `next`) starts right after that id, so paging never skips or repeats an entry while the " +
  'catalogue changes; `skip` counts from there (without `after`, from the start: stable while entries only ' +
  'change, not when some are added or deleted). `newerThan` keeps the entries changed after that instant; ' +
  "start the next run from the first page's `snapshotAt` (a minute earlier is safer). take is 1 to 500 " +
  '(100 by default).';

const refusals =
  '401 without a live feed key (none, unknown or revoked); 403 for a user token; 429 past the per-key limit ' +
  '(Retry-After).';

const exampleProduct: KontainerProduct = {
  id: 'NL10001',
  number: 'NL10001',
  brand: 'Nordlys',
  garment: 'dress',
  print: 'flower',
  primaryCategoryId: 'girls-dresses',
  primaryColorCode: 'jojoba',
  updatedAt: '2026-11-26T05:30:00.000Z',
  texts: {
    en: { name: 'Flower dress', description: 'A soft cotton dress.', url: '/girls/dresses/flower-dress' },
    da: { name: 'Blomsterkjole', description: 'En blød bomuldskjole.', url: '/piger/kjoler/blomsterkjole' },
  },
  colors: [
    {
      code: 'jojoba',
      hex: '#d7c4a3',
      names: { en: 'Jojoba', da: 'Jojoba' },
      seasonCode: 'AW26',
      deliveryDropCode: null,
      variants: [{ id: 'NL10001-jojoba-110', size: '110', ean: '5712345000017' }],
      media: [
        {
          url: 'https://shop.nordlys.demo/images/raw/cHJvZHVjdHMvbmwxMDAwMS1qb2pvYmEuanBn',
          path: 'products/nl10001-jojoba.jpg',
          width: 2000,
          height: 2000,
        },
      ],
    },
  ],
};

const snapshotAt = '2026-11-26T06:00:00.000Z';

export const getKontainerProducts = defineEndpoint({
  operationId: 'feedGetKontainerProducts',
  method: 'GET',
  path: '/api/admin/feed/kontainer/products',
  access: 'feed',
  tags: ['Feeds'],
  summary: "The DAM's product feed: styles with colours, sizes, EANs, texts in both languages and media",
  description: `${pagingRules} ${refusals}`,
  query: KontainerProductsQuery,
  response: KontainerProductPage,
  errors: [],
  rateLimited: true,
  example: {
    query: { take: 100, newerThan: '2026-11-25T06:00:00Z' },
    response: {
      items: [exampleProduct],
      hasMore: true,
      next: { after: 'NL10001', take: 100, newerThan: '2026-11-25T06:00:00.000Z' },
      snapshotAt,
    },
  },
});

const exampleEntry: PerfionEntry = {
  id: 'NL10001',
  contentType: 'product',
  areaId: 'b2b',
  updatedAt: '2026-11-26T05:30:00.000Z',
  languages: [
    {
      languageCode: 'en',
      fields: {
        name: 'Flower dress',
        description: 'A soft cotton dress.',
        url: '/girls/dresses/flower-dress',
      },
    },
    {
      languageCode: 'da',
      fields: {
        name: 'Blomsterkjole',
        description: 'En blød bomuldskjole.',
        url: '/piger/kjoler/blomsterkjole',
      },
    },
  ],
  sources: [
    {
      source: 'catalogue',
      items: [{ number: 'NL10001', brand: 'Nordlys', garment: 'dress', primaryCategoryId: 'girls-dresses' }],
    },
    {
      source: 'variants',
      items: [{ variantId: 'NL10001-jojoba-110', colorCode: 'jojoba', size: '110', ean: '5712345000017' }],
    },
  ],
};

const entryRules =
  "Products: texts name, description, url; sources catalogue, categories, colors, variants, media. Categories: name, description, url; catalogue (parentId, sortOrder). Pages (the area's content pages, id = the page id its language versions share): title, url, metaDescription, template; catalogue (parentPageId). Categories and pages keep no change time: updatedAt is null and newerThan does not filter them.";

export const getPerfionEntries = defineEndpoint({
  operationId: 'perfionGetEntries',
  method: 'GET',
  path: '/api/admin/PerfionFeed/GetEntries',
  access: 'feed',
  tags: ['Feeds'],
  summary: "The PIM's entries of one content type (products, categories or pages), paged",
  description: `${entryRules} ${pagingRules} ${refusals} 404 area-not-found.`,
  query: PerfionEntriesQuery,
  response: PerfionEntryPage,
  errors: ['area-not-found'],
  rateLimited: true,
  example: {
    query: { areaId: 'b2b', contentType: 'product', skip: 0, take: 100 },
    response: {
      entries: [exampleEntry],
      hasMore: true,
      next: { after: 'NL10001', take: 100, newerThan: null },
      snapshotAt,
    },
  },
});

export const getPerfionEntriesById = defineEndpoint({
  operationId: 'perfionGetEntriesById',
  method: 'GET',
  path: '/api/admin/PerfionFeed/GetEntriesById',
  access: 'feed',
  tags: ['Feeds'],
  summary: "The PIM's entries with the given ids, with the sources asked for",
  description: `Id and Sources repeat or are comma-separated (at most 100 ids); without Sources every source comes. Ids that name nothing are listed in missingIds. ${entryRules} ${refusals} 404 area-not-found.`,
  query: PerfionEntriesByIdQuery,
  response: PerfionEntriesById,
  errors: ['area-not-found'],
  rateLimited: true,
  example: {
    query: { AreaId: 'b2b', ContentType: 'product', Id: 'NL10001', Sources: 'catalogue,variants' },
    response: { entries: [exampleEntry], missingIds: [] },
  },
});

export const getPerfionEntriesBySearch = defineEndpoint({
  operationId: 'perfionGetEntriesBySearch',
  method: 'POST',
  path: '/api/admin/PerfionFeed/GetEntriesBySearch',
  access: 'feed',
  tags: ['Feeds'],
  summary: "The PIM's entries matching a text, ids and a change time, paged",
  description: `query matches an id, a product number or a name in any language (case-insensitive). ${entryRules} ${pagingRules} ${refusals} 404 area-not-found.`,
  body: PerfionSearchBody,
  response: PerfionEntryPage,
  errors: ['area-not-found'],
  rateLimited: true,
  example: {
    body: {
      areaId: 'b2b',
      contentType: 'product',
      query: 'dress',
      sources: ['catalogue', 'variants'],
      take: 50,
    },
    response: { entries: [exampleEntry], hasMore: false, next: null, snapshotAt },
  },
});

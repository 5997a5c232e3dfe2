import { languageCodes, pathOf, type RouteName, routeTable } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Ctx } from '../../lib/context.ts';
import { listAreaLanguages } from '../area/index.ts';
import { absoluteShopUrl } from './sitemap.service.ts';

/**
 * Screens that are personal, transactional or endless in combinations (search): worth nothing to a
 * search engine and costly to crawl. Both languages' paths come from the route table.
 */
const privateScreens: RouteName[] = [
  'search',
  'cart',
  'checkout',
  'checkoutReceipt',
  'login',
  'recoverPassword',
  'impersonation',
  'newCustomerSalesManager',
  'changePassword',
  'accountInfo',
  'orders',
  'invoices',
  'creditMemos',
  'proposals',
  'sales',
  'proposalRecipients',
  'error',
];

/** Route paths cut before their first parameter; paths covered by a shorter listed path are left out. */
export function disallowedPaths(): string[] {
  const paths = privateScreens.flatMap((name) =>
    languageCodes.map((language) => routeTable[name][language].replace(/\/[:*].*$/, '')),
  );
  const unique = [...new Set(['/api/', '/session/', ...paths])];
  const asFolder = (path: string) => (path.endsWith('/') ? path : `${path}/`);
  const covered = (path: string) =>
    unique.some((other) => other !== path && path.startsWith(asFolder(other)));
  return unique.filter((path) => !covered(path));
}

/** robots.txt: everything may be crawled except `disallowedPaths`; the sitemap index of every area language. */
export async function robotsTxt(ctx: Ctx): Promise<string> {
  const published = await listAreaLanguages(ctx);
  const sitemaps = published.map(({ areaId, languageCode }) =>
    absoluteShopUrl(
      ctx.config.publicUrl,
      pathOf(endpoints.sitemap.getSitemapIndex, { area: areaId, language: languageCode }),
    ),
  );
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    ...sitemaps.map((url) => `Sitemap: ${url}`),
    '',
  ].join('\n');
}

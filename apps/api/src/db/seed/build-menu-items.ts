import type { LanguageCode } from '@shop/contracts';
import type { menuItems } from '../schema.ts';
import type { CategoryNode } from './build-categories.ts';
import { pageUrls } from './page-urls.ts';

type MenuItemRow = typeof menuItems.$inferInsert;

const primaryPages = [
  { key: 'new-in', url: pageUrls['new-in'], names: { en: 'New in', da: 'Nyheder' } },
  { key: 'shop', url: pageUrls.shop, names: { en: 'Shop', da: 'Shop' } },
  { key: 'line-sheet', url: pageUrls['line-sheet'], names: { en: 'Line sheet', da: 'Linjeark' } },
  { key: 'about', url: pageUrls.about, names: { en: 'About', da: 'Om os' } },
] as const;

/**
 * Menu items per language (ids unique across languages: 'en-girls', 'da-girls-dresses'). Top categories are
 * in the 'categories' menu, their children also in 'sidebar' (the list page's side navigation).
 */
export function buildMenuItems(areaId: string, categories: CategoryNode[]): MenuItemRow[] {
  const rows: MenuItemRow[] = [];
  for (const language of ['en', 'da'] as const satisfies LanguageCode[]) {
    const sortOrders = new Map<string | null, number>();
    const nextSortOrder = (parentId: string | null): number => {
      const sortOrder = sortOrders.get(parentId) ?? 0;
      sortOrders.set(parentId, sortOrder + 1);
      return sortOrder;
    };
    for (const node of categories) {
      const parentId = node.parentId === null ? null : `${language}-${node.parentId}`;
      rows.push({
        id: `${language}-${node.id}`,
        areaId,
        languageCode: language,
        parentId,
        name: node.names[language],
        url: node.urls[language],
        externalLink: false,
        menus: node.parentId === null ? ['categories'] : ['categories', 'sidebar'],
        sortOrder: nextSortOrder(parentId),
      });
    }
    for (const page of primaryPages) {
      rows.push({
        id: `${language}-page-${page.key}`,
        areaId,
        languageCode: language,
        parentId: null,
        name: page.names[language],
        url: page.url[language],
        externalLink: false,
        menus: ['primary'],
        sortOrder: nextSortOrder(null),
      });
    }
  }
  return rows;
}

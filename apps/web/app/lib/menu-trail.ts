import type { MenuItem } from '@shop/contracts';

function findPath(items: MenuItem[], matches: (item: MenuItem) => boolean): MenuItem[] | null {
  for (const item of items) {
    if (matches(item)) return [item];
    const below = findPath(item.children, matches);
    if (below) return [item, ...below];
  }
  return null;
}

const normalise = (url: string) => (url.length > 1 ? url.replace(/\/+$/, '') : url).toLowerCase();

/** Menu entries are keyed by language and the id of what they link to: `en-girls-dresses`, `da-girls`. */
const isEntryFor = (item: MenuItem, id: string) =>
  item.id === id || (/^[a-z]{2}-/.test(item.id) && item.id.slice(3) === id);

type PageInMenu = { url: string; id?: string | null; parentId?: string | null };

/**
 * Where a page hangs in the menu. A product has no menu entry of its own: its parent is its primary
 * category (the first of its categories), so its breadcrumbs are that category's path.
 */
export function pageInMenu(
  page: PageInMenu,
  product: { categories: string[] } | null | undefined,
): PageInMenu {
  const primaryCategory = product?.categories[0];
  if (!primaryCategory || page.parentId) return page;
  return { ...page, parentId: primaryCategory };
}

/**
 * Spec §2 breadcrumbs: the menu entries from the top down to the page, found by URL (without language
 * prefix), else by the page id, else by its parent id. The home entry is left out.
 */
export function findMenuTrail(menus: MenuItem[], page: PageInMenu): MenuItem[] {
  const url = normalise(page.url);
  const { id, parentId } = page;
  const trail =
    findPath(menus, (item) => normalise(item.url) === url) ??
    (id ? findPath(menus, (item) => isEntryFor(item, id)) : null) ??
    (parentId ? findPath(menus, (item) => isEntryFor(item, parentId)) : null) ??
    [];
  return trail.filter((item) => item.url !== '/');
}

/** Spec §2 side navigation: children of the top-level breadcrumb entry shown in the sidebar or categories. */
export function sideNavigationItems(trail: MenuItem[]): MenuItem[] {
  const top = trail[0];
  if (!top) return [];
  return top.children.filter(
    (child) => child.menus.includes('sidebar') || child.menus.includes('categories'),
  );
}

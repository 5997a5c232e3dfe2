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

/**
 * Spec §2 breadcrumbs: the menu entries from the top down to the page, found by URL (without language
 * prefix), else by the page id, else by its parent id. The home entry is left out.
 */
export function findMenuTrail(
  menus: MenuItem[],
  page: { url: string; id?: string | null; parentId?: string | null },
): MenuItem[] {
  const url = normalise(page.url);
  const trail =
    findPath(menus, (item) => normalise(item.url) === url) ??
    (page.id ? findPath(menus, (item) => item.id === page.id) : null) ??
    (page.parentId ? findPath(menus, (item) => item.id === page.parentId) : null) ??
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

import type { MenuItem } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { findMenuTrail, pageInMenu, sideNavigationItems } from './menu-trail.ts';

const item = (
  id: string,
  url: string,
  children: MenuItem[] = [],
  menus: MenuItem['menus'] = ['categories'],
) => ({
  id,
  name: id,
  url,
  externalLink: false,
  menus,
  children,
});

const menus: MenuItem[] = [
  item('home', '/', [], ['primary']),
  item('girls', '/girls', [
    item('girls-dresses', '/girls/dresses'),
    item('girls-hidden', '/girls/hidden', [], ['primary']),
    item('girls-tops', '/girls/tops', [], ['sidebar']),
  ]),
];

describe('findMenuTrail', () => {
  it('finds the trail by URL, ignoring a trailing slash', () => {
    expect(findMenuTrail(menus, { url: '/girls/dresses/' }).map((entry) => entry.id)).toEqual([
      'girls',
      'girls-dresses',
    ]);
  });

  it('falls back to the page id, then the parent id, and leaves home out', () => {
    expect(findMenuTrail(menus, { url: '/x', id: 'girls-tops' }).map((entry) => entry.id)).toEqual([
      'girls',
      'girls-tops',
    ]);
    expect(
      findMenuTrail(menus, { url: '/x', id: 'nope', parentId: 'girls' }).map((entry) => entry.id),
    ).toEqual(['girls']);
    expect(findMenuTrail(menus, { url: '/' })).toEqual([]);
  });

  it('matches page and parent ids to entries keyed by language (en-<id>)', () => {
    const prefixed = [item('en-girls', '/girls', [item('en-girls-dresses', '/girls/dresses')])];
    expect(findMenuTrail(prefixed, { url: '/x', id: 'girls-dresses' }).map((entry) => entry.id)).toEqual([
      'en-girls',
      'en-girls-dresses',
    ]);
    expect(findMenuTrail(prefixed, { url: '/x', parentId: 'girls' }).map((entry) => entry.id)).toEqual([
      'en-girls',
    ]);
    expect(findMenuTrail(prefixed, { url: '/x', id: 'dresses' })).toEqual([]);
  });

  it("places a product below its primary category's path", () => {
    const product = { categories: ['girls-dresses', 'girls'] };
    const page = pageInMenu({ url: '/product/vilma-dress', id: 'NL10001', parentId: null }, product);
    expect(findMenuTrail(menus, page).map((entry) => entry.id)).toEqual(['girls', 'girls-dresses']);
    // A page that is not a product, or a product without categories, keeps its own place.
    expect(pageInMenu({ url: '/about', parentId: null }, null)).toEqual({ url: '/about', parentId: null });
    expect(pageInMenu({ url: '/p', id: 'NL1' }, { categories: [] })).toEqual({ url: '/p', id: 'NL1' });
  });

  it('lists sidebar and category children of the top entry', () => {
    const trail = findMenuTrail(menus, { url: '/girls/dresses' });
    expect(sideNavigationItems(trail).map((entry) => entry.id)).toEqual(['girls-dresses', 'girls-tops']);
  });
});

import { describe, expect, it } from 'vitest';
import type { RootData } from '../../lib/root-data.ts';
import { pageMeta, pageTitle, rootMetaData } from './page-meta.ts';

const root = {
  translations: { 'meta.site-name': 'Nordlys', 'cart.title': 'Cart' },
  origin: 'https://shop.example',
} as unknown as RootData;
const matches = [{ id: 'root', loaderData: root }, undefined, { id: 'routes/cart', loaderData: {} }];

describe('pageMeta', () => {
  it("finds the root loader's data among the matches", () => {
    expect(rootMetaData(matches)).toBe(root);
    expect(rootMetaData([{ id: 'other', loaderData: {} }])).toBeUndefined();
  });

  it("titles a page 'Title | Site name' in the visitor's texts, and only noindex when asked", () => {
    expect(pageMeta(matches, (t) => ({ title: t('cart.title'), noindex: true }))).toEqual([
      { title: 'Cart | Nordlys' },
      { name: 'robots', content: 'noindex' },
    ]);
    expect(pageMeta(matches, (_t, data) => ({ title: data?.origin ?? null }))).toEqual([
      { title: 'https://shop.example | Nordlys' },
    ]);
  });

  it('shows the site name alone without a title, and the keys when the root data failed', () => {
    expect(pageTitle(null, root)).toBe('Nordlys');
    expect(pageMeta([], (t) => ({ title: t('cart.title') }))).toEqual([
      { title: 'cart.title | meta.site-name' },
    ]);
  });
});

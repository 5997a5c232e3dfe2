import type { ProductColor } from '@shop/contracts';

type Drop = NonNullable<ProductColor['deliveryDrop']>;

/**
 * A delivery drop in the page's language: the catalogue names a drop once ('SS27 drop 1'), the dictionary
 * per language under the facet's key (`facet.deliveryDrop.<code>`); a drop it does not know keeps its name.
 */
export function dropName(t: (key: string) => string, drop: Pick<Drop, 'code' | 'name'>): string {
  const key = `facet.deliveryDrop.${drop.code}`;
  const name = t(key);
  return name === key ? drop.name : name;
}

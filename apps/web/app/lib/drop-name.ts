import type { ProductColor } from '@shop/contracts';
import type { TranslateFunction } from './i18n/translate.ts';

type Drop = NonNullable<ProductColor['deliveryDrop']>;

/**
 * A delivery drop in the page's language: the catalogue names a drop once ('SS27 drop 1'), the dictionary
 * per language under the facet's key (`facet.deliveryDrop.<code>`); a drop it does not know keeps its name.
 */
export function dropName(t: TranslateFunction, drop: Pick<Drop, 'code' | 'name'>): string {
  const key = `facet.deliveryDrop.${drop.code}`;
  // The catalogue's drop codes are data: the one kind of key the typecheck cannot know.
  const name = t.dynamic(key);
  return name === key ? drop.name : name;
}

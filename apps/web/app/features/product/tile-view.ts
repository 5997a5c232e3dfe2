import type { SearchProductItem } from '@shop/contracts';
import type { TranslateFunction } from '../../lib/i18n/translate.ts';

/** Spec §9: 5 colour swatches shown, each 20 × 20. */
export const visibleSwatchCount = 5;
export const swatchSize = 20;

/** Up to 5 swatches and how many more colours the '+N' counts. */
export function tileSwatches<T>(colors: T[], limit = visibleSwatchCount): { shown: T[]; overflow: number } {
  return { shown: colors.slice(0, limit), overflow: Math.max(0, colors.length - limit) };
}

export type SeasonLabel = 'topSeller' | 'hero' | 'key';

/** Spec §2: a season code shows a label for topSeller, hero or key (the first that applies). */
export function seasonLabel(
  item: Pick<SearchProductItem, 'topSeller' | 'heroProduct' | 'keyProduct'>,
): SeasonLabel | null {
  if (item.topSeller) return 'topSeller';
  if (item.heroProduct) return 'hero';
  if (item.keyProduct) return 'key';
  return null;
}

/**
 * The season in the page's language: the catalogue names a season once (its description, in English), so
 * the dictionary holds the name per language under `product.season-name.<description>`; a season it does
 * not know keeps the catalogue's words.
 */
export function seasonName(t: TranslateFunction, description: string | null): string {
  if (!description) return '';
  const key = `product.season-name.${description}`;
  // The catalogue's seasons are data: the one kind of key the typecheck cannot know.
  const name = t.dynamic(key);
  return name === key ? description : name;
}

/** What a click carries that decides whether the shop may handle it instead of the browser. */
type ClickFacts = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
};

/**
 * A click on a link the app may turn into its own navigation: the main button without modifier keys (those
 * open a new tab or window, as the browser should), not handled already, on a link that opens in this
 * window.
 */
export function isPlainLinkClick(event: ClickFacts, link: { target: string }): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  return link.target === '' || link.target === '_self';
}

/** Spec §2: a swatch opens the product page in that colour (`?colorCode=`). */
export function productColorHref(url: string, colorCode: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}colorCode=${encodeURIComponent(colorCode)}`;
}

import { type Area, storefrontImages } from '@shop/contracts';
import type { TranslateFunction } from '../../lib/i18n/translate.ts';
import { imageUrl } from '../../lib/image-url.ts';
import type { FacetOptionView } from './facet-view.ts';
import type { FacetConfig } from './search-config.ts';

type Option = Pick<FacetOptionView, 'key' | 'label' | 'image'>;

/**
 * A dictionary text, or null when the dictionary has none (the translate function shows the key then). The
 * facets are the area's data (its `defaultFacets` name the fields), so their keys are made at run time.
 */
function dictionaryText(t: TranslateFunction, key: string): string | null {
  const text = t.dynamic(key);
  return text === key ? null : text;
}

/** A facet's name: `facet.<field>`, or the key itself for a field the dictionary does not know. */
export function facetName(t: TranslateFunction, facet: Pick<FacetConfig, 'field'>): string {
  return t.dynamic(`facet.${facet.field}`);
}

/**
 * Spec §3 option labels, first that applies: 'unknown' plus the facet name for an empty key; the
 * dictionary's `facet.<field>.<key>` (stock kinds 2Stock…, and the codes whose catalogue text has one
 * language only: seasons, delivery drops, prints); Yes / No for True / False; the catalogue's name the API
 * sends for ids and codes (categories, colours, seasons, drops); else the key itself (sizes, brands).
 */
export function facetOptionLabel(t: TranslateFunction, facet: FacetConfig, option: Option): string {
  const { key } = option;
  if (key === '') return t('facet.unknown', { facet: facetName(t, facet) });
  const named = dictionaryText(t, `facet.${facet.field}.${key}`);
  if (named !== null) return named;
  if (key === 'True') return t('facet.true');
  if (key === 'False') return t('facet.false');
  return option.label ?? key;
}

/** Spec §3: the color and print facets show images instead of text (the text stays for screen readers). */
export function facetOptionImage(facet: FacetConfig, option: Option, prints: Area['prints']): string | null {
  if (facet.queryField === 'color') return option.image ?? null;
  if (facet.queryField === 'print') {
    const print = prints.find((candidate) => candidate.printName === option.key);
    return print ? imageUrl(print.facetImage, storefrontImages.printFacet) : null;
  }
  return null;
}

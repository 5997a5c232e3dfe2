import type { Area } from '@shop/contracts';
import type { TranslateFunction } from '../../lib/i18n/translate.ts';
import { imageUrl } from '../../lib/image-url.ts';
import type { FacetNames } from './facet-names.ts';
import type { FacetConfig } from './search-config.ts';

export type FacetLookups = FacetNames & { prints: Area['prints'] };

/** Spec §3: 'unknown' plus the facet name for an empty key; readable names for codes, ids and flags. */
export function facetOptionLabel(
  t: TranslateFunction,
  facet: FacetConfig,
  key: string,
  lookups: FacetLookups,
): string {
  if (key === '') return t('facet.unknown', { facet: t(`facet.${facet.field}`) });
  if (facet.field === 'stockKind') return t(`facet.stockKind.${key}`);
  if (key === 'True' || key === 'False') return t(`facet.${key.toLowerCase()}`);
  if (facet.field === 'category') return lookups.categories[key] ?? key;
  if (facet.queryField === 'color') return lookups.colors[key]?.name ?? key;
  return key;
}

/** Spec §3: the color and print facets show images instead of text (the text stays for screen readers). */
export function facetOptionImage(facet: FacetConfig, key: string, lookups: FacetLookups): string | null {
  if (facet.queryField === 'color') return lookups.colors[key]?.swatchImage ?? null;
  if (facet.queryField === 'print') {
    const print = lookups.prints.find((candidate) => candidate.printName === key);
    return print ? imageUrl(print.facetImage, { width: 40, height: 40 }) : null;
  }
  return null;
}

import { translationRows } from '../../modules/content/sync-translations.ts';
import type { areaLanguages, areas, translations as translationsTable } from '../schema.ts';
import { areaSettings, footerContent } from './area-settings.ts';
import type { CategoryNode } from './build-categories.ts';

export type AreaRows = {
  areas: Array<typeof areas.$inferInsert>;
  areaLanguages: Array<typeof areaLanguages.$inferInsert>;
  translations: Array<typeof translationsTable.$inferInsert>;
};

/** Prints offered in the facet panel; their swatches are rendered by `renderContentImages`. */
export const prints = ['Dots', 'Stripes', 'Flowers', 'Stars'] as const;
export type Print = (typeof prints)[number];

/**
 * The list pages' facets (spec §3 facet types). Size is CheckboxAnd (ADR 61): a buyer who ticks 92 and 98
 * wants styles made in both, to order a size run; the others widen with every tick (CheckboxOr).
 */
const defaultFacets = [
  { field: 'category', type: 'CheckboxOr' },
  { field: 'color', type: 'CheckboxOr' },
  { field: 'size', type: 'CheckboxAnd' },
  { field: 'brand', type: 'CheckboxOr' },
  { field: 'stockKind', type: 'CheckboxOr' },
  { field: 'deliveryDrop', type: 'CheckboxOr' },
  { field: 'price', type: 'Slider' },
];

/** The 'b2b' area with its two languages, settings, footer and UI texts. */
export function buildArea(areaId: string, categories: CategoryNode[]): AreaRows {
  return {
    areas: [
      {
        areaId,
        currencyCode: 'EUR',
        imagePrefix: '/images',
        defaultFacets,
        prints: prints.map((printName) => ({
          printName,
          facetImage: `prints/${printName.toLowerCase()}.jpg`,
        })),
      },
    ],
    areaLanguages: [
      { languageCode: 'en' as const, languageId: 'en-US', name: 'English', isPrimary: true },
      { languageCode: 'da' as const, languageId: 'da-DK', name: 'Dansk', isPrimary: false },
    ].map((language) => ({
      ...language,
      areaId,
      domain: 'localhost:3000',
      settings: areaSettings(language.languageCode, categories),
      footerContent: footerContent(language.languageCode),
    })),
    translations: translationRows(areaId),
  };
}

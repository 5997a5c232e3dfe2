import { defineTexts } from '../define-texts.ts';

/**
 * UI texts of the list page's price slider and match-all facets (issue 20 item 14, ADR 61), in English and
 * Danish (merged in ../ui-texts.ts).
 */
export const facetTexts = defineTexts({
  en: {
    'facet.price-range': '{from} – {to}',
    'facet.price-lowest': 'Lowest price',
    'facet.price-highest': 'Highest price',
    'facet.match-all': 'Shows products that have every value you tick.',
  },
  da: {
    'facet.price-range': '{from} – {to}',
    'facet.price-lowest': 'Laveste pris',
    'facet.price-highest': 'Højeste pris',
    'facet.match-all': 'Viser varer, der har alle de værdier, du vælger.',
  },
});

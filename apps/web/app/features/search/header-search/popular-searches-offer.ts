import type { AreaSettings } from '@shop/contracts';

/** Whether the back office gave the open, still empty search anything to offer. */
export const hasPopularSearches = (
  settings: Pick<AreaSettings, 'popularSearchesSearchWords' | 'trendingCategories'>,
) =>
  settings.popularSearchesSearchWords.some((word) => word.trim() !== '') ||
  settings.trendingCategories.length > 0;

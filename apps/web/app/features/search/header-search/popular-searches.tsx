import { type AreaSettings, localizePath, storefrontImages } from '@shop/contracts';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { localizeHref } from '../../../lib/i18n/localize-href.ts';
import type { ForceSearchState } from '../use-product-list.ts';

type PopularSearchesProps = {
  settings: Pick<
    AreaSettings,
    | 'popularSearchesHeadline'
    | 'popularSearchesSearchWords'
    | 'trendingCategoriesHeadline'
    | 'trendingCategories'
  >;
  onChoose: () => void;
};

/**
 * What the header search offers before anything is typed (spec §3 area settings, issue 31 item 3): the back
 * office's popular search words, each a search of its own, and its trending categories. Plain links in a
 * navigation landmark, reached with Tab from the field; headlines default to the shop's own words.
 */
export function PopularSearches({ settings, onChoose }: PopularSearchesProps) {
  const t = useT();
  const language = useLanguage();
  const words = [...new Set(settings.popularSearchesSearchWords.map((word) => word.trim()))].filter(Boolean);
  const searchPath = localizePath('search', language);
  const forced = (): ForceSearchState => ({ forceSearch: Date.now() });
  return (
    <div className="autocomplete-panel popular-searches">
      <div className="container">
        <nav className="autocomplete-panel__grid" aria-label={t('search.popular-label')}>
          {words.length > 0 ? (
            <section aria-labelledby="popular-searches-words">
              <h2 id="popular-searches-words" className="autocomplete-panel__heading">
                {settings.popularSearchesHeadline?.trim() || t('search.popular-searches')}
              </h2>
              <ul className="popular-searches__words">
                {words.map((word) => (
                  <li key={word}>
                    <Link
                      to={`${searchPath}?q=${encodeURIComponent(word)}`}
                      state={forced()}
                      className="popular-searches__word"
                      onClick={onChoose}
                    >
                      {word}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {settings.trendingCategories.length > 0 ? (
            <section aria-labelledby="popular-searches-categories" className="popular-searches__categories">
              <h2 id="popular-searches-categories" className="autocomplete-panel__heading">
                {settings.trendingCategoriesHeadline?.trim() || t('search.trending-categories')}
              </h2>
              <ul className="popular-searches__tiles">
                {settings.trendingCategories.map((category) => (
                  <li key={category.url}>
                    <Link
                      to={localizeHref(category.url, language)}
                      className="autocomplete-product"
                      onClick={onChoose}
                    >
                      <span className="autocomplete-product__image">
                        {category.image ? (
                          <MediaImage
                            path={category.image}
                            alt=""
                            width={storefrontImages.searchSuggestion.width}
                            height={storefrontImages.searchSuggestion.height}
                          />
                        ) : null}
                      </span>
                      <span className="autocomplete-product__name">{category.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </nav>
      </div>
    </div>
  );
}

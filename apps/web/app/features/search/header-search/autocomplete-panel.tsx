import { storefrontImages } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { localizeHref } from '../../../lib/i18n/localize-href.ts';
import { useTranslateCount } from '../../../lib/i18n/use-translate-count.ts';
import { findMenuTrail } from '../../../lib/menu-trail.ts';
import { useRootData } from '../../../lib/root-data.ts';
import type { SearchPhase } from './search-status.ts';
import type { AutocompleteResults } from './use-autocomplete.ts';

type AutocompletePanelProps = {
  id: string;
  optionIdPrefix: string;
  results: AutocompleteResults | null;
  highlighted: string | null;
  phase: SearchPhase;
  onChoose: () => void;
};

/**
 * The suggestions: products as small tiles (4 columns from 1366 px), then categories and pages. One
 * listbox with a group per kind, so the combobox's active descendant can point at any entry.
 */
export function AutocompletePanel({
  id,
  optionIdPrefix,
  results,
  highlighted,
  phase,
  onChoose,
}: AutocompletePanelProps) {
  const t = useT();
  const tc = useTranslateCount();
  const language = useLanguage();
  const menus = useRootData()?.area.menus ?? [];
  // Several categories share a name (Girls › Dresses, Women › Dresses): show where each one sits.
  const categoryLabel = (url: string, title: string) => {
    const trail = findMenuTrail(menus, { url });
    return trail.length > 1 ? trail.map((item) => item.name).join(' › ') : title;
  };
  if (!results) return <div id={id} role="listbox" hidden aria-label={t('search.suggestions')} />;
  const empty = results.products.length + results.categories.length + results.pages.length === 0;
  const option = (key: string, url: string, className: string, children: ReactNode) => (
    <Link
      key={key}
      id={`${optionIdPrefix}-${key}`}
      to={localizeHref(url, language)}
      role="option"
      aria-selected={highlighted === key}
      tabIndex={-1}
      className={`${className}${highlighted === key ? ' is-highlighted' : ''}`}
      onClick={onChoose}
    >
      {children}
    </Link>
  );
  return (
    <div className="autocomplete-panel">
      <div className="container">
        <div id={id} role="listbox" aria-label={t('search.suggestions')} className="autocomplete-panel__grid">
          {results.products.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a listbox may only hold options and groups
            <div role="group" aria-labelledby={`${id}-products`} className="autocomplete-panel__products">
              <h2 id={`${id}-products`} className="autocomplete-panel__heading">
                {t('search.suggested-products')}
              </h2>
              <div className="autocomplete-panel__product-grid">
                {results.products.map((item) =>
                  option(
                    `product-${item.id}`,
                    item.url,
                    'autocomplete-product',
                    <>
                      <span className="autocomplete-product__image">
                        {item.image ? (
                          <MediaImage
                            path={item.image}
                            alt=""
                            width={storefrontImages.searchSuggestion.width}
                            height={storefrontImages.searchSuggestion.height}
                          />
                        ) : null}
                      </span>
                      <span className="autocomplete-product__text">
                        <span className="autocomplete-product__brand">{item.brand}</span>
                        <span className="autocomplete-product__name">{item.name}</span>
                      </span>
                    </>,
                  ),
                )}
              </div>
            </div>
          ) : null}
          {results.categories.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a listbox may only hold options and groups
            <div role="group" aria-labelledby={`${id}-categories`} className="autocomplete-panel__list">
              <h2 id={`${id}-categories`} className="autocomplete-panel__heading">
                {t('search.suggested-categories')}
              </h2>
              {results.categories.map((item) =>
                option(
                  `category-${item.id}`,
                  item.url,
                  'autocomplete-link',
                  categoryLabel(item.url, item.title),
                ),
              )}
            </div>
          ) : null}
          {results.pages.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a listbox may only hold options and groups
            <div role="group" aria-labelledby={`${id}-pages`} className="autocomplete-panel__list">
              <h2 id={`${id}-pages`} className="autocomplete-panel__heading">
                {t('search.suggested-pages')}
              </h2>
              {results.pages.map((item) =>
                option(`page-${item.id}`, item.url, 'autocomplete-link', item.menuTitle),
              )}
            </div>
          ) : null}
        </div>
        <p className="autocomplete-panel__status" aria-live="polite">
          {empty && phase !== 'searching' ? t('search.no-suggestions', { text: results.text }) : null}
          {phase === 'complete' && !empty
            ? tc(
                'search.suggestion-count',
                results.products.length + results.categories.length + results.pages.length,
              )
            : null}
        </p>
      </div>
    </div>
  );
}

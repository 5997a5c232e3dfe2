import type { Area } from '@shop/contracts';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useTranslateCount } from '../../../lib/i18n/use-translate-count.ts';
import { useRootData } from '../../../lib/root-data.ts';
import { useSeedPrices } from '../../prices/prices-context.tsx';
import { ProductTile } from '../../product/product-tile.tsx';
import { facetGroups } from '../facet-view.ts';
import { hasMore, pagerView } from '../pager.ts';
import type { ProductListData } from '../product-list-data.ts';
import { availableSortingOptions, defaultSortingValue } from '../search-config.ts';
import {
  searchStateToQuery,
  selectedKeys,
  withFacetOptionToggled,
  withFacetSelection,
  withoutFacets,
  withSorting,
} from '../search-state.ts';
import { useProductList } from '../use-product-list.ts';
import { FacetPanel } from './facet-panel.tsx';
import { FacetSidebar } from './facet-sidebar.tsx';
import { InfiniteScrollTrigger } from './infinite-scroll-trigger.tsx';
import { LineSheetLinks } from './line-sheet-links.tsx';
import { ListPager } from './list-pager.tsx';
import { OrderTypeStrip } from './order-type-strip.tsx';
import { SortSelect } from './sort-select.tsx';

/** Tiles in the first row load eagerly with high priority (3 columns on wide screens). */
const priorityTiles = 3;

type ProductListProps = {
  data: ProductListData;
  prints: Area['prints'];
  /** The category side navigation, shown above the facets. */
  sideNavigation?: ReactNode;
};

/**
 * Spec §2 product list page: sidebar with facets (a slide-in panel below 1024 px), sort, order-type strip,
 * counter, grid of tiles and the paging variant. Everything a visitor changes goes through the URL.
 */
export function ProductList({ data, prints, sideNavigation }: ProductListProps) {
  const t = useT();
  const tc = useTranslateCount();
  // Before any tile reads it: the first page's prices came with the page (ADR 55).
  useSeedPrices(data.prices);
  const list = useProductList(data);
  // A customer's tiles get the size × colour grid's quick add (a dealer, or a sales user acting for one).
  const customer = Boolean(useRootData()?.user?.customerNumber);
  const [sidebarShown, setSidebarShown] = useState(true);
  const [panelOpen, setPanelOpen] = useState(false);
  const { state, result, status, config } = list;
  const items = result?.items ?? [];
  const total = result?.itemsTotal ?? 0;
  const groups = facetGroups(config.facets, result?.facetOptions ?? [], state);
  const hrefFor = (page: number) => {
    const query = searchStateToQuery({ ...state, currentPage: page }, config).toString();
    return query ? `?${query}` : '?';
  };
  const more = hasMore(items.length, total);
  const hasStockKind = config.facets.some((facet) => facet.field === 'stockKind');

  if (list.waitingForText) {
    return <p className="product-list__hint">{t('search.type-to-search')}</p>;
  }

  return (
    <section className="product-list" aria-labelledby="product-list-heading">
      {/* The tiles are h3s: the list is the h2 between them and the page's h1 (axe heading-order). */}
      <h2 id="product-list-heading" className="visually-hidden">
        {t('search.products')}
      </h2>
      <div className="product-list__toolbar">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm product-list__facets-toggle"
          aria-expanded={sidebarShown}
          aria-controls="product-list-sidebar"
          onClick={() => setSidebarShown(!sidebarShown)}
        >
          {t('facet.toggle')}
        </button>
        <p className="product-list__counter" aria-live="polite">
          {result ? tc('search.item-counter', total, { loaded: items.length }) : null}
        </p>
        <SortSelect
          options={availableSortingOptions(config, state.freeTextSearch)}
          value={state.sortingSelected ?? defaultSortingValue(config, state.freeTextSearch)}
          onChange={(value) => list.update(withSorting(state, value))}
        />
        {customer && data.lineSheetPath ? (
          <LineSheetLinks path={data.lineSheetPath} config={config} state={state} area={data.area} />
        ) : null}
      </div>
      {hasStockKind ? (
        <OrderTypeStrip
          selected={selectedKeys(state, 'stockKind')}
          onSelect={(keys) => list.update(withFacetSelection(state, 'stockKind', keys))}
        />
      ) : null}
      <div className={`product-list__layout${sidebarShown ? ' has-sidebar' : ''}`}>
        <FacetSidebar
          id="product-list-sidebar"
          open={panelOpen}
          onClose={() => setPanelOpen(false)}
          label={t('facet.panel')}
        >
          <div className="offcanvas-header product-list__panel-header">
            <h2 className="offcanvas-title h5">{t('facet.toggle')}</h2>
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              onClick={() => setPanelOpen(false)}
            >
              {t('common.close')}
            </button>
          </div>
          <div className="offcanvas-body flex-column">
            {sideNavigation}
            <FacetPanel
              groups={groups}
              prints={prints}
              currency={data.area.currencyCode ?? 'EUR'}
              onToggle={(field, key) => list.update(withFacetOptionToggled(state, field, key))}
              onRange={(field, selection) => list.update(withFacetSelection(state, field, selection))}
              onClear={() => list.update(withoutFacets(state))}
            />
          </div>
        </FacetSidebar>
        <div className="product-list__results" aria-busy={status === 'loading' || status === 'loading-more'}>
          {status === 'error' ? (
            <div className="alert alert-danger product-list__error" role="alert">
              <span>{t('search.load-failed')}</span>
              <button type="button" className="btn btn-outline-primary btn-sm" onClick={list.retry}>
                {t('search.retry')}
              </button>
            </div>
          ) : null}
          {status === 'loading' && !result ? <ListSpinner /> : null}
          {result && items.length === 0 && status !== 'loading' ? (
            <EmptyState picture="search" title={t('search.no-results-title')} className="product-list__empty">
              {t(
                Object.values(state.facetSelected).some((selection) =>
                  Array.isArray(selection) ? selection.length > 0 : Boolean(selection),
                )
                  ? 'search.no-results'
                  : 'search.no-results-unfiltered',
              )}
            </EmptyState>
          ) : null}
          <ul
            className={`product-grid list-unstyled${status === 'loading' && result ? ' is-refreshing' : ''}`}
          >
            {items.map((item, index) => (
              <li key={`${item.id}-${index}`}>
                <ProductTile
                  item={item}
                  priority={index < priorityTiles}
                  quickAddArea={customer ? data.area : null}
                />
              </li>
            ))}
          </ul>
          {status === 'loading' && result ? <ListSpinner /> : null}
          {status === 'loading-more' ? <ListSpinner /> : null}
          {list.variant === 'infinite' ? (
            <InfiniteScrollTrigger enabled={status === 'idle' && more} onLoadMore={list.loadMore} />
          ) : null}
          {list.variant === 'view-more' && more && status === 'idle' ? (
            <button
              type="button"
              className="btn btn-outline-primary product-list__view-more"
              onClick={list.loadMore}
            >
              {t('search.view-more')}
            </button>
          ) : null}
          {list.variant === 'pager' && result ? (
            <ListPager pager={pagerView(state.currentPage, total, config.pageSize)} hrefFor={hrefFor} />
          ) : null}
        </div>
      </div>
      <button
        type="button"
        className="btn btn-primary product-list__floating-filters"
        aria-controls="product-list-sidebar"
        aria-expanded={panelOpen}
        onClick={() => setPanelOpen(true)}
      >
        {t('facet.toggle')}
      </button>
    </section>
  );
}

function ListSpinner() {
  const t = useT();
  return (
    <div className="product-list__spinner">
      <output className="spinner-border">
        <span className="visually-hidden">{t('common.loading')}</span>
      </output>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { focusAfterDelay } from './list-timing.ts';
import { ProductList } from './product-list/product-list.tsx';
import type { ProductListData } from './product-list-data.ts';
import type { ForceSearchState } from './use-product-list.ts';

/** Spec §2 search screen: the product list page for the free text in q. */
export function SearchPage({ productList }: { productList: ProductListData }) {
  const t = useT();
  const prints = useRootData()?.area.prints ?? [];
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The heading follows the URL, which changes without a loader run when the visitor searches again.
  const q = (new URLSearchParams(location.search).get('q') ?? '').trim();
  const title = q ? t('search.results-for', { query: q }) : t('search.title');
  const submitted = (location.state as ForceSearchState | null)?.forceSearch;

  // A search submitted from the header leaves focus nowhere (the input closes). Spec §9 focus delay: once
  // the results page has settled, focus lands on its heading, so keyboard and screen reader users go on
  // from 'Search results for …' and the list right after it, not from the top of the page.
  useEffect(() => {
    if (!submitted) return;
    return focusAfterDelay(() => heading.current);
  }, [submitted]);

  return (
    <div className="container content-layout content-layout--search">
      <Breadcrumbs trail={[]} current={t('search.title')} />
      <h1 className="page-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <ProductList data={productList} prints={prints} />
    </div>
  );
}

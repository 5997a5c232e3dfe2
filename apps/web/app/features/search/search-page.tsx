import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { Breadcrumbs } from '../content/breadcrumbs.tsx';
import { useRootData } from '../layout/root-data.ts';
import { ProductList } from './product-list/product-list.tsx';
import type { ProductListData } from './product-list-data.ts';

/** Spec §2 search screen: the product list page for the free text in q. */
export function SearchPage({ productList }: { productList: ProductListData }) {
  const t = useT();
  const prints = useRootData()?.area.prints ?? [];
  // The heading follows the URL, which changes without a loader run when the visitor searches again.
  const q = (new URLSearchParams(useLocation().search).get('q') ?? '').trim();
  const title = q ? t('search.results-for', { query: q }) : t('search.title');
  return (
    <div className="container content-layout content-layout--search">
      <Breadcrumbs trail={[]} current={t('search.title')} />
      <h1 className="page-title">{title}</h1>
      <ProductList data={productList} prints={prints} />
    </div>
  );
}

import { type ShouldRevalidateFunction, useLoaderData } from 'react-router';
import { pageMeta } from '../features/layout/page-meta.ts';
import { loadSearchPage } from '../features/search/load-search-page.server.ts';
import { SearchPage } from '../features/search/search-page.tsx';
import { isStagingLikeHost } from '../features/search/staging-host.ts';
import { onlyQueryChanged } from '../lib/only-query-changed.ts';
import type { Route } from './+types/search';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(request, context);
}

// A new text, facet or page changes only the query: the list searches in the browser.
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  onlyQueryChanged(args) ? false : args.defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, (t, root) => {
    const query = loaderData?.query ?? '';
    return {
      title: query ? t('search.results-for', { query }) : t('search.title'),
      noindex: isStagingLikeHost(root ? new URL(root.origin).hostname : ''),
    };
  });

export default function SearchRoute() {
  const { productList } = useLoaderData<typeof loader>();
  return <SearchPage productList={productList} />;
}

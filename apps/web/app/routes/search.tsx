import type { MetaDescriptor, ShouldRevalidateFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { pageTitle } from '../features/content/content-meta.ts';
import type { RootData } from '../features/layout/root-data.ts';
import { loadSearchPage } from '../features/search/load-search-page.server.ts';
import { SearchPage } from '../features/search/search-page.tsx';
import { isStagingLikeHost } from '../features/search/staging-host.ts';
import { createTranslate } from '../lib/i18n/translate.ts';
import { onlyQueryChanged } from '../lib/only-query-changed.ts';
import type { Route } from './+types/search';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSearchPage(request, context);
}

// A new text, facet or page changes only the query: the list searches in the browser.
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  onlyQueryChanged(args) ? false : args.defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  const t = createTranslate(root?.translations ?? {});
  const query = loaderData?.query ?? '';
  const meta: MetaDescriptor[] = [
    { title: pageTitle(query ? t('search.results-for', { query }) : t('search.title'), root) },
  ];
  const host = root ? new URL(root.origin).hostname : '';
  if (isStagingLikeHost(host)) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
};

export default function SearchRoute() {
  const { productList } = useLoaderData<typeof loader>();
  return <SearchPage productList={productList} />;
}

import { splitLanguagePrefix } from '@shop/contracts';
import { type ShouldRevalidateFunction, useLoaderData } from 'react-router';
import { loadContent } from '../features/content/content-loader.server.ts';
import { contentMeta } from '../features/content/content-meta.ts';
import { ContentView } from '../features/content/content-view.tsx';
import { rootMetaData } from '../features/layout/page-meta.ts';
import { onlyQueryChanged } from '../lib/only-query-changed.ts';
import { requireUnbuiltScreenAccess } from '../lib/screen-access.server.ts';
import type { Route } from './+types/content';

export async function loader(args: Route.LoaderArgs) {
  // A screen that is not built yet falls through to here: its access rule holds all the same.
  requireUnbuiltScreenAccess(args);
  return loadContent(args.request, args.context);
}

// Facets, sorting, paging and colorCode change only the query: the page searches or selects in the browser.
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  onlyQueryChanged(args) ? false : args.defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  contentMeta(loaderData?.content, splitLanguagePrefix(location.pathname).language, rootMetaData(matches));

export default function ContentRoute() {
  const { content, contentType, productList, product } = useLoaderData<typeof loader>();
  return (
    <ContentView content={content} contentType={contentType} productList={productList} product={product} />
  );
}

import { splitLanguagePrefix } from '@shop/contracts';
import { type ShouldRevalidateFunction, useLoaderData } from 'react-router';
import { loadContent } from '../features/content/content-loader.server.ts';
import { contentMeta } from '../features/content/content-meta.ts';
import { ContentView } from '../features/content/content-view.tsx';
import type { RootData } from '../features/layout/root-data.ts';
import { onlyQueryChanged } from '../lib/only-query-changed.ts';
import type { Route } from './+types/content';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadContent(request, context);
}

// Facets, sorting, paging and colorCode change only the query: the page searches or selects in the browser.
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  onlyQueryChanged(args) ? false : args.defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  return contentMeta(loaderData?.content, splitLanguagePrefix(location.pathname).language, root);
};

export default function ContentRoute() {
  const { content, contentType, productList, product } = useLoaderData<typeof loader>();
  return (
    <ContentView content={content} contentType={contentType} productList={productList} product={product} />
  );
}

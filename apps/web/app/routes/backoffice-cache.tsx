import { data, useActionData, useLoaderData } from 'react-router';
import { CachePage } from '../features/backoffice/cache/cache-page.tsx';
import { cachePanelAction, loadCachePanel } from '../features/backoffice/cache/cache-panel.server.ts';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/backoffice-cache';

/** /backoffice/cache (/da/backoffice/cache): the API cache's figures and invalidation, for staff. */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadCachePanel(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function action(args: Route.ActionArgs) {
  return cachePanelAction(args);
}

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('backoffice.cache.title'), noindex: true }));

export default function BackofficeCacheRoute() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <CachePage loaded={loaded} result={result} />;
}

import { data, useActionData, useLoaderData } from 'react-router';
import { feedKeysAction, loadFeedKeys } from '../features/backoffice/feeds/feed-keys.server.ts';
import { FeedKeysPage } from '../features/backoffice/feeds/feed-keys-page.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/backoffice-feed-keys';

/** /backoffice/feed-keys (/da/backoffice/feed-noegler): the feeds' API keys, for staff (ADR 51). */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadFeedKeys(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function action(args: Route.ActionArgs) {
  return feedKeysAction(args);
}

// A new key travels in the action's answer: never a shared cache's.
export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('backoffice.feeds.title'), noindex: true }));

export default function BackofficeFeedKeysRoute() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <FeedKeysPage loaded={loaded} result={result} />;
}

import { data, useActionData, useLoaderData } from 'react-router';
import {
  loadMerchandisingOverview,
  merchandisingOverviewAction,
} from '../features/backoffice/merchandising/merchandising-overview.server.ts';
import { MerchandisingOverviewPage } from '../features/backoffice/merchandising/merchandising-overview-page.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/backoffice-merchandising';

/** /backoffice/merchandising (/da/backoffice/merchandising): categories to arrange, for staff. */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadMerchandisingOverview(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function action(args: Route.ActionArgs) {
  return merchandisingOverviewAction(args);
}

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('backoffice.merchandising.title'), noindex: true }));

export default function BackofficeMerchandisingRoute() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <MerchandisingOverviewPage loaded={loaded} result={result} />;
}

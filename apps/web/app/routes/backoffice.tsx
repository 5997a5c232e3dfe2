import { data, useLoaderData } from 'react-router';
import { loadBackofficeOverview } from '../features/backoffice/orders/backoffice-orders.server.ts';
import { BackofficeOverviewPage } from '../features/backoffice/orders/backoffice-overview-page.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/backoffice';

/** /backoffice (/da/backoffice): the staff overview (B2B Manager). */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadBackofficeOverview(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('backoffice.overview.title'), noindex: true }));

export default function BackofficeOverviewRoute() {
  const { transferErrors } = useLoaderData<typeof loader>();
  return <BackofficeOverviewPage transferErrors={transferErrors} />;
}

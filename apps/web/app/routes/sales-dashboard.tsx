import { data, useLoaderData } from 'react-router';
import { pageMeta } from '../features/layout/page-meta.ts';
import { DashboardPage } from '../features/sales/dashboard-page.tsx';
import { loadSalesDashboard } from '../features/sales/load-sales.server.ts';
import type { Route } from './+types/sales-dashboard';

export async function loader(args: Route.LoaderArgs) {
  return data(await loadSalesDashboard(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

// A sales person's customers: never a shared cache's.
export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('sales.dashboard.title'), noindex: true }));

export default function SalesDashboardRoute() {
  const { query, dashboard, drafts, events } = useLoaderData<typeof loader>();
  return <DashboardPage query={query} dashboard={dashboard} drafts={drafts} events={events} />;
}

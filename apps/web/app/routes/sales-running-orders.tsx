import { data, useLoaderData } from 'react-router';
import { pageMeta } from '../features/layout/page-meta.ts';
import { loadRunningOrders } from '../features/sales/load-sales.server.ts';
import { RunningOrdersPage } from '../features/sales/running-orders-page.tsx';
import type { Route } from './+types/sales-running-orders';

export async function loader(args: Route.LoaderArgs) {
  return data(await loadRunningOrders(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

// A sales person's customers: never a shared cache's.
export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('sales.running.title'), noindex: true }));

export default function SalesRunningOrdersRoute() {
  const { query, customers, result } = useLoaderData<typeof loader>();
  return <RunningOrdersPage query={query} customers={customers} result={result} />;
}

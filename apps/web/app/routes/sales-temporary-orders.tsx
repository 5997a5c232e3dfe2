import { data, useLoaderData } from 'react-router';
import { pageMeta } from '../features/layout/page-meta.ts';
import { loadTemporaryOrders } from '../features/sales/load-sales.server.ts';
import { TemporaryOrdersPage } from '../features/sales/temporary-orders-page.tsx';
import type { Route } from './+types/sales-temporary-orders';

export async function loader(args: Route.LoaderArgs) {
  return data(await loadTemporaryOrders(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

// A sales person's customers: never a shared cache's.
export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('sales.temporary.title'), noindex: true }));

export default function SalesTemporaryOrdersRoute() {
  const { query, customers, result } = useLoaderData<typeof loader>();
  return <TemporaryOrdersPage query={query} customers={customers} result={result} />;
}

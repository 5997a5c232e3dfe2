import { data, useLoaderData } from 'react-router';
import { OrdersListPage } from '../features/customer-center/document-list-pages.tsx';
import { loadOrdersList } from '../features/customer-center/load-customer-center.server.ts';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/customer-center-orders';

export async function loader(args: Route.LoaderArgs) {
  return data(await loadOrdersList(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

// One customer's documents: never a shared cache's.
export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('customer-center.orders.title'), noindex: true }));

export default function CustomerCenterOrdersListRoute() {
  const { query, result } = useLoaderData<typeof loader>();
  return <OrdersListPage query={query} result={result} />;
}

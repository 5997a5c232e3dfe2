import { data, useLoaderData } from 'react-router';
import { loadBackofficeOrders } from '../features/backoffice/orders/backoffice-orders.server.ts';
import { BackofficeOrdersPage } from '../features/backoffice/orders/backoffice-orders-page.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/backoffice-orders';

/** /backoffice/orders (/da/backoffice/ordrer): every order, searched by staff. */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadBackofficeOrders(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('backoffice.orders.title'), noindex: true }));

export default function BackofficeOrdersRoute() {
  const { search, result } = useLoaderData<typeof loader>();
  return <BackofficeOrdersPage search={search} result={result} />;
}

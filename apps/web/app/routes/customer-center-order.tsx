import { data, useLoaderData } from 'react-router';
import { loadOrderDetail } from '../features/customer-center/load-customer-center.server.ts';
import { OrderDetailPage } from '../features/customer-center/order-detail-page.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/customer-center-order';

export async function loader(args: Route.LoaderArgs) {
  return data(await loadOrderDetail(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

// One customer's order: never a shared cache's.
export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, (t) => ({
    title: t('customer-center.order.title', { id: loaderData?.order.orderId ?? '' }),
    noindex: true,
  }));

export default function CustomerCenterOrderRoute() {
  const { order, shipments } = useLoaderData<typeof loader>();
  return <OrderDetailPage order={order} shipments={shipments} />;
}

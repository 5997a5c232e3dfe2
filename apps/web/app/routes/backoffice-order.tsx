import { data, useActionData, useLoaderData } from 'react-router';
import { BackofficeOrderPage } from '../features/backoffice/orders/backoffice-order-page.tsx';
import {
  backofficeOrderAction,
  loadBackofficeOrder,
} from '../features/backoffice/orders/backoffice-orders.server.ts';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/backoffice-order';

/** /backoffice/orders/:id (/da/backoffice/ordrer/:id): one order for staff, its status and receipt copy. */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadBackofficeOrder(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function action(args: Route.ActionArgs) {
  return backofficeOrderAction(args);
}

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, (t) => ({
    title: t('backoffice.order.title', { id: loaderData?.detail.order.orderId ?? '' }),
    noindex: true,
  }));

export default function BackofficeOrderRoute() {
  const { detail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <BackofficeOrderPage detail={detail} result={result} />;
}

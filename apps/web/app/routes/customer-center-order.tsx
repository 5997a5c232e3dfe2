import { data, useActionData, useLoaderData } from 'react-router';
import { loadOrderDetail } from '../features/customer-center/load-customer-center.server.ts';
import {
  isApprovalIntent,
  orderApprovalAction,
} from '../features/customer-center/order-approval-action.server.ts';
import { OrderDetailPage } from '../features/customer-center/order-detail-page.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import { orderAgainAction } from '../features/reorder/order-again-action.server.ts';
import { newRequestId } from '../lib/new-request-id.ts';
import type { Route } from './+types/customer-center-order';

export async function loader(args: Route.LoaderArgs) {
  // A new request id for "Order again" with every render, also the one after an add (issue 31 item 10).
  return data(
    { ...(await loadOrderDetail(args)), requestId: newRequestId() },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action(args: Route.ActionArgs) {
  // "Order again", or the approval panel's approve and reject (ADR 81).
  const intent = (await args.request.clone().formData()).get('intent');
  return isApprovalIntent(intent) ? orderApprovalAction(args) : orderAgainAction(args);
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
  const { order, shipments, requestId } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const approval = posted && 'kind' in posted ? posted : undefined;
  const orderAgain = posted && !('kind' in posted) ? posted : undefined;
  return (
    <OrderDetailPage
      order={order}
      shipments={shipments}
      requestId={requestId}
      orderAgain={orderAgain}
      approval={approval}
    />
  );
}

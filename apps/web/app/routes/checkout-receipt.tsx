import { data, useLoaderData } from 'react-router';
import { visitorCall } from '../features/checkout/guest-session.server.ts';
import { loadReceiptOrders } from '../features/checkout/load-receipt.server.ts';
import { ReceiptPage } from '../features/checkout/receipt-page.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import { languageContext, sessionContext } from '../lib/middleware/request-context.ts';
import type { Route } from './+types/checkout-receipt';

/** The receipt at /checkout/receipt and /da/checkout/kvittering (`?orderId=…`, once per order). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const orders = await loadReceiptOrders({
    search: new URL(request.url).searchParams,
    language: context.get(languageContext),
    call: visitorCall(request, context),
  });
  return data(
    { orders, guest: !context.get(sessionContext).user },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

// A checkout page is one visitor's (and may carry the guest's cookie): never a shared cache's. Set-Cookie
// reaches the document by itself; other loader headers only through this export.
export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, (t) => ({
    title: t(loaderData?.orders.length ? 'receipt.title' : 'receipt.noOrder.title'),
    noindex: true,
  }));

export default function CheckoutReceiptRoute() {
  const { orders, guest } = useLoaderData<typeof loader>();
  return <ReceiptPage orders={orders} guest={guest} />;
}

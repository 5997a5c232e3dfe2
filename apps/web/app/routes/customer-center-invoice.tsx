import { data, useLoaderData } from 'react-router';
import { InvoiceDetailPage } from '../features/customer-center/invoice-detail-page.tsx';
import { loadInvoiceDetail } from '../features/customer-center/load-customer-center.server.ts';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/customer-center-invoice';

export async function loader(args: Route.LoaderArgs) {
  return data(await loadInvoiceDetail(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

// One customer's invoice: never a shared cache's.
export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, (t) => ({
    title: t('customer-center.invoice.title', { id: loaderData?.invoice.invoiceId ?? '' }),
    noindex: true,
  }));

export default function CustomerCenterInvoiceRoute() {
  const { invoice } = useLoaderData<typeof loader>();
  return <InvoiceDetailPage invoice={invoice} />;
}

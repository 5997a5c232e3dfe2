import { data, useActionData, useLoaderData } from 'react-router';
import {
  backofficeCustomerAction,
  loadBackofficeCustomer,
} from '../features/backoffice/customers/backoffice-customer.server.ts';
import { BackofficeCustomerPage } from '../features/backoffice/customers/backoffice-customer-page.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/backoffice-customer';

/**
 * /backoffice/customers/:customerId (/da/backoffice/kunder/:customerId): a customer's VAT number and payment terms
 * for staff.
 */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadBackofficeCustomer(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function action(args: Route.ActionArgs) {
  return backofficeCustomerAction(args);
}

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, (t) => ({
    title: t('backoffice.customer.title', { id: loaderData?.customer.customerId ?? '' }),
    noindex: true,
  }));

export default function BackofficeCustomerRoute() {
  const { customer } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <BackofficeCustomerPage customer={customer} result={result} />;
}

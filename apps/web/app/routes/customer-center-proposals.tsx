import { data, useLoaderData } from 'react-router';
import { pageMeta } from '../features/layout/page-meta.ts';
import { CustomerProposalsPage } from '../features/proposals/customer-proposals-page.tsx';
import { loadCustomerProposals } from '../features/proposals/load-proposals.server.ts';
import type { Route } from './+types/customer-center-proposals';

/** /customer-center/proposals (/da/customer-center/proposals): the proposals sent to the customer. */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadCustomerProposals(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

// One customer's proposals: never a shared cache's.
export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('proposal-screens.customer.title'), noindex: true }));

export default function CustomerCenterProposalsRoute() {
  const { query, result } = useLoaderData<typeof loader>();
  return <CustomerProposalsPage query={query} result={result} />;
}

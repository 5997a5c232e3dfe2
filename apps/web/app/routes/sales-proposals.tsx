import { data, useLoaderData } from 'react-router';
import { pageMeta } from '../features/layout/page-meta.ts';
import { loadSalesProposals } from '../features/proposals/load-proposals.server.ts';
import { SalesProposalsPage } from '../features/proposals/sales-proposals-page.tsx';
import type { Route } from './+types/sales-proposals';

/** /sales/proposals (/da/sales/proposals): the proposals the sales person has sent. */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadSalesProposals(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('proposal-screens.proposals.title'), noindex: true }));

export default function SalesProposalsRoute() {
  const { query, result, sent } = useLoaderData<typeof loader>();
  return <SalesProposalsPage query={query} result={result} sent={sent} />;
}

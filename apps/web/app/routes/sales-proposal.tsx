import { data, useActionData, useLoaderData } from 'react-router';
import { pageMeta } from '../features/layout/page-meta.ts';
import { loadSalesProposal } from '../features/proposals/load-proposals.server.ts';
import { salesProposalAction } from '../features/proposals/sales-proposal-action.server.ts';
import { SalesProposalPage } from '../features/proposals/sales-proposal-page.tsx';
import type { Route } from './+types/sales-proposal';

/** /sales/proposals/{id} (/da/sales/proposals/{id}): one proposal, its events and its Excel export. */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadSalesProposal(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function action(args: Route.ActionArgs) {
  return salesProposalAction(args);
}

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, (t) => ({
    title: t('proposal-screens.proposal.title', { name: loaderData?.proposal.name ?? '' }),
    noindex: true,
  }));

export default function SalesProposalRoute() {
  const { proposal, areaId } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <SalesProposalPage proposal={proposal} areaId={areaId} result={result} />;
}

import { data, useActionData, useLoaderData } from 'react-router';
import { pageMeta } from '../features/layout/page-meta.ts';
import { customerProposalAction } from '../features/proposals/customer-proposal-action.server.ts';
import { CustomerProposalPage } from '../features/proposals/customer-proposal-page.tsx';
import { loadCustomerProposal } from '../features/proposals/load-proposals.server.ts';
import { newRequestId } from '../lib/new-request-id.ts';
import type { Route } from './+types/customer-center-proposal';

/** /customer-center/proposals/{id}: one proposal, its lines to adjust and add to the baskets. */
export async function loader(args: Route.LoaderArgs) {
  // A new request id for "Add to baskets" with every render, also the one after an add (issue 31 item 10).
  return data(
    { ...(await loadCustomerProposal(args)), requestId: newRequestId() },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export function action(args: Route.ActionArgs) {
  return customerProposalAction(args);
}

// One customer's proposal: never a shared cache's.
export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, (t) => ({
    title: t('proposal-screens.proposal.title', { name: loaderData?.proposal.name ?? '' }),
    noindex: true,
  }));

export default function CustomerCenterProposalRoute() {
  const { proposal, areaId, requestId } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return <CustomerProposalPage proposal={proposal} areaId={areaId} requestId={requestId} outcome={outcome} />;
}

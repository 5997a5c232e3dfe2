import { data, useActionData, useLoaderData } from 'react-router';
import { pageMeta } from '../features/layout/page-meta.ts';
import { loadProposalDrafts } from '../features/proposals/load-proposals.server.ts';
import { proposalDraftsAction } from '../features/proposals/proposal-drafts-action.server.ts';
import { ProposalDraftsPage } from '../features/proposals/proposal-drafts-page.tsx';
import type { Route } from './+types/sales-proposal-drafts';

/** /sales/proposals/drafts (/da/sales/proposals/drafts): the drafts in progress. */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadProposalDrafts(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function action(args: Route.ActionArgs) {
  return proposalDraftsAction(args);
}

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('proposal-screens.drafts.title'), noindex: true }));

export default function SalesProposalDraftsRoute() {
  const { query, result } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return <ProposalDraftsPage query={query} result={result} outcome={outcome} />;
}

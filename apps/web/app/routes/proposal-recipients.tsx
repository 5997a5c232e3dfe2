import { data, useActionData, useLoaderData } from 'react-router';
import { pageMeta } from '../features/layout/page-meta.ts';
import { loadProposalRecipients } from '../features/proposals/load-proposals.server.ts';
import { proposalRecipientsAction } from '../features/proposals/proposal-recipients-action.server.ts';
import { ProposalRecipientsPage } from '../features/proposals/proposal-recipients-page.tsx';
import type { Route } from './+types/proposal-recipients';

/** /proposal-recipients (/da/proposal-recipients): the edited draft's recipients, then its conversion. */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadProposalRecipients(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function action(args: Route.ActionArgs) {
  return proposalRecipientsAction(args);
}

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, (t) => ({
    title: t('proposal-screens.recipients.title', { name: loaderData?.draft.name ?? '' }),
    noindex: true,
  }));

export default function ProposalRecipientsRoute() {
  const { draft, query, result } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return <ProposalRecipientsPage draft={draft} query={query} result={result} outcome={outcome} />;
}

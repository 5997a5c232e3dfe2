import { data, useLoaderData } from 'react-router';
import { loadDeletionRequests } from '../features/backoffice/deletion-requests/deletion-requests.server.ts';
import { DeletionRequestsPage } from '../features/backoffice/deletion-requests/deletion-requests-page.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/backoffice-deletion-requests';

/** /backoffice/deletion-requests (/da/backoffice/sletteanmodninger): users' deletion requests (ADR 83). */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadDeletionRequests(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('backoffice.deletion.title'), noindex: true }));

export default function BackofficeDeletionRequestsRoute() {
  const loaded = useLoaderData<typeof loader>();
  return <DeletionRequestsPage loaded={loaded} />;
}

import { data, useLoaderData } from 'react-router';
import { DeletionRequestPage } from '../features/backoffice/deletion-requests/deletion-request-page.tsx';
import {
  decideDeletionRequest,
  loadDeletionRequest,
} from '../features/backoffice/deletion-requests/deletion-requests.server.ts';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/backoffice-deletion-request';

/** /backoffice/deletion-requests/:id: one request, carried out or rejected by staff (ADR 83). */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadDeletionRequest(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export const action = (args: Route.ActionArgs) => decideDeletionRequest(args);

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) =>
  pageMeta(matches, (t) => ({
    title: t('backoffice.deletion.detail', { number: loaded?.requestId ?? '' }),
    noindex: true,
  }));

export default function BackofficeDeletionRequestRoute() {
  const detail = useLoaderData<typeof loader>();
  return <DeletionRequestPage key={detail.requestId} detail={detail} />;
}

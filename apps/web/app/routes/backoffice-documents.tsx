import { data, useActionData, useLoaderData } from 'react-router';
import { documentsAction, loadDocuments } from '../features/backoffice/content/documents.server.ts';
import { DocumentsPage } from '../features/backoffice/content/documents-page.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/backoffice-documents';

/** /backoffice/documents (/da/backoffice/dokumenter): the shop's content documents, for staff (ADR 50). */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadDocuments(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function action(args: Route.ActionArgs) {
  return documentsAction(args, 'backofficeDocuments');
}

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('backoffice.documents.title'), noindex: true }));

export default function BackofficeDocumentsRoute() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <DocumentsPage loaded={loaded} result={result} />;
}

import { useLoaderData } from 'react-router';
import { loadSubmissions } from '../features/backoffice/forms/backoffice-forms.server.ts';
import { backofficeFormsPageSize } from '../features/backoffice/forms/page-size.ts';
import { SubmissionsPage } from '../features/backoffice/forms/submissions-page.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/backoffice-forms';

/** /backoffice/forms (/da/backoffice/formularer): what visitors sent through the content forms (ADR 53). */
export const loader = (args: Route.LoaderArgs) => loadSubmissions(args);

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('backoffice.forms.title'), noindex: true }));

export default function BackofficeFormsRoute() {
  const loaded = useLoaderData<typeof loader>();
  return <SubmissionsPage {...loaded} pageSize={backofficeFormsPageSize} />;
}

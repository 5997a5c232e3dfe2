import { useLoaderData } from 'react-router';
import { ApplicationsPage } from '../features/backoffice/forms/applications-page.tsx';
import { decideApplication, loadApplications } from '../features/backoffice/forms/backoffice-forms.server.ts';
import { backofficeFormsPageSize } from '../features/backoffice/forms/page-size.ts';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/backoffice-applications';

/** /backoffice/applications (/da/backoffice/ansoegninger): dealer applications for staff (ADR 53). */
export const loader = (args: Route.LoaderArgs) => loadApplications(args);

export const action = (args: Route.ActionArgs) => decideApplication(args);

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('backoffice.applications.title'), noindex: true }));

export default function BackofficeApplicationsRoute() {
  const loaded = useLoaderData<typeof loader>();
  return <ApplicationsPage {...loaded} pageSize={backofficeFormsPageSize} />;
}

import { data, useLoaderData } from 'react-router';
import { BackofficeAuditPage } from '../features/backoffice/audit/audit-page.tsx';
import { loadBackofficeAudit } from '../features/backoffice/audit/backoffice-audit.server.ts';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/backoffice-audit';

/** /backoffice/audit (/da/backoffice/aendringslog): who changed what, for staff with B2B Manager. */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadBackofficeAudit(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('backoffice.audit.title'), noindex: true }));

export default function BackofficeAuditRoute() {
  const loaded = useLoaderData<typeof loader>();
  return <BackofficeAuditPage loaded={loaded} />;
}

import { data, useActionData, useLoaderData } from 'react-router';
import { documentsAction, loadSettings } from '../features/backoffice/content/documents.server.ts';
import { SettingsPage } from '../features/backoffice/content/settings-page.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/backoffice-settings';

/** /backoffice/settings (/da/backoffice/indstillinger): the global banner and area settings, for staff (ADR 50). */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadSettings(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function action(args: Route.ActionArgs) {
  return documentsAction(args, 'backofficeSettings');
}

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('backoffice.settings.title'), noindex: true }));

export default function BackofficeSettingsRoute() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <SettingsPage loaded={loaded} result={result} />;
}

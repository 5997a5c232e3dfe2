import { data, useActionData, useLoaderData } from 'react-router';
import { backofficeUsersAction } from '../features/backoffice/users/backoffice-users-action.server.ts';
import { BackofficeUsersPage } from '../features/backoffice/users/backoffice-users-page.tsx';
import { loadBackofficeUsers } from '../features/backoffice/users/load-backoffice-users.server.ts';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/backoffice-users';

/** /backoffice/users (/da/backoffice/brugere): every user, for staff with B2B Manager. */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadBackofficeUsers(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function action(args: Route.ActionArgs) {
  return backofficeUsersAction(args);
}

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('backoffice.users.title'), noindex: true }));

export default function BackofficeUsersRoute() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <BackofficeUsersPage loaded={loaded} result={result} />;
}

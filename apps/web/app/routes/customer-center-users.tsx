import { data, useActionData, useLoaderData } from 'react-router';
import { companyUsersAction } from '../features/company-users/company-users-action.server.ts';
import { CompanyUsersPage } from '../features/company-users/company-users-page.tsx';
import { loadCompanyUsers } from '../features/company-users/load-company-users.server.ts';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/customer-center-users';

/** /customer-center/users (/da/kundecenter/brugere): the company's users, for a user whose scope is All. */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadCompanyUsers(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function action(args: Route.ActionArgs) {
  return companyUsersAction(args);
}

// One company's users: never a shared cache's.
export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('company-users.title'), noindex: true }));

export default function CustomerCenterUsersRoute() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <CompanyUsersPage loaded={loaded} result={result} />;
}

import { data, useActionData, useLoaderData } from 'react-router';
import { impersonationAction } from '../features/impersonation/impersonation-action.server.ts';
import { ImpersonationPage } from '../features/impersonation/impersonation-page.tsx';
import { loadImpersonationPage } from '../features/impersonation/load-impersonation.server.ts';
import { pageMeta } from '../features/layout/page-meta.ts';
import { useRootData } from '../lib/root-data.ts';
import type { Route } from './+types/impersonation';

/** /impersonation: whom the sales person acts for (ADR 45). Private to the sales user: never cached. */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadImpersonationPage(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function action(args: Route.ActionArgs) {
  return impersonationAction(args);
}

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('impersonation.title'), noindex: true }));

export default function ImpersonationRoute() {
  const { query, result } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const user = useRootData()?.user ?? null;
  return <ImpersonationPage user={user} query={query} result={result} refused={refused} />;
}

import { data, useLoaderData } from 'react-router';
import { CreditMemosListPage } from '../features/customer-center/document-list-pages.tsx';
import { loadCreditMemosList } from '../features/customer-center/load-customer-center.server.ts';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/customer-center-credit-memos';

export async function loader(args: Route.LoaderArgs) {
  return data(await loadCreditMemosList(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

// One customer's documents: never a shared cache's.
export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('customer-center.credit-memos.title'), noindex: true }));

export default function CustomerCenterCreditMemosListRoute() {
  const { query, result } = useLoaderData<typeof loader>();
  return <CreditMemosListPage query={query} result={result} />;
}

import { data, useLoaderData } from 'react-router';
import { CreditMemoDetailPage } from '../features/customer-center/credit-memo-detail-page.tsx';
import { loadCreditMemoDetail } from '../features/customer-center/load-customer-center.server.ts';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/customer-center-credit-memo';

export async function loader(args: Route.LoaderArgs) {
  return data(await loadCreditMemoDetail(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

// One customer's credit memo: never a shared cache's.
export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, (t) => ({
    title: t('customer-center.credit-memo.title', { id: loaderData?.creditMemo.creditMemoId ?? '' }),
    noindex: true,
  }));

export default function CustomerCenterCreditMemoRoute() {
  const { creditMemo } = useLoaderData<typeof loader>();
  return <CreditMemoDetailPage creditMemo={creditMemo} />;
}

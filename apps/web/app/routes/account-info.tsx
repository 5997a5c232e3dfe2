import { useLoaderData } from 'react-router';
import { AccountInfoContent } from '../features/account/account-info-page.tsx';
import { loadAccountInfo } from '../features/account/load-account-info.server.ts';
import { CustomerCenterLayout } from '../features/customer-center/customer-center-layout.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import { useT } from '../lib/i18n/i18n-context.tsx';
import type { Route } from './+types/account-info';

/** /customer-center/account-info: the customer acted for, the user and their sales contacts. */
export function loader(args: Route.LoaderArgs) {
  return loadAccountInfo(args);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('account.info.title'), noindex: true }));

export default function AccountInfoRoute() {
  const t = useT();
  const info = useLoaderData<typeof loader>();
  return (
    <CustomerCenterLayout title={t('account.info.title')}>
      <AccountInfoContent info={info} />
    </CustomerCenterLayout>
  );
}

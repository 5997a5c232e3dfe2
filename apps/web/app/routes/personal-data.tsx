import { data, useLoaderData } from 'react-router';
import { CustomerCenterLayout } from '../features/customer-center/customer-center-layout.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import { askForDeletion, loadPersonalData } from '../features/personal-data/personal-data.server.ts';
import { PersonalDataContent } from '../features/personal-data/personal-data-page.tsx';
import { useT } from '../lib/i18n/i18n-context.tsx';
import type { Route } from './+types/personal-data';

/** /customer-center/personal-data (/da/kundecenter/persondata): the user's own data (ADR 83). */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadPersonalData(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export const action = (args: Route.ActionArgs) => askForDeletion(args);

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('personal-data.title'), noindex: true }));

export default function PersonalDataRoute() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>();
  return (
    <CustomerCenterLayout title={t('personal-data.title')}>
      <PersonalDataContent loaded={loaded} />
    </CustomerCenterLayout>
  );
}

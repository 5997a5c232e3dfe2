import { useActionData, useLoaderData } from 'react-router';
import { recoverPasswordAction, recoverPasswordLoader } from '../features/account/recover-password.server.ts';
import { RecoverPasswordPage } from '../features/account/recover-password-page.tsx';
import { LocaleSwitcher } from '../features/header/locale-switcher.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import { UserPageLayout } from '../features/layout/user-page-layout.tsx';
import { type RouteHandle, useRootData } from '../lib/root-data.ts';
import type { Route } from './+types/recover-password';

/** A user page (spec §2: looks like the login screen). */
export const handle: RouteHandle = { layout: 'user' };

export function loader({ request, context }: Route.LoaderArgs) {
  return recoverPasswordLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return recoverPasswordAction(request, context);
}

// The reset link's token is in the address: never cached, never sent on as a referrer.
export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('account.recover.title'), noindex: true }));

export default function RecoverPasswordRoute() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const languages = useRootData()?.area.languages ?? [];
  return (
    <UserPageLayout footer={<LocaleSwitcher languages={languages} />}>
      <RecoverPasswordPage loaded={loaded} result={result} />
    </UserPageLayout>
  );
}

import { data, useActionData, useLoaderData } from 'react-router';
import { LocaleSwitcher } from '../features/header/locale-switcher.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import { UserPageLayout } from '../features/layout/user-page-layout.tsx';
import { loginAction } from '../features/user/login-action.server.ts';
import { LoginForm } from '../features/user/login-form.tsx';
import { type RouteHandle, useRootData } from '../lib/root-data.ts';
import { clearFlashCookie, readFlash } from '../lib/session.server.ts';
import type { Route } from './+types/login';

export const handle: RouteHandle = { layout: 'user' };

/** Shows a one-shot message (e.g. "logged out, account deactivated") and forgets it. */
export function loader({ request }: Route.LoaderArgs) {
  const infoKey = readFlash(request);
  return data(
    { infoKey },
    { headers: infoKey ? { 'Set-Cookie': clearFlashCookie(), 'Cache-Control': 'no-store' } : {} },
  );
}

export function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('login.title') }));

export default function LoginRoute() {
  const { infoKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const languages = useRootData()?.area.languages ?? [];
  return (
    <UserPageLayout footer={<LocaleSwitcher languages={languages} />}>
      <LoginForm result={result} infoKey={infoKey} />
    </UserPageLayout>
  );
}

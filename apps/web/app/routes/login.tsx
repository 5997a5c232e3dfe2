import { data, useActionData, useLoaderData } from 'react-router';
import { pageTitle } from '../features/content/content-meta.ts';
import { LocaleSwitcher } from '../features/header/locale-switcher.tsx';
import type { RootData, RouteHandle } from '../features/layout/root-data.ts';
import { useRootData } from '../features/layout/root-data.ts';
import { UserPageLayout } from '../features/layout/user-page-layout.tsx';
import { loginAction } from '../features/user/login-action.server.ts';
import { LoginForm } from '../features/user/login-form.tsx';
import { createTranslate } from '../lib/i18n/translate.ts';
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

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  return [{ title: pageTitle(createTranslate(root?.translations ?? {})('login.title'), root) }];
};

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

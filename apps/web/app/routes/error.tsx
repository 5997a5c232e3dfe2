import { data, useLoaderData } from 'react-router';
import { pageTitle } from '../features/content/content-meta.ts';
import { ErrorPage } from '../features/errors/error-page.tsx';
import type { RootData } from '../features/layout/root-data.ts';
import { createTranslate } from '../lib/i18n/translate.ts';
import type { Route } from './+types/error';

/** /error?status=404 shows the error page for that status (default 500) and answers with it. */
export function loader({ request }: Route.LoaderArgs) {
  const raw = Number(new URL(request.url).searchParams.get('status'));
  const status = Number.isInteger(raw) && raw >= 400 && raw <= 599 ? raw : 500;
  return data({ status }, { status });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  const t = createTranslate(root?.translations ?? {});
  return [{ title: pageTitle(t('error.default-message'), root) }, { name: 'robots', content: 'noindex' }];
};

export default function ErrorRoute() {
  const { status } = useLoaderData<typeof loader>();
  return <ErrorPage status={status} />;
}

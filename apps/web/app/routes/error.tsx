import { data, useLoaderData } from 'react-router';
import { ErrorPage } from '../features/errors/error-page.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/error';

/** /error?status=404 shows the error page for that status (default 500) and answers with it. */
export function loader({ request }: Route.LoaderArgs) {
  const raw = Number(new URL(request.url).searchParams.get('status'));
  const status = Number.isInteger(raw) && raw >= 400 && raw <= 599 ? raw : 500;
  return data({ status }, { status });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('error.default-message'), noindex: true }));

export default function ErrorRoute() {
  const { status } = useLoaderData<typeof loader>();
  return <ErrorPage status={status} />;
}

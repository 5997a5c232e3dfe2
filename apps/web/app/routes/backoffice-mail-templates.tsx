import { data, useActionData, useLoaderData } from 'react-router';
import { loadMailTemplates } from '../features/backoffice/mail-templates/load-mail-templates.server.ts';
import { mailTemplatesAction } from '../features/backoffice/mail-templates/mail-templates-action.server.ts';
import { MailTemplatesPage } from '../features/backoffice/mail-templates/mail-templates-page.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import type { Route } from './+types/backoffice-mail-templates';

/** /backoffice/mail-templates (/da/backoffice/mailskabeloner): the password mails' texts, for staff. */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadMailTemplates(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

export function action(args: Route.ActionArgs) {
  return mailTemplatesAction(args);
}

export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('backoffice.mail-templates.title'), noindex: true }));

export default function BackofficeMailTemplatesRoute() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <MailTemplatesPage loaded={loaded} result={result} />;
}

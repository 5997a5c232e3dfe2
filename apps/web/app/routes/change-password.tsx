import { useActionData } from 'react-router';
import { changePasswordAction } from '../features/account/change-password-action.server.ts';
import { ChangePasswordForm } from '../features/account/change-password-form.tsx';
import { CustomerCenterLayout } from '../features/customer-center/customer-center-layout.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import { useT } from '../lib/i18n/i18n-context.tsx';
import { requireScreenAccess } from '../lib/screen-access.server.ts';
import type { Route } from './+types/change-password';

/** /customer-center/change-password: any logged-in user changes their own password (spec §2, §5, §8). */
export function loader(args: Route.LoaderArgs) {
  requireScreenAccess(args, 'changePassword');
  return null;
}

export function action(args: Route.ActionArgs) {
  requireScreenAccess(args, 'changePassword');
  return changePasswordAction(args.request, args.context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('account.change-password.title'), noindex: true }));

export default function ChangePasswordRoute() {
  const t = useT();
  const result = useActionData<typeof action>();
  return (
    <CustomerCenterLayout title={t('account.change-password.title')}>
      <div className="row">
        <div className="col-lg-7">
          <ChangePasswordForm result={result} />
        </div>
      </div>
    </CustomerCenterLayout>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { CustomerCenterLayout } from '../customer-center/customer-center-layout.tsx';
import type { CompanyUsersActionData, CompanyUsersLoaderData } from './company-users-data.ts';
import { InviteForm } from './invite-form.tsx';
import { ScopeGuide } from './scope-guide.tsx';
import { UsersTable } from './users-table.tsx';

/** The confirmation a deactivation waits for; it takes the focus, so keyboard and screen readers meet it first. */
function ConfirmDeactivation({ result }: { result: Extract<CompanyUsersActionData, { status: 'confirm' }> }) {
  const t = useT();
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="alert alert-warning" role="alert">
      <p>
        {result.self
          ? t('company-users.confirm.deactivate-self')
          : t('company-users.confirm.deactivate', { name: result.name })}
      </p>
      <Form method="post" className="d-flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="deactivate" />
        <input type="hidden" name="userId" value={result.userId} />
        <input type="hidden" name="name" value={result.name} />
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" className="btn btn-danger btn-sm">
          {t('company-users.confirm.yes')}
        </button>
        <Link to={pathname} className="btn btn-outline-secondary btn-sm" replace>
          {t('company-users.confirm.cancel')}
        </Link>
      </Form>
    </div>
  );
}

/** What the last change to a user did, or why it was refused, above the table. */
function ChangeNotice({ result }: { result: CompanyUsersActionData | undefined }) {
  const t = useT();
  if (!result || result.intent === 'invite') return null;
  if (result.status === 'confirm') return <ConfirmDeactivation key={result.userId} result={result} />;
  if (result.status === 'failed') {
    return (
      <div className="alert alert-danger" role="alert">
        {t(result.formError)}
      </div>
    );
  }
  const message =
    result.intent === 'scope'
      ? t('company-users.done.scope', {
          name: result.name,
          scope: t(`company-users.scope.${result.permissionScope}`),
        })
      : result.intent === 'deactivate'
        ? t('company-users.done.deactivated', { name: result.name })
        : result.intent === 'reactivate'
          ? t('company-users.done.reactivated', { name: result.name })
          : t('company-users.done.invited', { email: result.email });
  return <output className="alert alert-success d-block">{message}</output>;
}

/**
 * /customer-center/users (ADR 41): the company's users with their scope, status and last login; a user with the
 * scope All sets scopes, deactivates (after a confirmation) and reactivates them, and invites colleagues.
 */
export function CompanyUsersPage({
  loaded,
  result,
}: {
  loaded: CompanyUsersLoaderData;
  result: CompanyUsersActionData | undefined;
}) {
  const t = useT();
  const { pathname } = useLocation();
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    if (result) setRevision((count) => count + 1);
  }, [result]);
  return (
    <CustomerCenterLayout title={t('company-users.title')}>
      <p>{t('company-users.intro')}</p>
      {loaded.status === 'failed' ? (
        <div className="alert alert-danger" role="alert">
          <p className="mb-2">{t('company-users.error.load')}</p>
          <Link to={pathname} className="btn btn-outline-danger btn-sm" replace>
            {t('company-users.retry')}
          </Link>
        </div>
      ) : (
        <>
          <ChangeNotice result={result} />
          <UsersTable users={loaded.users} customerName={loaded.customerName} revision={revision} />
          <ScopeGuide />
          <InviteForm result={result} />
        </>
      )}
    </CustomerCenterLayout>
  );
}

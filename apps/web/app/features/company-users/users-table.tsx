import type { CompanyUser } from '@shop/contracts';
import { Form } from 'react-router';
import { type ListColumn, ListTable } from '../../components/ui/list-table.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import { scopeOrder } from './company-users-data.ts';
import { formatInstant } from './format-instant.ts';
import { UserActionButton, userIdentityColumns, useUserFormBusy } from './user-row-parts.tsx';

const statusBadge: Record<CompanyUser['status'], string> = {
  Active: 'text-bg-success',
  Invited: 'text-bg-info',
  Deactivated: 'text-bg-secondary',
};

/** When the user last logged in, or where their invitation stands. */
function StatusDetail({ user }: { user: CompanyUser }) {
  const t = useT();
  const language = useLanguage();
  if (user.status === 'Invited' && user.invitationExpiresAt) {
    return Date.parse(user.invitationExpiresAt) > Date.now()
      ? t('company-users.invitation-valid-until', {
          date: formatInstant(user.invitationExpiresAt, language),
        })
      : t('company-users.invitation-expired');
  }
  return user.lastLoginAt
    ? t('company-users.last-login', { date: formatInstant(user.lastLoginAt, language) })
    : t('company-users.never-logged-in');
}

/** The scope select of one user with its save button (a form of its own, so it works without JavaScript). */
function ScopeForm({ user, revision }: { user: CompanyUser; revision: number }) {
  const t = useT();
  const busy = useUserFormBusy('scope', user.id);
  const selectId = `company-user-scope-${user.id}`;
  return (
    <Form method="post" className="d-flex flex-wrap gap-2 align-items-center">
      <input type="hidden" name="intent" value="scope" />
      <input type="hidden" name="userId" value={user.id} />
      <label htmlFor={selectId} className="visually-hidden">
        {t('company-users.scope.label', { name: user.name })}
      </label>
      <select
        id={selectId}
        name="permissionScope"
        className="form-select form-select-sm w-auto"
        defaultValue={user.permissionScope}
        // Shows the stored scope again after every answer (a refused change must not look saved).
        key={`${user.permissionScope}-${revision}`}
      >
        {scopeOrder.map((scope) => (
          <option key={scope} value={scope}>
            {t(`company-users.scope.${scope}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-outline-primary btn-sm" disabled={busy}>
        {busy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
        {t('company-users.scope.save')}
      </button>
    </Form>
  );
}

/** Deactivate (asks for a confirmation first), reactivate, or send an invitation again. */
function UserActions({ user }: { user: CompanyUser }) {
  const t = useT();
  const button = (intent: string, label: string, style: string) => (
    <UserActionButton
      intent={intent}
      fields={{ userId: user.id, name: user.name, email: user.email, permissionScope: user.permissionScope }}
      label={label}
      style={style}
    />
  );
  return (
    <div className="d-flex flex-wrap gap-2">
      {user.status === 'Invited'
        ? button('reinvite', t('company-users.reinvite'), 'btn-outline-primary')
        : null}
      {user.active || user.status === 'Invited'
        ? button('deactivate', t('company-users.deactivate'), 'btn-outline-danger')
        : button('reactivate', t('company-users.reactivate'), 'btn-outline-success')}
    </div>
  );
}

/** The company's users: name, username and e-mail, scope (changeable), status with last login, actions. */
export function UsersTable({
  users,
  customerName,
  revision,
}: {
  users: CompanyUser[];
  customerName: string;
  /** Counts the page's answers to changes: each one shows the stored scopes again. */
  revision: number;
}) {
  const t = useT();
  const language = useLanguage();
  const columns: ListColumn<CompanyUser>[] = [
    ...userIdentityColumns<CompanyUser>({
      name: t('company-users.table.name'),
      username: t('company-users.table.username'),
      you: t('company-users.you'),
    }),
    {
      header: t('company-users.table.scope'),
      cell: (user) => <ScopeForm user={user} revision={revision} />,
    },
    {
      header: t('company-users.table.status'),
      cell: (user) => (
        <>
          <span className={`badge ${statusBadge[user.status]}`}>
            {t(`company-users.status.${user.status}`)}
          </span>
          <div className="small text-body-secondary">
            <StatusDetail user={user} />
          </div>
        </>
      ),
    },
    { header: t('company-users.table.actions'), cell: (user) => <UserActions user={user} /> },
  ];
  return (
    <ListTable
      caption={translateCount(t, language, 'company-users.table.caption', users.length, {
        customer: customerName,
      })}
      captionVisible
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      stackBelow="lg"
      className="align-middle company-users"
    />
  );
}

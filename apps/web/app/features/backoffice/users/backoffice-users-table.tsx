import type { BackofficeUser } from '@shop/contracts';
import { type ListColumn, ListTable } from '../../../components/ui/list-table.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { formatInstant } from '../../company-users/format-instant.ts';
import { UserActionButton, userIdentityColumns } from '../../company-users/user-row-parts.tsx';

/** Deactivate (asks for a confirmation first) or reactivate; one's own user is never offered to deactivate. */
function ActiveForm({ user }: { user: BackofficeUser }) {
  const t = useT();
  if (user.active && user.isCurrentUser) return null;
  return (
    <UserActionButton
      intent={user.active ? 'deactivate' : 'reactivate'}
      fields={{ userId: user.id, name: user.name }}
      label={t(user.active ? 'backoffice.users.deactivate' : 'backoffice.users.reactivate', {
        name: user.name,
      })}
      style={user.active ? 'btn-outline-danger' : 'btn-outline-success'}
    />
  );
}

/** One page of users: who, their customer, roles and scope, status, last login, and the action. */
export function BackofficeUsersTable({ users, caption }: { users: BackofficeUser[]; caption: string }) {
  const t = useT();
  const language = useLanguage();
  const columns: ListColumn<BackofficeUser>[] = [
    ...userIdentityColumns<BackofficeUser>({
      name: t('backoffice.users.table.name'),
      username: t('backoffice.users.table.username'),
      you: t('backoffice.users.you'),
    }),
    {
      header: t('backoffice.users.table.customer'),
      cell: (user) =>
        user.customerNumber ? (
          <>
            {user.customerNumber}
            {user.customerName ? <div className="small">{user.customerName}</div> : null}
          </>
        ) : (
          <span className="text-body-secondary">{t('backoffice.users.no-customer')}</span>
        ),
    },
    {
      header: t('backoffice.users.table.roles'),
      cell: (user) => (
        <>
          {user.roles.length > 0 ? <div>{user.roles.join(', ')}</div> : null}
          <div className="small">
            {t('backoffice.users.scope', { scope: t(`company-users.scope.${user.permissionScope}`) })}
          </div>
        </>
      ),
    },
    {
      header: t('backoffice.users.table.status'),
      cell: (user) => (
        <span className={`badge ${user.active ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {t(user.active ? 'backoffice.users.active' : 'backoffice.users.inactive')}
        </span>
      ),
    },
    {
      header: t('backoffice.users.table.last-login'),
      cell: (user) =>
        user.lastLoginAt ? formatInstant(user.lastLoginAt, language) : t('backoffice.users.never'),
    },
    { header: t('backoffice.users.table.actions'), cell: (user) => <ActiveForm user={user} /> },
  ];
  return (
    <ListTable
      caption={caption}
      captionVisible
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      stackBelow="xl"
      className="align-middle backoffice-users"
    />
  );
}

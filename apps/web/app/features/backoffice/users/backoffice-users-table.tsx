import type { BackofficeUser } from '@shop/contracts';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { formatInstant } from '../../company-users/format-instant.ts';
import { UserActionButton, UserIdentityCells } from '../../company-users/user-row-parts.tsx';

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
  return (
    <div className="table-responsive">
      <table className="table align-middle backoffice-users">
        <caption className="caption-top">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('backoffice.users.table.name')}</th>
            <th scope="col">{t('backoffice.users.table.username')}</th>
            <th scope="col">{t('backoffice.users.table.customer')}</th>
            <th scope="col">{t('backoffice.users.table.roles')}</th>
            <th scope="col">{t('backoffice.users.table.status')}</th>
            <th scope="col">{t('backoffice.users.table.last-login')}</th>
            <th scope="col">{t('backoffice.users.table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <UserIdentityCells user={user} youLabel={t('backoffice.users.you')} />
              <td>
                {user.customerNumber ? (
                  <>
                    {user.customerNumber}
                    {user.customerName ? <div className="small">{user.customerName}</div> : null}
                  </>
                ) : (
                  <span className="text-body-secondary">{t('backoffice.users.no-customer')}</span>
                )}
              </td>
              <td>
                {user.roles.length > 0 ? <div>{user.roles.join(', ')}</div> : null}
                <div className="small">
                  {t('backoffice.users.scope', { scope: t(`company-users.scope.${user.permissionScope}`) })}
                </div>
              </td>
              <td>
                <span className={`badge ${user.active ? 'text-bg-success' : 'text-bg-secondary'}`}>
                  {t(user.active ? 'backoffice.users.active' : 'backoffice.users.inactive')}
                </span>
              </td>
              <td>
                {user.lastLoginAt ? formatInstant(user.lastLoginAt, language) : t('backoffice.users.never')}
              </td>
              <td>
                <ActiveForm user={user} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

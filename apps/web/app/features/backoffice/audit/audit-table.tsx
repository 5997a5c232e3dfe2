import { type AuditEntryRow, type AuditUser, isAuditAction, localizePath } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListTable } from '../../../components/ui/list-table.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { formatInstant } from '../../company-users/format-instant.ts';

/** A cell left empty on purpose: a dash to see, the reason to hear. */
function Nothing({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{label}</span>
    </>
  );
}

function UserCell({ user }: { user: AuditUser }) {
  const t = useT();
  return (
    <span>
      {user.name ?? t('backoffice.audit.deleted-user', { id: user.userId })}
      {user.email ? <span className="d-block small text-body-secondary">{user.email}</span> : null}
    </span>
  );
}

/** What was done: the action in the page's language (an unknown one by its code), and on what. */
function WhatCell({ entry }: { entry: AuditEntryRow }) {
  const t = useT();
  const language = useLanguage();
  const target: ReactNode =
    entry.entity === 'order' ? (
      <Link to={localizePath('backofficeOrder', language, { id: entry.entityId })}>{entry.entityId}</Link>
    ) : entry.entity === 'customer' ? (
      <Link to={localizePath('backofficeCustomer', language, { customerId: entry.entityId })}>
        {entry.entityId}
      </Link>
    ) : (
      entry.entityId
    );
  return (
    <span>
      {isAuditAction(entry.action) ? t(`backoffice.audit.action.${entry.action}`) : entry.action}
      <span className="d-block small text-body-secondary">
        {entry.entity} {target}
      </span>
    </span>
  );
}

function CustomerCell({ entry }: { entry: AuditEntryRow }) {
  const language = useLanguage();
  if (!entry.customerNumber) return null;
  return (
    <span>
      <Link to={localizePath('backofficeCustomer', language, { customerId: entry.customerNumber })}>
        {entry.customerNumber}
      </Link>
      {entry.customerName ? (
        <span className="d-block small text-body-secondary">{entry.customerName}</span>
      ) : null}
    </span>
  );
}

/**
 * One page of the log: when (Copenhagen time), who, for which customer a sales user acted, the customer the
 * change concerns, and what. Below lg each entry stacks into label/value rows (the list kit's ListTable).
 */
export function AuditTable({ entries }: { entries: AuditEntryRow[] }) {
  const t = useT();
  const language = useLanguage();
  const labels = {
    when: t('backoffice.audit.column.when'),
    who: t('backoffice.audit.column.who'),
    actingFor: t('backoffice.audit.column.acting-for'),
    customer: t('backoffice.audit.column.customer'),
    what: t('backoffice.audit.column.what'),
  };
  return (
    <ListTable
      caption={t('backoffice.audit.caption')}
      columns={[
        {
          header: labels.when,
          cell: (entry) => <time dateTime={entry.at}>{formatInstant(entry.at, language)}</time>,
        },
        {
          header: labels.who,
          cell: (entry) => (entry.actor ? <UserCell user={entry.actor} /> : t('backoffice.audit.the-shop')),
        },
        {
          header: labels.actingFor,
          cell: (entry) =>
            entry.impersonator ? (
              <span>
                {entry.customerNumber}
                {entry.impersonator.userId !== entry.actor?.userId ? (
                  <span className="d-block small">
                    <UserCell user={entry.impersonator} />
                  </span>
                ) : null}
              </span>
            ) : (
              <Nothing label={t('backoffice.audit.not-acting')} />
            ),
        },
        {
          header: labels.customer,
          cell: (entry) =>
            entry.customerNumber ? (
              <CustomerCell entry={entry} />
            ) : (
              <Nothing label={t('backoffice.audit.no-customer')} />
            ),
        },
        { header: labels.what, cell: (entry) => <WhatCell entry={entry} /> },
      ]}
      rows={entries}
      rowKey={(entry) => String(entry.id)}
      stackBelow="lg"
      className="audit-table"
    />
  );
}

import { ListFilters } from '../../../components/ui/list-filters.tsx';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { AuditSearch } from './audit-data.ts';

/** The audit log's filter (the list kit's filters): in the address, and working without JavaScript. */
export function AuditFilterForm({ search }: { search: AuditSearch }) {
  const t = useT();
  return (
    <ListFilters
      id="audit"
      label={t('backoffice.audit.search.label')}
      fields={[
        {
          kind: 'search',
          name: 'customerNumber',
          label: t('backoffice.audit.search.customer'),
          value: search.customerNumber,
          hint: t('backoffice.audit.search.customer-hint'),
          maxLength: 50,
        },
        {
          kind: 'search',
          name: 'user',
          label: t('backoffice.audit.search.user'),
          value: search.user,
          hint: t('backoffice.audit.search.user-hint'),
          maxLength: 254,
        },
        { kind: 'date', name: 'from', label: t('backoffice.audit.search.from'), value: search.from },
        { kind: 'date', name: 'to', label: t('backoffice.audit.search.to'), value: search.to },
      ]}
      submitLabel={t('backoffice.audit.search.submit')}
      resetLabel={t('backoffice.audit.search.clear')}
    />
  );
}

import type { TextKey } from '@shop/ui-texts';
import { ListFilters } from '../../components/ui/list-filters.tsx';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import type { ListQuery } from './list-query.ts';

/**
 * Search and date range of a customer-center or proposal list (the list kit's filters): `searchHintKey` says
 * what the search looks in for this list; a from-date after the to-date is said beside the dates (the loader
 * then does not ask the API).
 */
export function DocumentFilters({ query, searchHintKey }: { query: ListQuery; searchHintKey: TextKey }) {
  const t = useT();
  return (
    <ListFilters
      id="document"
      label={t('customer-center.filters.label')}
      fields={[
        {
          kind: 'search',
          name: 'search',
          label: t('customer-center.filters.search'),
          value: query.search,
          hint: t(searchHintKey),
          maxLength: 100,
          wide: true,
        },
        { kind: 'date', name: 'from', label: t('customer-center.filters.from'), value: query.from },
        { kind: 'date', name: 'to', label: t('customer-center.filters.to'), value: query.to },
      ]}
      range={{ from: 'from', to: 'to', message: t('customer-center.filters.range-reversed') }}
      submitLabel={t('customer-center.filters.apply')}
      resetLabel={t('customer-center.filters.clear')}
    />
  );
}

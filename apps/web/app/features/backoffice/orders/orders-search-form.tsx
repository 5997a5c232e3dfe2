import { ListFilters } from '../../../components/ui/list-filters.tsx';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { type OrderSearch, orderStatuses } from './order-search.ts';

/** The staff order search (the list kit's filters): the search lands in the address and works without JavaScript. */
export function OrdersSearchForm({ search }: { search: OrderSearch }) {
  const t = useT();
  return (
    <ListFilters
      id="bo-orders"
      label={t('backoffice.orders.search.label')}
      fields={[
        {
          kind: 'search',
          name: 'orderId',
          label: t('backoffice.orders.search.order-id'),
          value: search.orderId,
          maxLength: 100,
        },
        {
          kind: 'search',
          name: 'customer',
          label: t('backoffice.orders.search.customer'),
          value: search.customer,
          hint: t('backoffice.orders.search.customer-hint'),
          maxLength: 100,
        },
        {
          kind: 'select',
          name: 'status',
          label: t('backoffice.orders.search.status'),
          value: search.status,
          options: [
            { value: '', label: t('backoffice.orders.search.any-status') },
            ...orderStatuses.map((status) => ({
              value: status,
              label: t(`backoffice.orders.status.${status}`),
            })),
          ],
        },
        { kind: 'date', name: 'from', label: t('backoffice.orders.search.from'), value: search.from },
        { kind: 'date', name: 'to', label: t('backoffice.orders.search.to'), value: search.to },
      ]}
      submitLabel={t('backoffice.orders.search.submit')}
      resetLabel={t('backoffice.orders.search.clear')}
    />
  );
}

import { orderTypes } from '@shop/contracts';
import { type FilterField, ListFilters } from '../../components/ui/list-filters.tsx';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import type { SalesQuery } from './sales-query.ts';

export type CustomerOption = { customerNumber: string; name: string };

/**
 * Customer and order type of a sales list (the list kit's filters: in the URL, without JavaScript too). The
 * customers are a list when there are few (`customers`), else a customer number field.
 */
export function SalesFilters({
  query,
  customers,
}: {
  query: SalesQuery;
  customers: CustomerOption[] | null;
}) {
  const t = useT();
  const customer: FilterField = customers
    ? {
        kind: 'select',
        name: 'customer',
        label: t('sales.filters.customer'),
        value: query.customer,
        wide: true,
        options: [
          { value: '', label: t('sales.filters.all-customers') },
          ...customers.map((option) => ({
            value: option.customerNumber,
            label: `${option.name} (${option.customerNumber})`,
          })),
        ],
      }
    : {
        kind: 'search',
        name: 'customer',
        label: t('sales.filters.customer-number'),
        value: query.customer,
        wide: true,
        maxLength: 64,
      };
  return (
    <ListFilters
      id="sales"
      label={t('sales.filters.label')}
      fields={[
        customer,
        {
          kind: 'select',
          name: 'orderType',
          label: t('sales.filters.order-type'),
          value: query.orderType,
          options: [
            { value: '', label: t('sales.filters.all-order-types') },
            ...orderTypes.map((orderType) => ({
              value: orderType,
              label: t(`cart.order-type-${orderType}`),
            })),
          ],
        },
      ]}
      submitLabel={t('sales.filters.apply')}
      resetLabel={t('sales.filters.clear')}
    />
  );
}

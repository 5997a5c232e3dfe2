import type { DashboardCustomer } from '@shop/contracts';
import { useT } from '../../lib/i18n/i18n-context.tsx';

/** A customer's standing in words: deactivated, blocked (for what), or active. */
export function CustomerStatus({
  customer,
}: {
  customer: Pick<DashboardCustomer, 'active' | 'blockedStatus'>;
}) {
  const t = useT();
  if (!customer.active) {
    return <span className="badge status-badge text-bg-secondary">{t('sales.status.inactive')}</span>;
  }
  if (customer.blockedStatus !== 'None') {
    return (
      <span className="badge status-badge text-bg-danger">
        {t(`sales.status.blocked-${customer.blockedStatus}`)}
      </span>
    );
  }
  return <span className="badge status-badge text-bg-success">{t('sales.status.active')}</span>;
}

import { useT } from '../../lib/i18n/i18n-context.tsx';
import { priceViewCustomer } from '../../lib/price-view.ts';
import { useRootData } from '../../lib/root-data.ts';

/**
 * Where the basket's controls would be, while staff view a customer's prices (ADR 82): whose prices these are,
 * and that nothing can be put in a basket for them. Null when not viewing.
 */
export function PriceViewNote() {
  const t = useT();
  const customer = priceViewCustomer(useRootData()?.user);
  if (!customer) return null;
  return (
    <p className="alert alert-info mb-0">
      {t('price-view.note', { number: customer.customerNumber, name: customer.name })}
    </p>
  );
}

import type { User } from '@shop/contracts';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { priceViewCustomer } from '../../lib/price-view.ts';
import { StopPriceViewForm, usePriceViewChooserHref } from './price-view-forms.tsx';

/**
 * While staff view a customer's prices (ADR 82), a bar under the header names the customer, says that they do
 * not act for it, and offers the way back to visitor prices and to another customer. Nothing otherwise.
 */
export function PriceViewBar({ user }: { user: User | null }) {
  const t = useT();
  const chooser = usePriceViewChooserHref();
  const customer = priceViewCustomer(user);
  if (!customer) return null;
  return (
    <section className="impersonation-bar" aria-label={t('price-view.region')}>
      <div className="container impersonation-bar__inner">
        <p className="impersonation-bar__text">
          {t('price-view.bar')} <strong className="impersonation-bar__customer">{customer.name}</strong>{' '}
          <span className="impersonation-bar__number">({customer.customerNumber})</span>.{' '}
          {t('price-view.not-acting')}
        </p>
        <div className="impersonation-bar__actions">
          <Link to={chooser} className="btn btn-outline-light btn-sm">
            {t('price-view.switch')}
          </Link>
          <StopPriceViewForm />
        </div>
      </div>
    </section>
  );
}

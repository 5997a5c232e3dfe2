import { useId } from 'react';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { useVat } from './prices-context.tsx';

/** Spec §1: show prices with VAT (× 1.25) or without (the default); remembered per user. */
export function VatToggle({ className = '' }: { className?: string }) {
  const t = useT();
  const id = useId();
  const { includeVat, setIncludeVat } = useVat();
  return (
    <div className={`form-check form-switch vat-toggle ${className}`}>
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        aria-checked={includeVat}
        checked={includeVat}
        onChange={(event) => setIncludeVat(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {t('prices.with-vat')}
      </label>
    </div>
  );
}

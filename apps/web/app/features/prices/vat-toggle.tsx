import { SwitchToggle } from '../../components/ui/switch-toggle.tsx';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { useVat } from './prices-context.tsx';

/** Spec §1: show prices with VAT (× 1.25) or without (the default); remembered per user. */
export function VatToggle({ className = '' }: { className?: string }) {
  const t = useT();
  const { includeVat, setIncludeVat } = useVat();
  return (
    <SwitchToggle
      label={t('prices.with-vat')}
      checked={includeVat}
      onChange={setIncludeVat}
      className={`vat-toggle ${className}`}
    />
  );
}

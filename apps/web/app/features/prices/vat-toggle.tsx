import { SwitchToggle } from '../../components/ui/switch-toggle.tsx';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { useVat } from './prices-context.tsx';

/**
 * Spec §1: show prices with VAT or without (the default); remembered per user. A dealer's own rate applies
 * (ADR 67): under reverse charge or export their prices carry no VAT, and the switch says why instead.
 */
export function VatToggle({ className = '' }: { className?: string }) {
  const t = useT();
  const { includeVat, setIncludeVat, noVatKind } = useVat();
  return (
    <>
      <SwitchToggle
        label={t('prices.with-vat')}
        checked={includeVat}
        onChange={setIncludeVat}
        className={`vat-toggle ${className}`}
      />
      {includeVat && noVatKind ? (
        <output className="vat-toggle__no-vat">{t(`tax.noVat.${noVatKind}`)}</output>
      ) : null}
    </>
  );
}

import { SwitchToggle } from '../../components/ui/switch-toggle.tsx';
import { countryName } from '../../lib/country-names.ts';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useVat } from './prices-context.tsx';

/**
 * Spec §1: show prices with VAT or without (the default); remembered per user. A dealer's own rate applies
 * (ADR 67): under reverse charge or export their prices carry no VAT, and the switch says why instead. A
 * visitor who chose a delivery country at checkout is told whose rate their prices carry.
 */
export function VatToggle({ className = '' }: { className?: string }) {
  const t = useT();
  const language = useLanguage();
  const { includeVat, setIncludeVat, noVatKind, vatRateBasisPoints, deliveryCountryCode } = useVat();
  const rate = new Intl.NumberFormat(language === 'da' ? 'da-DK' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(vatRateBasisPoints / 10_000);
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
      ) : includeVat && deliveryCountryCode ? (
        <output className="vat-toggle__no-vat">
          {t('tax.visitorRate', { rate, country: countryName(deliveryCountryCode, language) })}
        </output>
      ) : null}
    </>
  );
}

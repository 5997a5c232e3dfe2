import { SwitchToggle } from '../../components/ui/switch-toggle.tsx';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { useMarginSetting } from './prices-context.tsx';

/**
 * ADR 59: a dealer switches the RRP and margin beside their prices off while a shop visitor looks at the
 * screen, and on again; remembered per user. Nothing for retail prices.
 */
export function MarginToggle({ className = '' }: { className?: string }) {
  const t = useT();
  const { available, showMargin, setShowMargin } = useMarginSetting();
  if (!available) return null;
  return (
    <SwitchToggle
      label={t('margin.show')}
      checked={showMargin}
      onChange={setShowMargin}
      className={`margin-toggle ${className}`}
    />
  );
}

import { useId } from 'react';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { useMarginSetting } from './prices-context.tsx';

/**
 * ADR 59: a dealer switches the RRP and margin beside their prices off while a shop visitor looks at the
 * screen, and on again; remembered per user. Nothing for retail prices.
 */
export function MarginToggle({ className = '' }: { className?: string }) {
  const t = useT();
  const id = useId();
  const { available, showMargin, setShowMargin } = useMarginSetting();
  if (!available) return null;
  return (
    <div className={`form-check form-switch margin-toggle ${className}`}>
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        aria-checked={showMargin}
        checked={showMargin}
        onChange={(event) => setShowMargin(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {t('margin.show')}
      </label>
    </div>
  );
}

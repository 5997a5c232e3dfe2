import type { ProductUnit } from '@shop/contracts';
import { useId } from 'react';
import { useT } from '../../lib/i18n/i18n-context.tsx';

/**
 * The choice of a product's unit (pieces, packs) of the product page's add row and the quick-add grid, labelled
 * "Unit". Only for products sold in more than one unit.
 */
export function UnitSelect({
  units,
  value,
  onChange,
  selectClassName = 'form-select',
}: {
  units: readonly ProductUnit[];
  value: string;
  onChange: (unitId: string) => void;
  selectClassName?: string;
}) {
  const t = useT();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="form-label">
        {t('product.unit')}
      </label>
      <select
        id={id}
        className={selectClassName}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {units.map((option) => (
          <option key={option.unitId} value={option.unitId}>
            {option.name}
          </option>
        ))}
      </select>
    </>
  );
}

import type { ProductVariant } from '@shop/contracts';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';

/** The sizes of the selected colour as a radio group. */
export function SizeSelector({
  variants,
  selectedId,
  onSelect,
}: {
  variants: ProductVariant[];
  selectedId: string | null;
  onSelect: (size: string) => void;
}) {
  const t = useT();
  const name = useId();
  if (variants.length === 0) return null;
  return (
    <fieldset className="option-selector size-selector">
      <legend className="option-selector__legend">{t('product.size')}</legend>
      <div className="size-selector__options">
        {variants.map((variant) => (
          <label key={variant.id} className={`size-option${variant.id === selectedId ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name={name}
              value={variant.size}
              checked={variant.id === selectedId}
              onChange={() => onSelect(variant.size)}
              className="visually-hidden"
            />
            {variant.size}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

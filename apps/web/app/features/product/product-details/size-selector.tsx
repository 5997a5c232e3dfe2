import type { ProductVariant } from '@shop/contracts';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { SizeStock } from '../../../lib/product-selection.ts';

/**
 * The sizes of the selected colour as a radio group. Where stock decides (a colour that goes to the Stock
 * basket, `stockOf` answers), a size says before it is chosen that nothing is on hand (issue 28): "arriving"
 * when it comes later, "out of stock" when nothing can be delivered, and such a size cannot be chosen.
 */
export function SizeSelector({
  variants,
  selectedId,
  onSelect,
  stockOf,
}: {
  variants: ProductVariant[];
  selectedId: string | null;
  onSelect: (size: string) => void;
  stockOf: (variant: ProductVariant) => SizeStock | null;
}) {
  const t = useT();
  const name = useId();
  if (variants.length === 0) return null;
  return (
    <fieldset className="option-selector size-selector">
      <legend className="option-selector__legend">{t('product.size')}</legend>
      <div className="size-selector__options">
        {variants.map((variant) => {
          const stock = stockOf(variant);
          const none = stock === 'none';
          return (
            <label
              key={variant.id}
              className={`size-option${variant.id === selectedId ? ' is-selected' : ''}${none ? ' is-unavailable' : ''}`}
            >
              <input
                type="radio"
                name={name}
                value={variant.size}
                checked={variant.id === selectedId}
                disabled={none}
                onChange={() => onSelect(variant.size)}
                className="visually-hidden"
              />
              {variant.size}
              {none || stock === 'arriving' ? (
                <span className="size-option__stock">
                  {' '}
                  {t(none ? 'product.size-out-of-stock' : 'product.size-arriving')}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

import type { Product } from '@shop/contracts';
import { useId } from 'react';
import { SwatchImage } from '../../../components/ui/swatch-image.tsx';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { colorEntries } from '../../../lib/product-selection.ts';

/** The colours as a radio group of swatches: arrow keys move between them, the choice goes to the URL. */
export function ColorSelector({
  product,
  colorCode,
  onSelect,
}: {
  product: Product;
  colorCode: string;
  onSelect: (code: string) => void;
}) {
  const t = useT();
  const name = useId();
  const colors = colorEntries(product);
  const selected = product.colors[colorCode];
  return (
    <fieldset className="option-selector color-selector">
      <legend className="option-selector__legend">
        {t('product.color')}: <strong>{selected?.colorName}</strong>
      </legend>
      <div className="color-selector__options">
        {colors.map(([code, color]) => (
          <label
            key={code}
            className={`color-option${code === colorCode ? ' is-selected' : ''}`}
            title={color.colorName}
          >
            <input
              type="radio"
              name={name}
              value={code}
              checked={code === colorCode}
              onChange={() => onSelect(code)}
              className="visually-hidden"
            />
            <SwatchImage src={color.swatchImage} size={20} colorCode={code} />
            <span className="visually-hidden">{color.colorName}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import type { ProductUnit } from '@shop/contracts';
import { useId, useState } from 'react';
import { ActionButton } from '../../../components/ui/action-button.tsx';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { parseQuantity } from '../product-selection.ts';

type AddToCartRowProps = {
  units: ProductUnit[];
  unitId: string;
  onUnitChange: (unitId: string) => void;
  /** Spec §2: shown when unit prices exist or the user is logged in. */
  showButton: boolean;
};

/**
 * Spec §2 add-to-cart row: quantity (an integer; what is not a number is ignored), a unit selector when
 * there is more than one unit, else the unit read-only, and the add button. The cart arrives with the cart
 * issue: until then the button is shown disabled with a visible note, never a pretend success.
 */
export function AddToCartRow({ units, unitId, onUnitChange, showButton }: AddToCartRowProps) {
  const t = useT();
  const id = useId();
  const [quantity, setQuantity] = useState(1);
  const [text, setText] = useState('1');
  const unit = units.find((candidate) => candidate.unitId === unitId) ?? units[0];
  return (
    <div className="add-to-cart">
      <div className="add-to-cart__fields">
        <div className="add-to-cart__quantity">
          <label htmlFor={`${id}-quantity`} className="form-label">
            {t('product.quantity')}
          </label>
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="form-control"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setQuantity(parseQuantity(event.target.value, quantity));
            }}
            onBlur={() => setText(String(quantity))}
          />
        </div>
        <div className="add-to-cart__unit">
          {units.length > 1 ? (
            <>
              <label htmlFor={`${id}-unit`} className="form-label">
                {t('product.unit')}
              </label>
              <select
                id={`${id}-unit`}
                className="form-select"
                value={unitId}
                onChange={(event) => onUnitChange(event.target.value)}
              >
                {units.map((option) => (
                  <option key={option.unitId} value={option.unitId}>
                    {option.name}
                  </option>
                ))}
              </select>
            </>
          ) : (
            <>
              <span className="form-label d-block" id={`${id}-unit-label`}>
                {t('product.unit')}
              </span>
              <output className="form-control-plaintext" aria-labelledby={`${id}-unit-label`}>
                {unit?.name}
              </output>
            </>
          )}
        </div>
      </div>
      {showButton ? (
        <div className="add-to-cart__action">
          <ActionButton className="btn btn-primary btn-lg w-100" describedBy={`${id}-note`}>
            {t('product.add-to-basket')}
          </ActionButton>
          <p id={`${id}-note`} className="add-to-cart__note">
            {t('product.ordering-soon')}
          </p>
        </div>
      ) : null}
    </div>
  );
}

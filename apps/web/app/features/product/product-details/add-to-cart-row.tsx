import { orderTypeForColor } from '@shop/commerce';
import type { Product, ProductUnit, ProductVariant } from '@shop/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { ActionButton } from '../../../components/ui/action-button.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { quantityMessage, readQuantity, reducedLineText } from '../../../lib/quantity-input.ts';
import { escapeHtml, useCartState, useCartStore, useMiniCart } from '../../cart/cart-context.tsx';
import { type TrackedItem, trackEcommerce } from '../../cart/data-layer.ts';
import { useNotify } from '../../notifications/notifications-context.tsx';
import type { PriceEntry } from '../../prices/price-batcher.ts';
import { usePrice } from '../../prices/prices-context.tsx';
import { UnitSelect } from '../unit-select.tsx';

type AddToCartRowProps = {
  product: Product;
  colorCode: string;
  /** The chosen colour and size; null while the colour has no size to choose. */
  variant: ProductVariant | null;
  units: ProductUnit[];
  unitId: string;
  onUnitChange: (unitId: string) => void;
  /** Spec §2: shown when unit prices exist or the user is logged in. */
  showButton: boolean;
};

function trackedItem(
  product: Product,
  variant: ProductVariant | null,
  entry: PriceEntry | undefined,
  quantity: number,
): TrackedItem {
  const color = variant ? product.colors[variant.colorCode] : undefined;
  return {
    itemId: product.number,
    name: product.name,
    variant: variant && color ? `${color.colorName} / ${variant.size}` : null,
    unitPrice: entry?.status === 'success' ? entry.price.netUnitPrice : null,
    quantity,
  };
}

/**
 * Spec §2 add-to-cart row: quantity (one rule for every quantity field: a whole number from 1 to the line
 * bound, anything else refused with a message beside it, issue 28), a unit selector when
 * there is more than one unit, else the unit read-only, and the add button with the action-button states.
 * The line goes to the cart of the order type the colour allows (Stock when stock orders are allowed and
 * something is on hand, else Preorder); the mini cart then opens with the new line in its summary. What a
 * Stock basket cut to its stock as the line went in is said at once in a notification.
 */
export function AddToCartRow({
  product,
  colorCode,
  variant,
  units,
  unitId,
  onUnitChange,
  showButton,
}: AddToCartRowProps) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const [text, setText] = useState('1');
  // The one quantity rule (issue 28): what is not a whole number from 1 to the bound is refused, never changed.
  const typed = readQuantity(text);
  const quantity = typed.ok ? typed.quantity : null;
  // Said once the buyer leaves the field or tries to add, and until the quantity is corrected.
  const [refused, setRefused] = useState(false);
  const showRefusal = refused && quantity === null;
  const quantityRef = useRef<HTMLInputElement>(null);
  const store = useCartStore();
  const notify = useNotify();
  const { mode } = useCartState();
  const miniCart = useMiniCart();
  const unit = units.find((candidate) => candidate.unitId === unitId) ?? units[0];
  const color = product.colors[colorCode];
  const orderType = color ? orderTypeForColor(color) : null;
  const key = variant ? { productId: product.id, variantId: variant.id, unitOfMeasure: unitId } : null;
  const price = usePrice(key);

  // Spec §7 tracking: one view_item per product page, once its price is known (or known to be missing).
  const viewTracked = useRef<string | null>(null);
  useEffect(() => {
    if (viewTracked.current === product.id || price?.status === 'pending' || (key && !price)) return;
    viewTracked.current = product.id;
    trackEcommerce('view_item', price?.status === 'success' ? price.currencyCode : null, [
      trackedItem(product, variant, price, 1),
    ]);
  }, [product, variant, price, key]);

  // A refused quantity is refused on the click itself, before the button's action runs (and shows busy).
  const accepts = () => {
    if (quantity !== null) return true;
    setRefused(true);
    quantityRef.current?.focus();
    return false;
  };
  const action =
    key && orderType && mode !== 'none'
      ? async () => {
          // accepts() let the click through only with a quantity.
          if (quantity === null) return;
          const { reduced } = await store.addLine(orderType, key, quantity);
          const [first] = reduced;
          // What the Stock basket cut as the line went in ("only 6 of 8 were added – …"), said at once.
          if (first)
            notify({
              variant: 'warning',
              title: t('cart.reduced-title'),
              message: escapeHtml(reducedLineText(t, first)),
            });
          const added = first ? first.quantity : quantity;
          if (added === 0) return;
          trackEcommerce('add_to_cart', price?.status === 'success' ? price.currencyCode : null, [
            trackedItem(product, variant, price, added),
          ]);
          miniCart.show();
        }
      : undefined;

  return (
    <div className="add-to-cart">
      <div className="add-to-cart__fields">
        <div className="add-to-cart__quantity">
          <label htmlFor={`${id}-quantity`} className="form-label">
            {t('product.quantity')}
          </label>
          <input
            id={`${id}-quantity`}
            ref={quantityRef}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className={`form-control${showRefusal ? ' is-invalid' : ''}`}
            value={text}
            aria-invalid={showRefusal ? true : undefined}
            aria-describedby={showRefusal ? `${id}-quantity-error` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              if (readQuantity(event.target.value).ok) setRefused(false);
            }}
            onBlur={() => setRefused(true)}
          />
          {showRefusal ? (
            <p id={`${id}-quantity-error`} className="invalid-feedback d-block" role="alert">
              {quantityMessage(t, language)}
            </p>
          ) : null}
        </div>
        <div className="add-to-cart__unit">
          {units.length > 1 ? (
            <UnitSelect units={units} value={unitId} onChange={onUnitChange} />
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
          <ActionButton
            className="btn btn-primary btn-lg w-100"
            action={action}
            accepts={accepts}
            describedBy={orderType ? undefined : `${id}-note`}
          >
            {t('product.add-to-basket')}
          </ActionButton>
          {orderType ? (
            <p className="add-to-cart__note">
              {t('cart.adds-to', { basket: t(`cart.basket-${orderType}`) })}
            </p>
          ) : (
            <p id={`${id}-note`} className="add-to-cart__note">
              {t('cart.not-orderable')}
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}

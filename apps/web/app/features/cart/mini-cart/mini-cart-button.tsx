import { LineIcon } from '../../../components/ui/line-icon.tsx';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useTranslateCount } from '../../../lib/i18n/use-translate-count.ts';
import { useCartState, useMiniCart } from '../cart-context.tsx';
import { totalQuantity } from '../cart-state.ts';
import { miniCartId, preloadMiniCart } from './lazy-mini-cart.tsx';

/**
 * The header's basket button (spec §2): opens the mini cart; a marker shows when the total quantity over
 * all order types is not zero. The count is part of the button's name for screen readers.
 */
export function MiniCartButton() {
  const t = useT();
  const tc = useTranslateCount();
  const state = useCartState();
  const { open, show } = useMiniCart();
  if (state.mode === 'none') return null;
  const quantity = totalQuantity(state);
  return (
    <button
      type="button"
      className="btn btn-link header-action mini-cart-button"
      aria-controls={miniCartId}
      aria-expanded={open}
      aria-haspopup="dialog"
      onClick={show}
      onPointerEnter={preloadMiniCart}
      onFocus={preloadMiniCart}
    >
      <span className="mini-cart-button__icon">
        <LineIcon>
          <path d="M5 8h14l-1.5 12h-11zM9 8V6a3 3 0 0 1 6 0v2" strokeWidth="1.8" strokeLinejoin="round" />
        </LineIcon>
        {quantity !== 0 ? (
          <span className="mini-cart-button__marker" aria-hidden="true">
            {quantity}
          </span>
        ) : null}
      </span>
      <span className="header-action__label">{t('cart.mini-cart')}</span>
      {quantity !== 0 ? <span className="visually-hidden">, {tc('cart.marker', quantity)}</span> : null}
    </button>
  );
}

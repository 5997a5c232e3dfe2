import { localizePath } from '@shop/contracts/routes';
import { Offcanvas } from 'react-bootstrap';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { useVat } from '../../prices/prices-context.tsx';
import { useCalculateMissing, useCartState, useMiniCart } from '../cart-context.tsx';
import { cartOverview } from '../cart-overview-model.ts';
import { OrderTypeSummary } from '../order-type-summary.tsx';
import { miniCartId } from './lazy-mini-cart.tsx';

/**
 * Spec §2 mini cart: a sidebar with the summary per order type and a button to the cart page. Opening it
 * calculates every order type not calculated yet (and, while open, each change is calculated again).
 */
export function MiniCart() {
  const t = useT();
  const language = useLanguage();
  const { includeVat } = useVat();
  const state = useCartState();
  const { open, hide } = useMiniCart();
  useCalculateMissing(open);
  if (state.mode === 'none') return null;
  const { entries } = cartOverview(state, 'None');
  return (
    <Offcanvas
      id={miniCartId}
      show={open}
      onHide={hide}
      placement="end"
      className="mini-cart"
      aria-labelledby={`${miniCartId}-title`}
    >
      <div className="offcanvas-header mini-cart__header">
        <h2 id={`${miniCartId}-title`} className="offcanvas-title h5">
          {t('cart.mini-cart-title')}
        </h2>
        <button type="button" className="btn-close" aria-label={t('common.close')} onClick={hide} />
      </div>
      <Offcanvas.Body className="mini-cart__body">
        {!state.loaded ? (
          <output className="mini-cart__loading" aria-busy="true">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('cart.loading')}
          </output>
        ) : entries.length === 0 ? (
          <p className="mini-cart__empty">{t('cart.empty')}</p>
        ) : (
          <>
            {entries.map((entry) => (
              <OrderTypeSummary key={entry.orderType} entry={entry} />
            ))}
            <p className="mini-cart__vat">{t(includeVat ? 'prices.incl-vat' : 'prices.excl-vat')}</p>
          </>
        )}
      </Offcanvas.Body>
      <div className="mini-cart__footer">
        <Link to={localizePath('cart', language)} className="btn btn-primary w-100" onClick={hide}>
          {t('cart.go-to-cart')}
        </Link>
      </div>
    </Offcanvas>
  );
}

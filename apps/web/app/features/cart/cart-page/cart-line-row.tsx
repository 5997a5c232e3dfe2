import { type CartLine, type CartOrderType, storefrontImages } from '@shop/contracts';
import { localizeContentUrl } from '@shop/contracts/routes';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { MediaImage } from '../../../components/ui/media-image.tsx';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { formatDate, localeForLanguage } from '../../../lib/money.ts';
import { quantityMessage, readQuantity, reducedLineText } from '../../../lib/quantity-input.ts';
import { LineRrpMargin } from '../../prices/rrp-margin.tsx';
import { useCartStore } from '../cart-context.tsx';
import { trackEcommerce } from '../data-layer.ts';
import { useCartMoney } from '../use-cart-money.ts';

/** 96 px at 1× and 2× (`storefrontImages.cartLine`), sizes the image route renders. */
const lineImage = storefrontImages.cartLine;

/** What the tracking layer hears about a line. */
function trackedLine(line: CartLine, quantity: number) {
  const product = line.product;
  return {
    itemId: product?.number ?? line.productKey.productId,
    name: product?.name ?? line.productKey.productId,
    variant: product ? `${product.colorName} / ${product.size}` : line.productKey.variantId,
    unitPrice: line.netUnitPrice?.priceWithoutVat ?? null,
    quantity,
  };
}

/**
 * One cart line (spec §2): image, name, colour, size, unit, an editable quantity (0 deletes the line; what is
 * not a whole number is refused beside the field; a Stock line is cut to its stock and says so),
 * the line's prices and its deliveries. A new quantity is sent when the field is left or Enter is pressed.
 */
export function CartLineRow({
  orderType,
  line,
  currencyCode,
  calculated,
}: {
  orderType: CartOrderType;
  line: CartLine;
  currencyCode: string;
  /** The cart was calculated: a line without prices then has none (rather than waiting for them). */
  calculated: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const money = useCartMoney();
  const store = useCartStore();
  const id = useId();
  const [text, setText] = useState(String(line.quantity));
  useEffect(() => setText(String(line.quantity)), [line.quantity]);
  const [refused, setRefused] = useState(false);
  const [cut, setCut] = useState<string | null>(null);
  const product = line.product;
  const name = product?.name ?? line.productKey.productId;

  async function commit() {
    // The one quantity rule (issue 28): 0 removes the line; what is not a whole number is refused, not changed.
    const typed = readQuantity(text, true);
    setRefused(!typed.ok);
    setCut(null);
    if (!typed.ok || typed.quantity === line.quantity) return;
    const quantity = typed.quantity;
    try {
      const { cart, reduced } = await store.setQuantity(orderType, line.id, line.productKey, quantity);
      const [first] = reduced;
      if (first) setCut(reducedLineText(t, first));
      const now = cart.lines.find((candidate) => candidate.id === line.id)?.quantity ?? 0;
      const delta = now - line.quantity;
      if (delta !== 0)
        trackEcommerce(delta > 0 ? 'add_to_cart' : 'remove_from_cart', currencyCode, [
          trackedLine(line, Math.abs(delta)),
        ]);
      // A Stock line cut to its stock shows what it holds now.
      setText(String(now || line.quantity));
    } catch {
      // The store reported it; the field shows the quantity the cart still has.
      setText(String(line.quantity));
    }
  }

  async function remove() {
    try {
      await store.removeLine(orderType, line.id);
      trackEcommerce('remove_from_cart', currencyCode, [trackedLine(line, line.quantity)]);
    } catch {
      // Reported by the store.
    }
  }

  const href = product
    ? `${localizeContentUrl(product.url, language)}?colorCode=${encodeURIComponent(product.colorCode)}`
    : null;
  return (
    <li className="cart-line">
      <div className="cart-line__image">
        {product?.image ? (
          <MediaImage
            path={product.image}
            alt=""
            width={lineImage.width}
            height={lineImage.height}
            widths={lineImage.widths}
            sizes={`${lineImage.width}px`}
          />
        ) : null}
      </div>
      <div className="cart-line__info">
        <h3 className="cart-line__name h6">{href ? <Link to={href}>{name}</Link> : name}</h3>
        {product ? (
          <dl className="cart-line__facts">
            <dt>{t('product.number')}</dt>
            <dd>{product.number}</dd>
            <dt>{t('product.color')}</dt>
            <dd>{product.colorName}</dd>
            <dt>{t('product.size')}</dt>
            <dd>{product.size}</dd>
            <dt>{t('product.unit')}</dt>
            <dd>{product.unitName}</dd>
          </dl>
        ) : (
          <p className="cart-line__unknown">{t('cart.product-unavailable')}</p>
        )}
        {line.deliveries.length > 0 ? (
          <p className="cart-line__deliveries">
            <span className="cart-line__label">{t('cart.deliveries')}: </span>
            {line.deliveries
              .map((delivery) =>
                delivery.date === null
                  ? t('cart.delivery-now', { count: delivery.quantity })
                  : t('cart.delivery-date', {
                      count: delivery.quantity,
                      date: formatDate(delivery.date, localeForLanguage(language), 'UTC'),
                    }),
              )
              .join(', ')}
          </p>
        ) : null}
      </div>
      <div className="cart-line__quantity">
        <label htmlFor={`${id}-quantity`} className="visually-hidden">
          {t('cart.quantity-of', { name })}
        </label>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          step={1}
          min={0}
          className={`form-control form-control-sm${refused ? ' is-invalid' : ''}`}
          value={text}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? `${id}-quantity-error` : cut ? `${id}-quantity-cut` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (readQuantity(event.target.value, true).ok) setRefused(false);
          }}
          onBlur={() => void commit()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void commit();
            }
          }}
        />
        {refused ? (
          <p id={`${id}-quantity-error`} className="invalid-feedback d-block" role="alert">
            {quantityMessage(t, language, true)}
          </p>
        ) : null}
        {cut ? (
          <output id={`${id}-quantity-cut`} className="cart-line__cut d-block small text-warning-emphasis">
            {cut}
          </output>
        ) : null}
        <button type="button" className="btn btn-link btn-sm cart-line__remove" onClick={() => void remove()}>
          {t('cart.remove')}
          <span className="visually-hidden"> {name}</span>
        </button>
      </div>
      <div className="cart-line__prices">
        {line.netUnitPrice && line.netLinePrice ? (
          <>
            <p className="cart-line__unit-price">
              <span className="cart-line__label">{t('cart.unit-price')}</span>{' '}
              <span>{money.pair(line.netUnitPrice, currencyCode)}</span>
            </p>
            <p className="cart-line__line-price">
              <span className="visually-hidden">{t('cart.line-price')}</span>{' '}
              <span>{money.pair(line.netLinePrice, currencyCode)}</span>
            </p>
            {line.linePrice && line.linePrice.priceWithoutVat > line.netLinePrice.priceWithoutVat ? (
              <s className="cart-line__before">
                <span className="visually-hidden">{t('prices.before')} </span>
                {money.pair(line.linePrice, currencyCode)}
              </s>
            ) : null}
            <LineRrpMargin
              productKey={line.productKey}
              quantity={line.quantity}
              netLinePrice={line.netLinePrice.priceWithoutVat}
              currencyCode={currencyCode}
            />
          </>
        ) : (
          <p className="cart-line__unpriced">{t(calculated ? 'prices.unavailable' : 'cart.calculating')}</p>
        )}
      </div>
    </li>
  );
}

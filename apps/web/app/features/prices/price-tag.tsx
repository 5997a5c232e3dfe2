import type { ProductKeyParts } from '@shop/commerce';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { formatMoney, moneyLocaleFor } from '../../lib/money.ts';
import { type ShownPrice, shownPrice } from './price-display.ts';
import { usePrice, useVat } from './prices-context.tsx';

export type PriceView =
  | { status: 'pending' }
  | { status: 'failed' }
  | ({ status: 'success'; text: string; beforeText: string | null } & ShownPrice);

/** A key's price as the visitor should see it: their currency, their VAT choice, their language. */
export function usePriceView(key: ProductKeyParts | null): PriceView {
  const entry = usePrice(key);
  const { includeVat, vatRateBasisPoints } = useVat();
  const language = useLanguage();
  if (!entry || entry.status === 'pending') return { status: 'pending' };
  if (entry.status === 'failed') return { status: 'failed' };
  const shown = shownPrice(entry.price, includeVat, vatRateBasisPoints);
  const locale = moneyLocaleFor(entry.currencyCode, language);
  return {
    status: 'success',
    ...shown,
    text: formatMoney(shown.amount, entry.currencyCode, locale),
    beforeText:
      shown.beforeAmount === null ? null : formatMoney(shown.beforeAmount, entry.currencyCode, locale),
  };
}

/** Spec §2: '- N%'. */
export function DiscountBadge({ percent, className = '' }: { percent: number; className?: string }) {
  const t = useT();
  return <span className={`discount-badge ${className}`}>{t('prices.discount', { percent })}</span>;
}

/**
 * A price as the visitor sees it: a placeholder of the same height while it loads (nothing shifts), the
 * sale price in the sale colour with the before price struck through, or a quiet 'not available' when it
 * failed. Pass `view` when the caller already read it (a tile also needs it for the discount badge).
 */
export function PriceTag({
  productKey = null,
  view,
  size = 'tile',
  showDiscount = false,
}: {
  productKey?: ProductKeyParts | null;
  view?: PriceView;
  size?: 'tile' | 'page';
  showDiscount?: boolean;
}) {
  const own = usePriceView(view ? null : productKey);
  return <PriceTagView view={view ?? own} size={size} showDiscount={showDiscount} />;
}

function PriceTagView({
  view,
  size,
  showDiscount,
}: {
  view: PriceView;
  size: 'tile' | 'page';
  showDiscount: boolean;
}) {
  const t = useT();
  const { includeVat, vatRateBasisPoints } = useVat();
  // A price at a 0 % decision (reverse charge, export) carries no VAT, so it says so with the switch on too.
  const vatShown = includeVat && vatRateBasisPoints > 0;
  const className = `price-tag price-tag--${size}`;
  if (view.status === 'pending') {
    return (
      <p className={`${className} price-tag--pending`} aria-busy="true">
        <span className="visually-hidden">{t('prices.loading')}</span>
      </p>
    );
  }
  if (view.status === 'failed') {
    return <p className={`${className} price-tag--failed`}>{t('prices.unavailable')}</p>;
  }
  const onSale = view.beforeText !== null;
  return (
    <p className={className}>
      <span className={`price-tag__price${onSale ? ' text-sale-price' : ''}`}>{view.text}</span>
      {onSale ? (
        <s className="price-tag__before">
          <span className="visually-hidden">{t('prices.before')} </span>
          {view.beforeText}
        </s>
      ) : null}
      {showDiscount && view.discountPercent !== null ? (
        <DiscountBadge percent={view.discountPercent} />
      ) : null}
      {size === 'page' ? (
        <span className="price-tag__vat">{t(vatShown ? 'prices.incl-vat' : 'prices.excl-vat')}</span>
      ) : null}
    </p>
  );
}

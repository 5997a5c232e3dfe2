import type { ProductKeyParts } from '@shop/commerce';
import type { RetailPrice } from '@shop/contracts';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { formatMoney, localeForLanguage, moneyLocaleFor } from '../../lib/money.ts';
import { formatMarginRate, lineMarginView, type MarginView, unitMarginView } from './margin-display.ts';
import { shownAmount } from './price-display.ts';
import { useMarginSetting, usePrice, useVat } from './prices-context.tsx';

/**
 * The RRP (in the visitor's VAT choice, like every price) and the margin (always without VAT: RRP excl. VAT
 * against the net price) of a dealer's price, or nothing when they are switched off (ADR 59).
 */
function MarginLine({ view, className }: { view: MarginView; className: string }) {
  const t = useT();
  const language = useLanguage();
  const { includeVat } = useVat();
  const money = (amount: number, currencyCode: string) =>
    formatMoney(amount, currencyCode, moneyLocaleFor(currencyCode, language));
  return (
    <p className={`rrp-margin ${className}`}>
      <span className="rrp-margin__rrp">
        {t('margin.rrp', { amount: money(shownAmount(view.rrp.amount, includeVat), view.rrp.currencyCode) })}
      </span>
      {view.margin ? (
        <span className="rrp-margin__margin">
          {t('margin.margin', {
            percent: formatMarginRate(view.margin.basisPoints, localeForLanguage(language)),
            amount: money(view.margin.amount, view.rrp.currencyCode),
          })}
        </span>
      ) : null}
    </p>
  );
}

/** Under a tile's or the product page's net price: the key's RRP and unit margin, for a dealer. */
export function UnitRrpMargin({
  productKey,
  className = '',
}: {
  productKey: ProductKeyParts | null;
  className?: string;
}) {
  const { showMargin } = useMarginSetting();
  const entry = usePrice(showMargin ? productKey : null);
  if (!showMargin || entry?.status !== 'success') return null;
  const view = unitMarginView(
    { amount: entry.price.netUnitPrice, currencyCode: entry.currencyCode },
    entry.retail,
  );
  return view ? <MarginLine view={view} className={className} /> : null;
}

/** On a cart line: the RRP of the line's quantity and the line's margin against its net line price. */
export function LineRrpMargin({
  productKey,
  quantity,
  netLinePrice,
  currencyCode,
}: {
  productKey: ProductKeyParts;
  quantity: number;
  netLinePrice: number;
  currencyCode: string;
}) {
  const { showMargin } = useMarginSetting();
  const entry = usePrice(showMargin ? productKey : null);
  if (!showMargin || entry?.status !== 'success') return null;
  const rrp: RetailPrice | null | undefined = entry.retail;
  const view = lineMarginView({ netLinePrice, quantity, currencyCode }, rrp);
  return view ? <MarginLine view={view} className="rrp-margin--line" /> : null;
}

import type { ProductStock } from '@shop/contracts';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { formatDate, localeForLanguage } from '../../../lib/money.ts';
import { variantStock } from '../product-stock.ts';

/** Spec §2 / §4 stock indicator for the selected size and unit (location B2B; shown to customers only). */
export function StockIndicator({
  stocks,
  variantId,
  unitId,
}: {
  stocks: ProductStock[];
  variantId: string;
  unitId: string;
}) {
  const t = useT();
  const language = useLanguage();
  const today = new Date().toISOString().slice(0, 10);
  const stock = variantStock(stocks, variantId, unitId, today);
  const next = stock.arriving[0];
  return (
    <div className={`stock-indicator stock-indicator--${stock.level}`}>
      <span className="stock-indicator__dot" aria-hidden="true" />
      <span>{t(`stock.${stock.level}`)}</span>
      {next ? (
        <span className="stock-indicator__arriving">
          {t('stock.arriving', {
            volume: next.volume,
            date: formatDate(next.date, localeForLanguage(language), 'UTC'),
          })}
        </span>
      ) : null}
    </div>
  );
}

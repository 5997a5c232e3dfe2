import { stockState } from '@shop/commerce';
import type { ProductStock } from '@shop/contracts';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { formatDate, localeForLanguage } from '../../../lib/money.ts';
import { variantStock } from '../product-stock.ts';

/**
 * Spec §2 / §4 stock indicator for the selected size and unit (location B2B; shown to customers only). A
 * preorder colour reads "Preorder" and a size with nothing on hand but some arriving "Coming soon", never a
 * red "Out of stock" beside what is on its way (issue 28 item 6).
 */
export function StockIndicator({
  stocks,
  variantId,
  unitId,
  piecesPerUnit,
  orderType,
}: {
  stocks: ProductStock[];
  variantId: string;
  unitId: string;
  /** Pieces in one unit of `unitId`: stock is counted in pieces, a pack in whole packs. */
  piecesPerUnit: number;
  /** The basket the colour's lines go to (`orderTypeForColor`). */
  orderType: 'Stock' | 'Preorder' | null;
}) {
  const t = useT();
  const language = useLanguage();
  const today = new Date().toISOString().slice(0, 10);
  const stock = variantStock(stocks, variantId, unitId, today, piecesPerUnit);
  const next = stock.arriving[0];
  const state = stockState({ onHand: stock.onHand, arriving: next?.volume ?? 0, orderType });
  return (
    <div className={`stock-indicator stock-indicator--${state}`}>
      <span className="stock-indicator__dot" aria-hidden="true" />
      <span>{t(`stock.${state}`)}</span>
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

import type { Order } from '@shop/contracts';
import { LineQuantity } from '../../components/ui/line-quantity.tsx';
import { TotalQuantityRow } from '../../components/ui/total-quantity-row.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { formatMoneyIn } from '../../lib/money.ts';

/**
 * The order's lines as bought (the snapshot taken at purchase), prices in the chosen VAT mode. On a phone the
 * rows stack (styles/_checkout.scss): each cell then shows its column's name from `data-label`, so nothing
 * overflows the card.
 */
export function ReceiptLines({ order, includeVat }: { order: Order; includeVat: boolean }) {
  const t = useT();
  const language = useLanguage();
  const money = (amount: number) => formatMoneyIn(amount, order.currencyCode, language);
  const pick = (pair: { priceWithVat: number; priceWithoutVat: number }) =>
    money(includeVat ? pair.priceWithVat : pair.priceWithoutVat);
  return (
    <div className="receipt__lines-frame">
      <table className="table receipt__lines">
        <caption className="visually-hidden">{t('receipt.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('receipt.product')}</th>
            <th scope="col">{t('receipt.variant')}</th>
            <th scope="col" className="text-end">
              {t('receipt.quantity')}
            </th>
            <th scope="col" className="text-end">
              {t('receipt.unitPrice')}
            </th>
            <th scope="col" className="text-end">
              {t('receipt.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.lineNo}>
              <th scope="row">
                {line.name}
                <span className="receipt__number">
                  {t('product.number')} {line.productNumber}
                </span>
              </th>
              <td data-label={t('receipt.variant')}>
                {line.colorName} · {line.size} · {line.unitName}
              </td>
              <td className="text-end" data-label={t('receipt.quantity')}>
                <LineQuantity quantity={line.quantity} quantityPerUnit={line.quantityPerUnit} />
              </td>
              <td className="text-end" data-label={t('receipt.unitPrice')}>
                {pick(line.netUnitPrice)}
              </td>
              <td className="text-end" data-label={t('receipt.lineTotal')}>
                {pick(line.netLinePrice)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <TotalQuantityRow lines={order.lines} columnsAfter={2} quantityLabel={t('receipt.quantity')} />
        </tfoot>
      </table>
    </div>
  );
}

import type { CustomerOrderLine } from '@shop/contracts';
import { LineQuantity } from '../../components/ui/line-quantity.tsx';
import { TotalQuantityRow } from '../../components/ui/total-quantity-row.tsx';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { useVat } from '../prices/prices-context.tsx';
import { useDocumentFormat } from './use-document-format.ts';
import { useLineDelivery } from './use-line-delivery.ts';

/** An order's lines as bought, when each is expected and how much of it has shipped (spec §3 line shipped flag). */
export function OrderLinesTable({
  lines,
  currencyCode,
}: {
  lines: CustomerOrderLine[];
  currencyCode: string;
}) {
  const t = useT();
  const format = useDocumentFormat();
  const delivery = useLineDelivery();
  const { includeVat } = useVat();
  const money = (pair: { priceWithVat: number; priceWithoutVat: number }) =>
    format.money(includeVat ? pair.priceWithVat : pair.priceWithoutVat, currencyCode);
  const vatMode = t(includeVat ? 'customer-center.prices.incl-vat' : 'customer-center.prices.excl-vat');
  return (
    <div className="table-responsive">
      <table className="table document-table">
        <caption>{t('customer-center.order.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('customer-center.line.item')}</th>
            <th scope="col">{t('customer-center.line.variant')}</th>
            <th scope="col" className="text-end">
              {t('customer-center.document.quantity')}
            </th>
            <th scope="col">{t('customer-center.line.shipped')}</th>
            <th scope="col">{t('order-delivery.heading')}</th>
            <th scope="col" className="text-end">
              {t('customer-center.line.unit-price', { vatMode })}
            </th>
            <th scope="col" className="text-end">
              {t('customer-center.line.line-total', { vatMode })}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.lineNo}>
              <th scope="row">
                {line.name}
                <span className="document-table__number">{line.productNumber}</span>
              </th>
              <td>{[line.colorName, line.size, line.unitName].filter(Boolean).join(' · ')}</td>
              <td className="text-end">
                <LineQuantity quantity={line.quantity} quantityPerUnit={line.quantityPerUnit} />
              </td>
              <td>
                {t(`customer-center.line-shipped.${line.shipped}`, {
                  shipped: line.shippedQuantity,
                  ordered: line.quantity,
                })}
              </td>
              <td>{delivery(line.deliveries)}</td>
              <td className="text-end text-nowrap">{money(line.netUnitPrice)}</td>
              <td className="text-end text-nowrap">{money(line.netLinePrice)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <TotalQuantityRow lines={lines} columnsAfter={4} />
        </tfoot>
      </table>
    </div>
  );
}

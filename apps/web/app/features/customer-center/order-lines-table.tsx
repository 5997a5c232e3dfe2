import type { CustomerOrderLine } from '@shop/contracts';
import { LineQuantity } from '../../components/ui/line-quantity.tsx';
import { type ListColumn, ListTable } from '../../components/ui/list-table.tsx';
import { useTotalPieces } from '../../components/ui/total-quantity-row.tsx';
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
  const pieces = useTotalPieces();
  const format = useDocumentFormat();
  const delivery = useLineDelivery();
  const { includeVat } = useVat();
  const money = (pair: { priceWithVat: number; priceWithoutVat: number }) =>
    format.money(includeVat ? pair.priceWithVat : pair.priceWithoutVat, currencyCode);
  const vatMode = t(includeVat ? 'customer-center.prices.incl-vat' : 'customer-center.prices.excl-vat');
  const quantity = t('customer-center.document.quantity');
  const columns: ListColumn<CustomerOrderLine>[] = [
    {
      header: t('customer-center.line.item'),
      cell: (line) => (
        <>
          {line.name}
          <span className="document-table__number">{line.productNumber}</span>
        </>
      ),
    },
    {
      header: t('customer-center.line.variant'),
      cell: (line) => [line.colorName, line.size, line.unitName].filter(Boolean).join(' · '),
    },
    {
      header: quantity,
      numeric: true,
      cell: (line) => <LineQuantity quantity={line.quantity} quantityPerUnit={line.quantityPerUnit} />,
    },
    {
      header: t('customer-center.line.shipped'),
      cell: (line) =>
        t(`customer-center.line-shipped.${line.shipped}`, {
          shipped: line.shippedQuantity,
          ordered: line.quantity,
        }),
    },
    { header: t('order-delivery.heading'), cell: (line) => delivery(line.deliveries) },
    {
      header: t('customer-center.line.unit-price', { vatMode }),
      numeric: true,
      cell: (line) => money(line.netUnitPrice),
    },
    {
      header: t('customer-center.line.line-total', { vatMode }),
      numeric: true,
      cell: (line) => money(line.netLinePrice),
    },
  ];
  return (
    <ListTable
      caption={t('customer-center.order.lines')}
      captionVisible
      columns={columns}
      rows={lines}
      rowKey={(line) => String(line.lineNo)}
      footer={[{ key: 'quantity', label: t('cart.total-quantity'), under: quantity, value: pieces(lines) }]}
      stackBelow="xl"
    />
  );
}
